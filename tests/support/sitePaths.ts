import { isPublished } from '../../src/core/routePaths';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { PROJECT_ROOT } from './paths';

export interface SiteAddress {
  url: string;
  canonicalPath: string;
  /** Pages kept out of search engines, such as the block catalogue. */
  noindex: boolean;
}

/**
 * Every address the built site answers: canonical paths and aliases, each with the path it belongs to. Pages the dev
 * server alone shows (`devOnly`, the block catalogue) are not built, so they are not here.
 */
export function siteAddresses(): SiteAddress[] {
  return loadContent({ root: PROJECT_ROOT }).pages.flatMap(({ page }) =>
    page.path === '*' || !isPublished(page)
      ? []
      : [page.path, ...(page.aliases ?? [])].map((url) => ({
          url,
          canonicalPath: page.path,
          noindex: page.noindex === true,
        })),
  );
}

/** The public pages: every address except noindex ones. */
export function publicAddresses(): SiteAddress[] {
  return siteAddresses().filter((address) => !address.noindex);
}
