import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerEntry } from '../core/renderedPage.ts';
import { criticalCss, inlineCriticalCss } from './criticalCss.ts';
import { outputTargets } from './outputPaths.ts';
import { composeDocument } from './pageDocument.ts';

interface PrerenderOptions {
  server: ServerEntry;
  /** index.html as the client build wrote it: its head links the site's stylesheet and the islands runtime. */
  template: string;
  outDir: string;
  /** The site's @font-face rules, which every page inlines (see takeFontFaces). */
  fontFaces: string;
}

/**
 * Writes the HTML of every page and the not-found page into `outDir`, at the files outputPaths.ts names (none for an
 * alias: hosts redirect those), each with the CSS its first screen needs inlined (see criticalCss.ts).
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
    for (const { url, file } of outputTargets(entry.path)) {
      const target = path.join(outDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, html);
      written.push(url);
    }
  }
  return written;
}
