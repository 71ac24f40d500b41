import path from 'node:path';
import type { Page } from '../../generated/page.ts';
import type { ContentSet } from '../contentSet.ts';
import { validationSession, type ContentChange, type Validation } from '../validationSession.ts';

/**
 * The site's content as the plugins share it: checked once, then kept up to date by a validation session that
 * re-reads only the files that change.
 */
export interface ContentSource {
  root: string;
  pagesDir: string;
  schemaDir: string;
  publicDir: string;
  current(): ContentSet;
  /** Every file read and checked afresh. */
  reload(): ContentSet;
  /** The changed files read afresh, the checks across files run again. */
  update(change: ContentChange): Validation;
}

// Process-wide, not module-wide: Vite bundles its config file, so the plugins may run a copy of this module.
const SHARED_KEY = '__fernwiseValidatedContent';
type SharedSlot = typeof globalThis & { [SHARED_KEY]?: Map<string, ContentSet> };

/**
 * Lends the plugins of the `vite build` runs of this process a content set the caller has just loaded and
 * validated, for the pages folder `pagesDir`, so the bundles do not read and validate every page again. `undefined`
 * takes it back (call it once the bundles are built).
 */
export function shareValidatedContent(pagesDir: string, content: ContentSet | undefined): void {
  const slot = globalThis as SharedSlot;
  slot[SHARED_KEY] ??= new Map();
  if (content) slot[SHARED_KEY].set(path.resolve(pagesDir), content);
  else slot[SHARED_KEY].delete(path.resolve(pagesDir));
}

function sharedContent(pagesDir: string): ContentSet | undefined {
  return (globalThis as SharedSlot)[SHARED_KEY]?.get(pagesDir);
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
  const session = validationSession({ root, pagesDir: resolvedPages, schemaDir, publicDir });
  return {
    root,
    pagesDir: resolvedPages,
    schemaDir,
    publicDir,
    // A build lends the content it has just validated (shareValidatedContent): no page is read twice.
    current: () => sharedContent(resolvedPages) ?? session.current(),
    reload: () => session.update({ schemas: true, publicFiles: true }).content,
    update: (change) => session.update(change),
  };
}
