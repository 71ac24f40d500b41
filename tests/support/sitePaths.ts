import { loadContent } from '../../src/engine/contentSet';
import { PROJECT_ROOT } from './paths';

export interface SiteAddress {
  url: string;
  canonicalPath: string;
  /** Pages kept out of search engines, such as the block catalogue. */
  noindex: boolean;
}

/** Every address the site answers: canonical paths and aliases, each with the path it belongs to. */
export function siteAddresses(): SiteAddress[] {
  return loadContent({ root: PROJECT_ROOT }).pages.flatMap(({ page }) =>
    page.path === '*'
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
