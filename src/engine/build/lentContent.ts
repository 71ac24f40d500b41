import type { ValidatedSite } from '../content/session/pageData.ts';

/** The name of the Vite plugin that serves the site's content to the bundles (src/engine/vite/contentPlugin.ts). */
export const CONTENT_PLUGIN = 'fernwise:content';

/**
 * What the content plugin offers a build through Vite's plugin `api`: the build lends it the site it has just
 * validated, so the bundles neither read and validate every page again nor hold the pages' data; `undefined`
 * takes it back.
 */
export interface ContentPluginApi {
  /** The pages folder the plugin serves, resolved. */
  readonly pagesDir: string;
  lend(site: ValidatedSite | undefined): void;
}
