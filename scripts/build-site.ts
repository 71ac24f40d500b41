import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { loadContent } from '../src/engine/contentSet.ts';
import { formatDiagnostics } from '../src/engine/diagnostics.ts';
import { HEADERS_FILE, nginxIncludeBeside, REDIRECTS_FILE, writeHostingFiles } from '../src/engine/hostingFiles.ts';
import { precompressBuild } from '../src/engine/precompress.ts';
import type { ServerEntry } from '../src/core/renderedPage.ts';
import { isPublished } from '../src/core/routePaths.ts';
import { linkedStylesheet, takeFontFaces, withFontPreloads } from '../src/engine/fontFaces.ts';
import { compactTemplate } from '../src/engine/pageDocument.ts';
import { prerenderSite } from '../src/engine/prerender.ts';
import { writeShareCards } from '../src/engine/shareCards.ts';
import { renderRobots, renderSitemap } from '../src/engine/sitemap.ts';

const root = path.resolve(import.meta.dirname, '..');
// Overrides let a benchmark or a second worker build another pages folder into another output folder.
const pagesDir = process.env.FERNWISE_PAGES_DIR ? path.resolve(process.env.FERNWISE_PAGES_DIR) : undefined;
const dist = path.resolve(process.env.FERNWISE_DIST ?? path.join(root, 'dist'));
// Everything is built beside dist/ and swapped in at the end, so a failed build leaves the last good site.
const staging = `${dist}.build-${process.pid}`;
const clientDir = path.join(staging, 'client');
const stagedNginxInclude = path.join(staging, 'site.nginx.conf');
// The server bundle stays inside the project so its imports (react-dom/server...) resolve from node_modules.
const serverDir = path.join(root, 'node_modules/.cache', `fernwise-ssr-${process.pid}`);

const started = performance.now();
try {
  const content = loadContent({ root, pagesDir });
  if (content.diagnostics.length > 0) {
    console.error(formatDiagnostics(content.diagnostics));
    throw new Error(`build stopped: ${content.diagnostics.length} content problem(s)`);
  }
  await build({ root, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
  await build({
    root,
    logLevel: 'warn',
    build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true, manifest: false },
  });

  const built = compactTemplate(readFileSync(path.join(clientDir, 'index.html'), 'utf8'));
  const template = withFontPreloads(built, linkedStylesheet(built, clientDir));
  const serverEntry = path.join(serverDir, 'entry-server.js');
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
  const published = content.pages.map(({ page }) => page).filter(isPublished);
  const fontFaces = takeFontFaces(built, clientDir);
  const written = await prerenderSite({ server, template, outDir: clientDir, fontFaces });
  rmSync(path.join(clientDir, '.vite'), { recursive: true, force: true });
  if (content.site) {
    const { brand } = content.site;
    const cardsStarted = performance.now();
    const cards = await writeShareCards(
      [...published, ...content.pages.map(({ page }) => page).filter((page) => page.path === '*')]
        .filter((page, index, all) => all.indexOf(page) === index)
        .map((page) => ({ path: page.path, title: page.title, brand: brand.name, tagline: brand.tagline })),
      clientDir,
      path.join(root, 'node_modules/.cache/fernwise-share-cards'),
    );
    console.log(
      `share cards: ${cards.drawn} drawn, ${cards.cached} from the cache, in ${Math.round(performance.now() - cardsStarted)} ms`,
    );
    writeFileSync(path.join(clientDir, 'sitemap.xml'), renderSitemap(content.site.baseUrl, published));
    writeFileSync(path.join(clientDir, 'robots.txt'), renderRobots(content.site.baseUrl));
  }
  for (const name of [HEADERS_FILE, REDIRECTS_FILE]) {
    if (existsSync(path.join(root, 'public', name)))
      throw new Error(`public/${name} would be overwritten: the build writes ${name} (see deploy/README.md)`);
  }
  // Last, so the policy hashes every inline script in the finished HTML.
  writeHostingFiles({
    outDir: clientDir,
    nginxIncludeFile: stagedNginxInclude,
    widgetScriptUrl: content.site?.translation.scriptUrl,
    redirects: published.flatMap((page) => (page.aliases ?? []).map((alias) => ({ from: alias, to: page.path }))),
  });

  await precompressBuild(clientDir);

  const previous = `${dist}.previous`;
  rmSync(previous, { recursive: true, force: true });
  if (existsSync(dist)) renameSync(dist, previous);
  renameSync(clientDir, dist);
  renameSync(stagedNginxInclude, nginxIncludeBeside(dist));
  rmSync(previous, { recursive: true, force: true });
  console.log(
    `built ${written.length} routes into ${path.relative(root, dist) || dist} in ${Math.round(performance.now() - started)} ms`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(staging, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
}
