import { rmSync } from 'node:fs';
import path from 'node:path';
import { createBuilder } from 'vite';
import { isPublished } from '../../core/routePaths.ts';
import type { BundledSite, BundleOptions } from './bundleProcess.ts';
import { formatDiagnostics } from '../diagnostics/diagnostics.ts';
import { PAGE_DATA_DIR } from '../content/session/pageData.ts';
import { CONTENT_PLUGIN, type ContentPluginApi } from './lentContent.ts';
import { loadMantine } from '../assets/themeCss.ts';
import { validateForBuild } from './validateForBuild.ts';

/**
 * Validates the content (stopping with its problems printed) and builds the client and server bundles from it,
 * in this process. Each published page's data goes to `page-data/` in the server bundle's folder, where its route
 * table reads it; no page's data is held while the bundler runs. Resolves to the summary of the pages the rest of
 * the build needs.
 */
export async function bundleSite(options: BundleOptions): Promise<BundledSite> {
  const { root, pagesDir } = options;
  // The pages' data is written into the server bundle's folder before Vite writes the bundle there, so the folder
  // is emptied here and not by Vite (which would empty it after bundling).
  rmSync(options.serverDir, { recursive: true, force: true });
  // Node's module cache is the process's, so the config's copy of themeCss finds Mantine loaded by then.
  void loadMantine();
  const { site: validated, diagnostics } = await validateForBuild(
    { root, pagesDir },
    path.join(options.serverDir, PAGE_DATA_DIR),
  );
  if (diagnostics.length > 0) {
    console.error(formatDiagnostics(diagnostics));
    throw new Error(`build stopped: ${diagnostics.length} content problem(s)`);
  }
  // The app's two environments as vite.config.ts describes them, with one resolved config for both (resolving it
  // again for each costs about 0.7 s and 60 MB).
  const builder = await createBuilder({
    root,
    logLevel: 'warn',
    builder: { sharedConfigBuild: true },
    build: { outDir: options.clientDir, emptyOutDir: true },
    environments: { ssr: { build: { outDir: options.serverDir } } },
  });
  // The bundles' plugins take the site as validated here instead of reading and checking every page again.
  const content = builder.config.plugins.find((plugin) => plugin.name === CONTENT_PLUGIN);
  if (!content) throw new Error(`vite.config.ts does not use the ${CONTENT_PLUGIN} plugin (fernwisePlugins)`);
  const api = content.api as ContentPluginApi;
  const contentDir = path.resolve(pagesDir ?? path.join(root, 'pages'));
  // The config reads its pages folder from FERNWISE_PAGES_DIR, which the build's caller sets for this process too.
  if (api.pagesDir !== contentDir)
    throw new Error(`the build validated ${contentDir}, Vite's config serves ${api.pagesDir}`);
  api.lend(validated);
  try {
    await builder.build(builder.environments.client);
    await builder.build(builder.environments.ssr);
  } finally {
    api.lend(undefined);
  }
  return {
    site: validated.site,
    pages: validated.pages
      .filter(isPublished)
      .map(({ path: pagePath, aliases, title, noindex }) => ({ path: pagePath, aliases, title, noindex })),
    hasHome: validated.pages.some((page) => page.path === '/'),
  };
}
