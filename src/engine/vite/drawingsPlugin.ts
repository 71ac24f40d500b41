import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_TYPEFACE_FILE, openTypeface, outlineDrawingText, type Typeface } from '../assets/drawingText.ts';

/** The file of `publicDir` an address names, or undefined for none (or an address that is no path in it). */
function fileUnder(publicDir: string, address: string): string | undefined {
  let file: string;
  try {
    file = path.join(publicDir, decodeURIComponent(address));
  } catch {
    // A malformed escape (`%E0%A4%A`) names no file.
    return undefined;
  }
  if (!file.startsWith(publicDir + path.sep)) return undefined;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

/**
 * The dev server serves the drawings of `public/` (any `.svg` with text) as the build writes them: their words as
 * outlines in the brand typeface (see drawingText.ts), so a drawing looks in development as it does on the site.
 * Read again on every request: an edited drawing shows on reload.
 */
export function drawingsPlugin(): Plugin {
  let typeface: Typeface | undefined;
  return {
    name: 'fernwise:drawings',
    apply: 'serve',
    configureServer(server) {
      const { publicDir } = server.config;
      server.middlewares.use((request, response, next) => {
        const address = (request.url ?? '').split('?')[0];
        if (!publicDir || !address.endsWith('.svg')) return next();
        const file = fileUnder(publicDir, address);
        if (!file) return next();
        const svg = readFileSync(file, 'utf8');
        const outlined = svg.includes('<text')
          ? outlineDrawingText(svg, (typeface ??= openTypeface(BRAND_TYPEFACE_FILE)))
          : null;
        if (outlined === null) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(outlined);
      });
    },
  };
}
