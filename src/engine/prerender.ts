import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';

export interface RenderedPage {
  html: string;
  head: string;
  status: 200 | 404;
  blockTypes: string[];
  eagerBlockTypes: string[];
}

export interface ServerEntry {
  render(url: string): Promise<RenderedPage>;
  routeEntries: { path: string; aliases: string[] }[];
}

/** `rate-table` → `RateTable`, the block's folder name. */
export function blockFolder(type: string): string {
  return type.replace(/(^|-)([a-z0-9])/g, (_, __: string, letter: string) => letter.toUpperCase());
}

/** Scripts and stylesheets a set of manifest entries needs, following their static imports. */
export function collectAssets(manifest: Manifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Marks the module scripts and their preloads low priority. The page is readable from its HTML and stylesheets
 * alone, so those go first on a slow connection and the code that hydrates it follows.
 */
export function yieldScriptsToPaint(html: string): string {
  return html
    .replaceAll('<script type="module" crossorigin src=', '<script type="module" crossorigin fetchpriority="low" src=')
    .replaceAll(
      '<link rel="modulepreload" crossorigin href=',
      '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
    );
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * Replaces each stylesheet link with the stylesheet itself, so a page paints as soon as its HTML arrives instead
 * of after a round trip per file. Each `<style>` keeps the file's address in `data-href`, and is followed by a
 * disabled link to the file: a disabled stylesheet is never fetched, but Vite's preload helper counts it as loaded,
 * so lazily loaded chunks do not fetch and apply the same stylesheet again (each time forcing a restyle of the page).
 */
export function inlineStylesheets(html: string, readAsset: (file: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_, file: string) => {
    const css = readAsset(file);
    if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style" and cannot be inlined`);
    return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
  });
}

/** The file a path is written to: `/` → index.html, `/banking` → banking/index.html. */
export function outputFileFor(routePath: string): string {
  return routePath === '/' ? 'index.html' : path.join(routePath.slice(1), 'index.html');
}

interface PrerenderOptions {
  server: ServerEntry;
  template: string;
  manifest: Manifest;
  outDir: string;
  /** Project-relative page file for each route path, to find the page's chunk in the manifest. */
  pageFiles: ReadonlyMap<string, string>;
}

/** Writes the HTML of every path, alias and the not-found page into `outDir`. Returns the paths written. */
export async function prerenderSite({
  server,
  template,
  manifest,
  outDir,
  pageFiles,
}: PrerenderOptions): Promise<string[]> {
  const entryKeys = new Set(collectAssets(manifest, ['index.html']).scripts);
  const assetCache = new Map<string, string>();
  const readAsset = (file: string): string => {
    let text = assetCache.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(outDir, file), 'utf8');
      assetCache.set(file, text);
    }
    return text;
  };
  const jobs: { url: string; file: string; pagePath: string }[] = [];
  for (const entry of server.routeEntries) {
    if (entry.path === '*') {
      jobs.push({ url: '/404', file: '404.html', pagePath: entry.path });
      continue;
    }
    for (const url of [entry.path, ...entry.aliases])
      jobs.push({ url, file: outputFileFor(url), pagePath: entry.path });
  }
  const written: string[] = [];
  for (const job of jobs) {
    const page = await server.render(job.url);
    const pageKey = pageFiles.get(job.pagePath) ?? '';
    const pageModule = manifest[pageKey]?.file;
    if (!pageModule) throw new Error(`the client build has no chunk for ${pageKey || job.pagePath}`);
    const blockKey = (type: string) => `src/blocks/${blockFolder(type)}/index.ts`;
    // Every block's stylesheet is needed for the first paint; only the eager blocks' code is.
    const styles = collectAssets(manifest, [pageKey, ...page.blockTypes.map(blockKey)]).styles;
    const scripts = collectAssets(manifest, [pageKey, ...page.eagerBlockTypes.map(blockKey)]).scripts;
    const links = [
      ...styles.map((href) => `<link rel="stylesheet" href="/${href}" />`),
      ...scripts
        .filter((file) => !entryKeys.has(file))
        .map((href) => `<link rel="modulepreload" crossorigin href="/${href}" />`),
    ];
    // Route assets go last in <head>, after the entry's stylesheet, so block styles win over Mantine's base styles.
    const html = inlineStylesheets(
      yieldScriptsToPaint(
        template
          .replace('<!--app-head-->', page.head)
          .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
          .replace('<div id="root">', `<div id="root" data-page-module="/${pageModule}">`)
          .replace('<!--app-html-->', page.html),
      ),
      readAsset,
    );
    const target = path.join(outDir, job.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, html);
    written.push(job.url);
  }
  return written;
}
