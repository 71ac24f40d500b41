import { cpSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PRECOMPRESSED } from '../shared/precompress.ts';

/** Whether a file of the build is one of its compressed copies (`index.html.br`, `assets/app.js.gz`). */
export function isCompressedCopy(file: string): boolean {
  return PRECOMPRESSED.some(({ suffix }) => file.endsWith(suffix));
}

/**
 * The folder to publish on Cloudflare Pages or Netlify: the build without its `.br` and `.gz` copies. Those hosts
 * compress by themselves and would publish the copies at their own addresses (`/index.html.br` → 200); nginx and
 * `npm run serve` send them in place of their original and answer 404 at their own address. `out` is replaced.
 */
export function writeHostedCopy(dist: string, out: string): void {
  const from = path.resolve(dist);
  const to = path.resolve(out);
  if (!existsSync(path.join(from, 'index.html'))) throw new Error(`${from} holds no built site: run npm run build`);
  if (to === from || to.startsWith(from + path.sep)) throw new Error(`the hosted copy ${to} must be outside ${from}`);
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, filter: (source) => !isCompressedCopy(source) });
}
