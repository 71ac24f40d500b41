import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BRAND_TYPEFACE_FILE, openTypeface, outlineDrawingText, type Typeface } from '../assets/drawingText.ts';

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
        const file = path.join(publicDir, decodeURIComponent(address));
        if (!file.startsWith(publicDir + path.sep) || !existsSync(file)) return next();
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
