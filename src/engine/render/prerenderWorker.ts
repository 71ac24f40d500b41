import { pathToFileURL } from 'node:url';
import type { ServerEntry } from '../../core/renderedPage.ts';
import type { IslandCode } from './islandCode.ts';
import { CriticalCssCache } from './criticalCssCache.ts';
import { CompressionCache } from '../shared/precompress.ts';
import { PageStylesheets } from './pageStylesheet.ts';
import { prerenderRoute, type PrerenderResult, type PrerenderTask } from './prerender.ts';

/** The server bundle, loaded once per worker. */
const servers = new Map<string, Promise<ServerEntry>>();

function serverFrom(file: string): Promise<ServerEntry> {
  let server = servers.get(file);
  if (!server) {
    server = import(pathToFileURL(file).href) as Promise<ServerEntry>;
    servers.set(file, server);
  }
  return server;
}

/**
 * Critical CSS by first-screen shape, kept for the worker's life and shared through the task's folder: a big site
 * has many pages of few layouts.
 */
let criticalCss: { dir?: string; cache: CriticalCssCache } | undefined;

function criticalCssCache(dir: string | undefined): CriticalCssCache {
  if (criticalCss && criticalCss.dir === dir) return criticalCss.cache;
  criticalCss = { dir, cache: new CriticalCssCache(dir) };
  return criticalCss.cache;
}

/** The page stylesheets of a build folder, kept for the worker's life: they remember the code files they read. */
let stylesheets: { outDir: string; cut: PageStylesheets } | undefined;

function pageStylesheets(outDir: string, code: IslandCode, memo: CriticalCssCache): PageStylesheets {
  if (stylesheets?.outDir !== outDir) stylesheets = { outDir, cut: new PageStylesheets(outDir, code, memo) };
  return stylesheets.cut;
}

/** A prerender worker's task (see prerenderSite): renders and writes a batch of routes, one after the other. */
export default async function prerenderBatch(task: PrerenderTask): Promise<PrerenderResult> {
  const memo = criticalCssCache(task.criticalCssDir);
  const context = {
    server: await serverFrom(task.serverEntry),
    template: task.template,
    outDir: task.outDir,
    fontFaces: task.fontFaces,
    compress: task.compress,
    cache: task.cacheDir ? new CompressionCache(task.cacheDir) : undefined,
    criticalCss: memo,
    // The memo keys what it cuts apart from critical CSS (see PageStylesheets.link): one folder keeps both.
    stylesheets: task.islandCode && pageStylesheets(task.outDir, task.islandCode, memo),
  };
  const result: PrerenderResult = { urls: [], files: [], scriptHashes: [], styleHashes: {} };
  const compressions: Promise<void>[] = [];
  for (const route of task.routes) {
    const { written, compressed } = await prerenderRoute(context, route);
    // Handled here at once, so a failure while later routes render is not an unhandled rejection; the
    // Promise.all below still rejects with it.
    compressed.catch(() => undefined);
    compressions.push(compressed);
    result.urls.push(...written.urls);
    result.files.push(...written.files);
    result.scriptHashes.push(...written.scriptHashes);
    Object.assign(result.styleHashes, written.styleHashes);
  }
  // The batch is done when its pages' compressed copies are written too (at most a batch of pages is held).
  await Promise.all(compressions);
  result.scriptHashes = [...new Set(result.scriptHashes)];
  return result;
}
