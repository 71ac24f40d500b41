import path from 'node:path';
import type { Page } from '../../generated/page.ts';
import type { Site } from '../../generated/site.ts';
import type { ContentSet } from '../content/session/contentSet.ts';
import { outlineOf, type PageOutline, type ValidatedSite } from '../content/session/pageData.ts';
import { openProjectReadingCache } from '../content/session/readingCache.ts';
import { validationSession, type ContentChange, type Validation } from '../content/session/validationSession.ts';

/**
 * The site's content as the plugins share it: checked once, then kept up to date by a validation session that
 * re-reads only the files that change.
 */
export interface ContentSource {
  root: string;
  pagesDir: string;
  schemaDir: string;
  publicDir: string;
  /** The content as the validation session last checked it; the first call checks every file. */
  current(): ContentSet;
  /** The site a build has validated and lent (`lend`), if any: then `current` need not be called. */
  lent(): ValidatedSite | undefined;
  /** Lends the source a site just validated, with every published page's data written out; `undefined` takes it back. */
  lend(site: ValidatedSite | undefined): void;
  /** The site file: the lent site's, or the content's. */
  site(): Site | undefined;
  /** The outline of each valid page: the lent site's, or the content's. */
  outlines(): PageOutline[];
  /** The content checked with `text` in place of the pages folder's file `name` (an editor's draft); nothing is kept. */
  draft(name: string, text: string): ContentSet;
  /** Every file read and checked afresh. */
  reload(): ContentSet;
  /** The changed files read afresh, the checks across files run again. */
  update(change: ContentChange): Validation;
}

const pagesByName = new WeakMap<ContentSet, Map<string, Page>>();

/** The page of a content set read from the file named `name` (such as banking.yaml), if it is a valid page. */
export function pageNamed(content: ContentSet, name: string): Page | undefined {
  let pages = pagesByName.get(content);
  if (!pages) {
    pages = new Map(content.pages.map(({ file, page }) => [path.basename(file), page]));
    pagesByName.set(content, pages);
  }
  return pages.get(name);
}

export function contentSource(root: string, pagesDir?: string): ContentSource {
  const resolvedPages = path.resolve(pagesDir ?? path.join(root, 'pages'));
  const schemaDir = path.join(root, 'schema');
  const publicDir = path.join(root, 'public');
  // The first check restores what `npm run validate` or the last session kept, instead of checking every file again
  // (at 10,030 pages the first answer came after 15.7–17.6 s instead of 18.6–20.7 s).
  const kept = () => openProjectReadingCache(root, resolvedPages);
  const session = validationSession({ root, pagesDir: resolvedPages, schemaDir, publicDir }, kept);
  let lentSite: ValidatedSite | undefined;
  return {
    root,
    pagesDir: resolvedPages,
    schemaDir,
    publicDir,
    current: () => session.current(),
    // A build lends the site it has just validated (see bundleSite): no page is read twice.
    lent: () => lentSite,
    lend: (site) => {
      lentSite = site;
    },
    site: () => (lentSite ?? session.current()).site,
    outlines: () => lentSite?.pages ?? session.current().pages.map(({ file, page }) => outlineOf(file, page)),
    draft: (name, text) => session.draft(name, text),
    reload: () => session.update({ schemas: true, publicFiles: true }).content,
    update: (change) => session.update(change),
  };
}
