import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_PATH } from '../core/routePaths.ts';
import type { ServerEntry } from '../core/renderedPage.ts';
import { criticalCss, inlineCriticalCss } from './criticalCss.ts';
import { composeDocument } from './pageDocument.ts';

/** The file a path is written to: `/` → index.html, `/banking` → banking/index.html. */
export function outputFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : path.join(routePath.slice(1), 'index.html');
}

interface PrerenderOptions {
  server: ServerEntry;
  /** index.html as the client build wrote it: its head links the site's stylesheet and the islands runtime. */
  template: string;
  outDir: string;
  /** The site's @font-face rules, which every page inlines (see takeFontFaces). */
  fontFaces: string;
}

/**
 * Writes the HTML of every page (at its path and each alias) and the not-found page into `outDir`, each with the
 * CSS its first screen needs inlined (see criticalCss.ts).
 */
export async function prerenderSite({ server, template, outDir, fontFaces }: PrerenderOptions): Promise<string[]> {
  const written: string[] = [];
  for (const entry of server.routeEntries) {
    const page = await server.render(entry.path);
    const critical = await criticalCss(
      composeDocument(template, { head: page.head, body: page.firstScreenBody }),
      outDir,
      fontFaces,
    );
    const html = inlineCriticalCss(composeDocument(template, page), critical);
    const targets =
      entry.path === NOT_FOUND_PATH
        ? [{ url: '/404', file: '404.html' }]
        : [entry.path, ...entry.aliases].map((url) => ({ url, file: outputFileFor(url) }));
    for (const { url, file } of targets) {
      const target = path.join(outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, html);
      written.push(url);
    }
  }
  return written;
}
