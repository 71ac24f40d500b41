import path from 'node:path';
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
    current: () => session.current(),
    reload: () => session.update({ schemas: true, publicFiles: true }).content,
    update: (change) => session.update(change),
  };
}
