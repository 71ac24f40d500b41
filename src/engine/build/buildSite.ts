import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleSiteInChild } from './bundleProcess.ts';
import { criticalCssFolder } from '../render/criticalCssCache.ts';
import { linkedStylesheet, linkedStylesheetHref, takeFontFaces, withFontPreloads } from '../render/fontFaces.ts';
import { BRAND_TYPEFACE_FILE, openTypeface, outlineDrawingsIn } from '../assets/drawingText.ts';
import {
  HEADERS_FILE,
  inlineScriptHashesIn,
  nginxIncludeBeside,
  REDIRECTS_FILE,
  writeHostingFiles,
} from '../hosting/hostingFiles.ts';
import { removeLeftoverBuildFolders } from './leftoverBuildFolders.ts';
import {
  compileIslandLoader,
  islandLoaderFile,
  islandsRuntimeUrl,
  linkedLoaderTag,
  withIslandLoader,
} from '../render/islandLoaderScript.ts';
import { compactTemplate } from '../render/pageDocument.ts';
import { islandCode } from '../render/islandCode.ts';
import { CompressionCache, defaultCompressionCacheDir, precompressBuild } from '../shared/precompress.ts';
import { prerenderSite } from '../render/prerender.ts';
import { projectShareCardCache, writeShareCards } from '../assets/shareCards.ts';
import {
  inShard,
  mergeShards,
  shardDir,
  WHOLE_SITE,
  writeShardManifest,
  type Shard,
  type ShardManifest,
} from './shards.ts';
import { renderRobots, renderSitemap } from '../hosting/sitemap.ts';

/** Which part of the site a build makes: all of it, one shard of its pages, or the whole from built shards. */
export type BuildPart = Shard | 'merge';

export interface SiteBuildOptions {
  root: string;
  /** The pages folder; `pages/` under the root unless given. */
  pagesDir?: string;
  /** The site's folder; a shard goes to `<dist>.shards/i-of-n` beside it. */
  dist: string;
  part?: BuildPart;
  /** Render workers; one per core unless given. */
  threads?: number;
  /** The compressed copies kept between builds; under node_modules/.cache unless given. */
  compressionCacheDir?: string;
  /** The share cards kept between builds; under node_modules/.cache unless given. */
  shareCardCacheDir?: string;
}

/** Replaces `target` with `built`; the old folder goes only once the new one is in place. */
function swapIn(built: string, target: string): void {
  const previous = `${target}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(target)) renameSync(target, previous);
  mkdirSync(path.dirname(target), { recursive: true });
  renameSync(built, target);
  rmSync(previous, { recursive: true, force: true });
}

/** A build's staging folder is `<dist>.build-<pid>`, beside the output folder it replaces. */
const STAGING_INFIX = '.build-';
/** A build's server bundle is `node_modules/.cache/fernwise-ssr-<pid>`. */
const SERVER_BUNDLE_PREFIX = 'fernwise-ssr-';

const ms = (from: number, to = performance.now()) => `${Math.round(to - from)} ms`;

/**
 * The whole build: validation, the client and server bundles (in a child process, see bundleSiteInChild), every
 * page prerendered in a worker pool, share cards, sitemap, hosting files and compressed copies. Everything is
 * built beside `dist` and swapped in at the end, so a failed build leaves the last good site. Resolves to a line
 * that says what was built and where the time went; rejects with the reason the build stopped.
 */
export async function buildSite(options: SiteBuildOptions): Promise<string> {
  const started = performance.now();
  const { root, pagesDir, dist } = options;
  const part = options.part ?? WHOLE_SITE;
  const projectCache = path.join(root, 'node_modules/.cache');
  // A build stopped mid-way left its staging folder (every page built so far) and its server bundle behind.
  removeLeftoverBuildFolders(path.dirname(dist), `${path.basename(dist)}${STAGING_INFIX}`);
  removeLeftoverBuildFolders(projectCache, SERVER_BUNDLE_PREFIX);
  const staging = `${dist}${STAGING_INFIX}${process.pid}`;
  const clientDir = path.join(staging, 'client');
  const stagedNginxInclude = path.join(staging, 'site.nginx.conf');
  // The server bundle stays inside the project so its imports (react-dom/server...) resolve from node_modules.
  const serverDir = path.join(projectCache, `${SERVER_BUNDLE_PREFIX}${process.pid}`);
  const cache = new CompressionCache(options.compressionCacheDir ?? defaultCompressionCacheDir(root));
  const shareCardCache = options.shareCardCacheDir ?? projectShareCardCache(root);

  /** The steps that need every page: hosting files (their policy hashes every inline script) and compression. */
  const finishSite = async (manifest: ShardManifest): Promise<void> => {
    for (const name of [HEADERS_FILE, REDIRECTS_FILE]) {
      if (existsSync(path.join(root, 'public', name)))
        throw new Error(`public/${name} would be overwritten: the build writes ${name} (see deploy/README.md)`);
    }
    const pageFiles = new Set(manifest.pageFiles);
    writeHostingFiles({
      outDir: clientDir,
      nginxIncludeFile: stagedNginxInclude,
      widgetScriptUrl: manifest.widgetScriptUrl,
      redirects: manifest.redirects,
      // The pages' hashes came from the workers that wrote them; any other HTML (from public/) is read here.
      inlineScriptHashes: [...manifest.scriptHashes, ...inlineScriptHashesIn(clientDir, pageFiles)],
      styleHashes: manifest.styleHashes,
    });
    await precompressBuild(clientDir, { cache, done: pageFiles });
    swapIn(clientDir, dist);
    renameSync(stagedNginxInclude, nginxIncludeBeside(dist));
  };

  /** Validates, bundles, and prerenders the shard's pages into `clientDir`. */
  const buildPages = async (shard: Shard): Promise<{ manifest: ShardManifest; timings: string }> => {
    const bundlesStarted = performance.now();
    // Validation and the bundles run in a process of their own, which exits before the pages are rendered: this
    // process keeps only the few fields of each page it needs (see bundleSiteInChild).
    const { site, pages: published, hasHome } = await bundleSiteInChild({ root, pagesDir, clientDir, serverDir });
    const pagesStarted = performance.now();
    // The page's script is the islands loader, which imports the islands runtime after load.
    const loader = await compileIslandLoader(root, islandsRuntimeUrl(clientDir));
    const loaderFile = islandLoaderFile(loader);
    writeFileSync(path.join(clientDir, loaderFile), loader);
    const built = withIslandLoader(
      compactTemplate(readFileSync(path.join(clientDir, 'index.html'), 'utf8')),
      linkedLoaderTag(loaderFile),
    );
    const template = withFontPreloads(built, linkedStylesheet(built, clientDir));
    // index.html is the template as Vite wrote it until the home page replaces it: a shard without the home page
    // leaves no template behind to clash with the shard that has it.
    if (hasHome) rmSync(path.join(clientDir, 'index.html'));
    // The dev server's own pages (devOnly, such as the block catalogue) are not part of the built site: bundleSite
    // leaves them out.
    const shardPages = published.filter((page) => inShard(page.path, shard));
    const routes = shardPages.map((page) => ({ path: page.path, aliases: page.aliases ?? [] }));
    // Every page declares the font faces in its inlined CSS; the site stylesheet no longer does (see takeFontFaces).
    const fontFaces = takeFontFaces(built, clientDir);
    const siteStylesheet = linkedStylesheetHref(built);
    const written = await prerenderSite({
      serverEntry: path.join(serverDir, 'entry-server.js'),
      template,
      outDir: clientDir,
      fontFaces,
      routes,
      compress: true,
      cacheDir: cache.dir,
      criticalCssDir: criticalCssFolder(cache.dir, root),
      islandCode: islandCode(clientDir),
      threads: options.threads,
    });
    rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
    // Every page now links a stylesheet cut for it from the site's (see PageStylesheets); no page links the whole.
    rmSync(path.join(clientDir, siteStylesheet));
    // Once the pages are written: a drawing a page carries in its HTML was set in the page's font from the text.
    const outlined = outlineDrawingsIn(clientDir, openTypeface(BRAND_TYPEFACE_FILE));
    console.info(`drawings: the text of ${outlined} drawn as outlines in the brand typeface`);
    if (site) {
      const { brand } = site;
      const cardsStarted = performance.now();
      const cards = await writeShareCards(
        shardPages.map((page) => ({ path: page.path, title: page.title, brand: brand.name, tagline: brand.tagline })),
        clientDir,
        shareCardCache,
      );
      console.info(`share cards: ${cards.drawn} drawn, ${cards.cached} from the cache, in ${ms(cardsStarted)}`);
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
    return { manifest, timings: `bundles ${ms(bundlesStarted, pagesStarted)}, pages ${ms(pagesStarted)}` };
  };

  const shown = (target: string) => path.relative(root, target) || target;
  mkdirSync(staging, { recursive: true });
  try {
    if (part === 'merge') {
      const shardsRoot = `${dist}.shards`;
      const dirs = existsSync(shardsRoot) ? readdirSync(shardsRoot).map((name) => path.join(shardsRoot, name)) : [];
      const manifest = mergeShards(dirs, clientDir);
      await finishSite(manifest);
      rmSync(shardsRoot, { recursive: true, force: true });
      return `merged ${dirs.length} shards, ${manifest.pageFiles.length} routes, into ${shown(dist)} in ${ms(started)}`;
    }
    const { manifest, timings } = await buildPages(part);
    const finishStarted = performance.now();
    const target = part.count === 1 ? dist : shardDir(dist, part);
    if (part.count === 1) {
      await finishSite(manifest);
      // Compressed copies this build did not use belong to pages and assets that are gone.
      cache.prune(started + performance.timeOrigin);
    } else {
      writeShardManifest(clientDir, manifest);
      swapIn(clientDir, target);
    }
    return (
      `built ${manifest.pageFiles.length} routes into ${shown(target)} in ${ms(started)} ` +
      `(${timings}, finishing ${ms(finishStarted)})`
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  }
}
