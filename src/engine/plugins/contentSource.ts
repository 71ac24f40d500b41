import path from 'node:path';
import { loadContent, type ContentSet } from '../contentSet.ts';

/** The site's content as the plugins share it: loaded and validated once, reloaded when a file changes. */
export interface ContentSource {
  root: string;
  pagesDir: string;
  schemaDir: string;
  current(): ContentSet;
  reload(): ContentSet;
}

export function contentSource(root: string, pagesDir?: string): ContentSource {
  const resolvedPages = path.resolve(pagesDir ?? path.join(root, 'pages'));
  const schemaDir = path.join(root, 'schema');
  let content: ContentSet | undefined;
  const reload = (): ContentSet => {
    content = loadContent({ root, pagesDir: resolvedPages, schemaDir });
    return content;
  };
  return { root, pagesDir: resolvedPages, schemaDir, reload, current: () => content ?? reload() };
}
