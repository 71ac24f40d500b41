import { availableParallelism } from 'node:os';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Tinypool from 'tinypool';
import type { RenderedPage, ServerEntry } from '../../core/renderedPage.ts';
import { routeAddress } from '../../core/routePaths.ts';
import { withLeadImage } from './inlineLeadImage.ts';
import { inlineWithinLimit } from './inliningLimit.ts';
import { withIslandLoaderInlined } from './islandLoaderScript.ts';
import { criticalCss, inlineCriticalCss, STYLESHEET_PLACE, type CriticalCssMemo } from './criticalCss.ts';
import { styleHashesOf, type StyleHashes } from './inlineStyles.ts';
import { executableInlineScripts, scriptHashSource } from './inlineScripts.ts';
import { inlineStylesOfRenderedPage } from './inlineStyles.ts';
import type { IslandCode } from './islandCode.ts';
import { outputTargets } from './outputPaths.ts';
import type { PageStylesheets } from './pageStylesheet.ts';
import { composeDocument } from './pageDocument.ts';
import { type CompressionCache, compressFile, isCompressible } from '../shared/precompress.ts';
import { withFewMallocArenas } from '../shared/mallocArenas.ts';

/** A route of the site: a page's path and the aliases that show the same page (redirects: no file of their own). */
export interface Route {
  path: string;
  aliases: readonly string[];
}

/** What the prerender wrote for some routes: small enough to send between threads, whatever the site's size. */
export interface PrerenderResult {
  /** The URLs written, a page's own path and then its aliases. */
  urls: string[];
  /** The files written, relative to the build folder, each already compressed when compressible. */
  files: string[];
  /** CSP sources of the executable inline scripts of those files, each once. */
  scriptHashes: string[];
  /** The style hashes of each file written, by its path relative to the build folder (see writeHostingFiles). */
  styleHashes: Record<string, StyleHashes>;
}

export interface RouteContext {
  server: Pick<ServerEntry, 'render'>;
  /** index.html as the client build wrote it: its head links the site's stylesheet and the islands loader. */
  template: string;
  outDir: string;
  /** The site's @font-face rules, which every page inlines (see takeFontFaces). */
  fontFaces: string;
  /** Write Brotli and gzip copies of each page as it is written. */
  compress: boolean;
  cache?: CompressionCache;
  /** Critical CSS found for earlier pages, reused for a first screen of the same shape. */
  criticalCss?: CriticalCssMemo;
  /** Gives the page a stylesheet of its own; without it, the page links the site's whole stylesheet. */
  stylesheets?: PageStylesheets;
}

/**
 * The whole document of a rendered page, with the CSS its first screen needs inlined (see criticalCss.ts), its
 * lead image when that is a small drawing (see inlineLeadImage.ts), and its islands loader when the page has room
 * for it (see islandLoaderScript.ts).
 */
export async function pageHtml(
  page: RenderedPage,
  template: string,
  outDir: string,
  fontFaces: string,
  memo?: CriticalCssMemo,
): Promise<string> {
  const critical = await criticalCss(
    composeDocument(template, { head: page.head, body: page.firstScreenBody }),
    outDir,
    fontFaces,
    memo,
  );
  const body =
    page.foldAt === null
      ? page.body
      : page.body.slice(0, page.foldAt) + STYLESHEET_PLACE + page.body.slice(page.foldAt);
  const html = inlineCriticalCss(composeDocument(template, { head: page.head, body }), critical);
  return inlineWithinLimit(html, [
    (page) => withLeadImage(page, outDir),
    (page) => withIslandLoaderInlined(page, outDir),
  ]);
}

/** What prerenderRoute wrote, and its compressed copies still being written. */
export interface RouteWritten {
  written: PrerenderResult;
  /** Settles when the compressed copies are written (zlib works in libuv's thread pool meanwhile). */
  compressed: Promise<void>;
}

/**
 * Renders one route and writes its files at once; their compressed copies are written while the caller goes on
 * (rendering the next route on this thread while zlib compresses this one on others), so await `compressed`
 * before reporting them written. Keeps nothing of the HTML once compressed.
 */
export async function prerenderRoute(context: RouteContext, route: Route): Promise<RouteWritten> {
  const page = await context.server.render(routeAddress(route.path));
  if (page.status === 301) throw new Error(`page ${route.path} is answered with a redirect to ${page.location}`);
  const whole = await pageHtml(page, context.template, context.outDir, context.fontFaces, context.criticalCss);
  const html = context.stylesheets ? context.stylesheets.link(whole) : whole;
  const body = Buffer.from(html);
  const result: PrerenderResult = { urls: [], files: [], scriptHashes: [], styleHashes: {} };
  // Hashed here, where the page is in memory, so the hosting files need not read every page again.
  const styleHashes = styleHashesOf(html, inlineStylesOfRenderedPage);
  const compressions: Promise<void>[] = [];
  for (const { url, file } of outputTargets(route.path)) {
    const target = path.join(context.outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, body);
    if (context.compress && isCompressible(file, body.length)) {
      compressions.push(compressFile(target, body, { hashedAsset: false, cache: context.cache }));
    }
    result.urls.push(url);
    result.files.push(file);
    result.styleHashes[file] = styleHashes;
  }
  result.scriptHashes = [...new Set(executableInlineScripts(html).map(scriptHashSource))];
  return { written: result, compressed: Promise.all(compressions).then(() => undefined) };
}

/** One batch of routes for a prerender worker (src/engine/render/prerenderWorker.ts). */
export interface PrerenderTask {
  /** The server bundle's entry module (an absolute file path). */
  serverEntry: string;
  template: string;
  outDir: string;
  fontFaces: string;
  compress: boolean;
  /** The compression cache's folder, if any. */
  cacheDir?: string;
  /** The folder of the critical CSS kept between workers and builds (see criticalCssCache.ts), if any. */
  criticalCssDir?: string;
  /** The islands' code, to give each page a stylesheet of its own (see PageStylesheets); none without it. */
  islandCode?: IslandCode;
  routes: Route[];
}

interface PrerenderOptions {
  serverEntry: string;
  template: string;
  outDir: string;
  /** The site's @font-face rules, which every page inlines (see takeFontFaces). */
  fontFaces: string;
  routes: readonly Route[];
  compress: boolean;
  cacheDir?: string;
  criticalCssDir?: string;
  /** The islands' code, to give each page a stylesheet of its own (see PageStylesheets); none without it. */
  islandCode?: IslandCode;
  /** Worker threads; the machine's available parallelism unless given. */
  threads?: number;
}

/**
 * This process's environment variables, for the render workers: NODE_ENV `production` unless set otherwise, and few
 * malloc arenas (see withFewMallocArenas).
 */
function workerEnvironment(): Record<string, string> {
  const env = withFewMallocArenas(process.env);
  env.NODE_ENV ??= 'production';
  return env;
}

/**
 * The old-space limit of a render worker. A worker keeps little (the route table, critical CSS by shape), but left
 * to itself V8 let its heap fill with garbage: 370 MB at 3,000 pages and 525 MB at 10,000, two of them beside the
 * build's process. At this limit it collects sooner: 280 MB at 3,000 pages, for the same CPU time.
 */
const WORKER_HEAP_MB = 256;

/** Routes a worker takes at a time: enough to keep messaging cheap, few enough to share the work out evenly. */
const BATCH_SIZE = 8;

/**
 * Writes the HTML of every route (at its path and each alias) into `outDir`, rendering in a pool of worker threads,
 * one per core. Each page is written (and compressed) by its worker as soon as it is rendered, so no more than a
 * few pages' HTML is in memory at any time. Resolves to the URLs written and the inline script hashes of all pages.
 */
export async function prerenderSite(options: PrerenderOptions): Promise<PrerenderResult> {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const worker = new URL(`./prerenderWorker${path.extname(import.meta.url)}`, import.meta.url);
  const pool = new Tinypool({
    filename: worker.href,
    minThreads: threads,
    maxThreads: threads,
    // Processes, not threads: run from source (the build scripts run under tsx), a worker needs the TypeScript
    // loader, which Node 20 registers for a process but not for its worker threads.
    runtime: 'child_process',
    execArgv: [
      ...(worker.pathname.endsWith('.ts') ? ['--import', 'tsx'] : []),
      `--max-old-space-size=${WORKER_HEAP_MB}`,
    ],
    // Tinypool gives a process only the variables named here: pass this one's, with NODE_ENV as the build set it
    // (without it, React renders in development mode, several times slower).
    env: workerEnvironment(),
  });
  const batches: Route[][] = [];
  for (let start = 0; start < options.routes.length; start += BATCH_SIZE) {
    batches.push(options.routes.slice(start, start + BATCH_SIZE));
  }
  try {
    const results = await Promise.all(
      batches.map((routes) => {
        const task: PrerenderTask = {
          serverEntry: options.serverEntry,
          template: options.template,
          outDir: options.outDir,
          fontFaces: options.fontFaces,
          compress: options.compress,
          cacheDir: options.cacheDir,
          criticalCssDir: options.criticalCssDir,
          islandCode: options.islandCode,
          routes,
        };
        return pool.run(task) as Promise<PrerenderResult>;
      }),
    );
    return {
      urls: results.flatMap((result) => result.urls),
      files: results.flatMap((result) => result.files),
      scriptHashes: [...new Set(results.flatMap((result) => result.scriptHashes))].sort(),
      styleHashes: Object.assign({}, ...results.map((result) => result.styleHashes)) as Record<string, StyleHashes>,
    };
  } finally {
    await pool.destroy();
  }
}
