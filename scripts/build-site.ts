import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { bundleSiteInChild } from '../src/engine/bundleProcess.ts';
import { linkedStylesheet, takeFontFaces, withFontPreloads } from '../src/engine/fontFaces.ts';
import {
  HEADERS_FILE,
  inlineScriptHashesIn,
  nginxIncludeBeside,
  REDIRECTS_FILE,
  writeHostingFiles,
} from '../src/engine/hostingFiles.ts';
import { compactTemplate } from '../src/engine/pageDocument.ts';
import { CompressionCache, defaultCompressionCacheDir, precompressBuild } from '../src/engine/precompress.ts';
import { prerenderSite } from '../src/engine/prerender.ts';
import { writeShareCards } from '../src/engine/shareCards.ts';
import {
  inShard,
  mergeShards,
  parseShard,
  shardDir,
  WHOLE_SITE,
  writeShardManifest,
  type ShardManifest,
} from '../src/engine/shards.ts';
import { renderRobots, renderSitemap } from '../src/engine/sitemap.ts';

const USAGE = `usage: npm run build [-- --shard i/n | -- --merge]
  --shard i/n  build the i-th of n parts of the pages into <dist>.shards/i-of-n (for a CI job matrix)
  --merge      assemble <dist>.shards/* into <dist> and write the whole-site files`;

const root = path.resolve(import.meta.dirname, '..');
// Overrides let a benchmark or a second worker build another pages folder into another output folder.
const pagesDir = process.env.FERNWISE_PAGES_DIR ? path.resolve(process.env.FERNWISE_PAGES_DIR) : undefined;
const dist = path.resolve(process.env.FERNWISE_DIST ?? path.join(root, 'dist'));
const threads = process.env.FERNWISE_BUILD_THREADS ? Number(process.env.FERNWISE_BUILD_THREADS) : undefined;
// Everything is built beside dist/ and swapped in at the end, so a failed build leaves the last good site.
const staging = `${dist}.build-${process.pid}`;
const clientDir = path.join(staging, 'client');
const stagedNginxInclude = path.join(staging, 'site.nginx.conf');
// The server bundle stays inside the project so its imports (react-dom/server...) resolve from node_modules.
const serverDir = path.join(root, 'node_modules/.cache', `fernwise-ssr-${process.pid}`);
const cache = new CompressionCache(process.env.FERNWISE_CACHE_DIR ?? defaultCompressionCacheDir(root));
const shareCardCache = path.resolve(
  process.env.FERNWISE_SHARE_CARD_CACHE_DIR ?? path.join(root, 'node_modules/.cache/fernwise-share-cards'),
);

/** Replaces `target` with `built`; the old folder goes only once the new one is in place. */
function swapIn(built: string, target: string): void {
  const previous = `${target}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(built, target);
  rmSync(previous, { recursive: true, force: true });
}

/** The steps that need every page: hosting files (their policy hashes every inline script) and compression. */
async function finishSite(outDir: string, manifest: ShardManifest): Promise<void> {
  for (const name of [HEADERS_FILE, REDIRECTS_FILE]) {
    if (existsSync(path.join(root, 'public', name)))
      throw new Error(`public/${name} would be overwritten: the build writes ${name} (see deploy/README.md)`);
  }
  const pageFiles = new Set(manifest.pageFiles);
  writeHostingFiles({
    outDir,
    nginxIncludeFile: stagedNginxInclude,
    widgetScriptUrl: manifest.widgetScriptUrl,
    redirects: manifest.redirects,
    // The pages' hashes came from the workers that wrote them; any other HTML (from public/) is read here.
    inlineScriptHashes: [...manifest.scriptHashes, ...inlineScriptHashesIn(outDir, pageFiles)],
    styleHashes: manifest.styleHashes,
  });
  await precompressBuild(outDir, { cache, done: pageFiles });
}

/** Validates, bundles, and prerenders the shard's pages into `clientDir`. */
async function buildPages(shard: typeof WHOLE_SITE): Promise<{ manifest: ShardManifest; timings: string }> {
  const bundlesStarted = performance.now();
  // Validation and the bundles run in a process of their own, which exits before the pages are rendered: this
  // process keeps only the few fields of each page it needs (see bundleSiteInChild).
  const { site, pages: published, hasHome } = await bundleSiteInChild({ root, pagesDir, clientDir, serverDir });
  const pagesStarted = performance.now();
  const built = compactTemplate(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const template = withFontPreloads(built, linkedStylesheet(built, clientDir));
  // index.html is the template as Vite wrote it until the home page replaces it: a shard without the home page
  // leaves no template behind to clash with the shard that has it.
  if (hasHome) rmSync(path.join(clientDir, 'index.html'));
  // The dev server's own pages (devOnly, such as the block catalogue) are not part of the built site: bundleSite
  // leaves them out.
  const shardPages = published.filter((page) => inShard(page.path, shard));
  const routes = shardPages.map((page) => ({ path: page.path, aliases: page.aliases ?? [] }));
  // Every page declares the font faces in its inlined CSS; the shared stylesheet no longer does (see takeFontFaces).
  const fontFaces = takeFontFaces(built, clientDir);
  const written = await prerenderSite({
    serverEntry: path.join(serverDir, 'entry-server.js'),
    template,
    outDir: clientDir,
    fontFaces,
    routes,
    compress: true,
    cacheDir: cache.dir,
    threads,
  });
  rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  if (site) {
    const { brand } = site;
    const cardsStarted = performance.now();
    const cards = await writeShareCards(
      shardPages.map((page) => ({ path: page.path, title: page.title, brand: brand.name, tagline: brand.tagline })),
      clientDir,
      shareCardCache,
    );
    console.log(
      `share cards: ${cards.drawn} drawn, ${cards.cached} from the cache, in ${Math.round(performance.now() - cardsStarted)} ms`,
    );
    writeFileSync(path.join(clientDir, 'sitemap.xml'), renderSitemap(site.baseUrl, published));
    writeFileSync(path.join(clientDir, 'robots.txt'), renderRobots(site.baseUrl));
  }
  const manifest: ShardManifest = {
    shard,
    pageFiles: written.files,
    scriptHashes: written.scriptHashes,
    styleHashes: written.styleHashes,
    widgetScriptUrl: site?.translation.scriptUrl,
    redirects: published.flatMap((page) => (page.aliases ?? []).map((alias) => ({ from: alias, to: page.path }))),
  };
  const ms = (from: number, to: number) => `${Math.round(to - from)} ms`;
  const timings = `bundles ${ms(bundlesStarted, pagesStarted)}, pages ${ms(pagesStarted, performance.now())}`;
  return { manifest, timings };
}

const started = performance.now();
try {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { shard: { type: 'string' }, merge: { type: 'boolean', default: false } },
    strict: true,
  });
  const shard = values.shard === undefined ? WHOLE_SITE : parseShard(values.shard);
  if (values.merge && values.shard !== undefined) throw new Error(`--merge and --shard go to separate runs\n${USAGE}`);
  mkdirSync(staging, { recursive: true });
  if (values.merge) {
    const shardsRoot = `${dist}.shards`;
    const dirs = existsSync(shardsRoot) ? readdirSync(shardsRoot).map((name) => path.join(shardsRoot, name)) : [];
    const manifest = mergeShards(dirs, clientDir);
    await finishSite(clientDir, manifest);
    swapIn(clientDir, dist);
    renameSync(stagedNginxInclude, nginxIncludeBeside(dist));
    rmSync(shardsRoot, { recursive: true, force: true });
    console.log(
      `merged ${dirs.length} shards, ${manifest.pageFiles.length} routes, into ${path.relative(root, dist) || dist} in ${Math.round(performance.now() - started)} ms`,
    );
  } else {
    const { manifest, timings } = await buildPages(shard);
    const finishStarted = performance.now();
    if (shard.count === 1) {
      await finishSite(clientDir, manifest);
      swapIn(clientDir, dist);
      renameSync(stagedNginxInclude, nginxIncludeBeside(dist));
      // Compressed copies this build did not use belong to pages and assets that are gone.
      cache.prune(started + performance.timeOrigin);
    } else {
      writeShardManifest(clientDir, manifest);
      swapIn(clientDir, shardDir(dist, shard));
    }
    const target = shard.count === 1 ? dist : shardDir(dist, shard);
    console.log(
      `built ${manifest.pageFiles.length} routes into ${path.relative(root, target) || target} in ${Math.round(performance.now() - started)} ms ` +
        `(${timings}, finishing ${Math.round(performance.now() - finishStarted)} ms)`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
}
