import { cpSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompressBuild } from '../../src/engine/precompress.ts';
import type { ClientBuild } from './clientBuild.ts';

/** Every .html file under a folder, relative to it. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

function assetFiles(dir: string): string[] {
  return readdirSync(path.join(dir, 'assets')).sort();
}

export interface ClientOnlySite {
  dir: string;
  /** True when the client build's hashed asset files are named exactly as the prerendered build's, so hold the same code. */
  sameAssets: boolean;
}

/**
 * Turns the client build into the client-only site: every HTML file the prerendered site has (each route,
 * 404.html) becomes Vite's plain shell, an empty #root with the entry script and its preloads, so every page is
 * rendered in the browser alone, as the old site did. The prerendered site's other files (hosting rules,
 * sitemap) are copied over, but not the compressed copies of its pages, and the result is compressed the same
 * way, so both are served alike.
 */
export async function makeClientOnlySite(client: ClientBuild, prerenderedDir: string): Promise<ClientOnlySite> {
  cpSync(prerenderedDir, client.outDir, {
    recursive: true,
    force: false,
    filter: (file) => !/\.html(\.br|\.gz)?$/.test(file),
  });
  const shell = client.template.replace('<!--app-head-->', '').replace('<!--app-html-->', '');
  for (const file of htmlFiles(prerenderedDir)) {
    const target = path.join(client.outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, shell);
  }
  await precompressBuild(client.outDir);
  const sameAssets = assetFiles(client.outDir).join('\n') === assetFiles(prerenderedDir).join('\n');
  return { dir: client.outDir, sameAssets };
}
