import { loadContent } from '../../src/engine/contentSet';
import { PROJECT_ROOT } from './paths';

/** Every address the site answers: canonical paths and aliases, each with the path it belongs to. */
export function siteAddresses(): { url: string; canonicalPath: string }[] {
  return loadContent({ root: PROJECT_ROOT }).pages.flatMap(({ page }) =>
    page.path === '*' ? [] : [page.path, ...(page.aliases ?? [])].map((url) => ({ url, canonicalPath: page.path })),
  );
}
