import path from 'node:path';
import { build } from 'vite';
import { isPublished } from '../core/routePaths.ts';
import type { BundledSite, BundleOptions } from './bundleProcess.ts';
import { formatDiagnostics } from './diagnostics.ts';
import { loadContentInParallel } from './loadContentInParallel.ts';
import { shareValidatedContent } from './plugins/contentSource.ts';

/**
 * Validates the content (stopping with its problems printed) and builds the client and server bundles from it,
 * in this process. Resolves to the summary of the pages the rest of the build needs.
 */
export async function bundleSite(options: BundleOptions): Promise<BundledSite> {
  const { root, pagesDir } = options;
  const content = await loadContentInParallel({ root, pagesDir });
  if (content.diagnostics.length > 0) {
    console.error(formatDiagnostics(content.diagnostics));
    throw new Error(`build stopped: ${content.diagnostics.length} content problem(s)`);
  }
  // The bundles' content plugin takes the pages as validated here instead of reading and checking them again.
  const contentDir = pagesDir ?? path.join(root, 'pages');
  shareValidatedContent(contentDir, content);
  try {
    await build({ root, logLevel: 'warn', build: { outDir: options.clientDir, emptyOutDir: true } });
    await build({
      root,
      logLevel: 'warn',
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: options.serverDir,
        emptyOutDir: true,
        manifest: false,
        // The server bundle takes in @tabler/icons-react (see vite.config.ts): its one icon is compiled alone, not
        // with the ~6,000 modules the package's index re-exports (rolldown.rs/in-depth/lazy-barrel-optimization).
        // Not for the client bundle, whose chunks it would split differently.
        rollupOptions: { experimental: { lazyBarrel: true } },
      },
    });
  } finally {
    shareValidatedContent(contentDir, undefined);
  }
  return {
    site: content.site,
    pages: content.pages
      .map(({ page }) => page)
      .filter(isPublished)
      .map(({ path: pagePath, aliases, title, noindex }) => ({ path: pagePath, aliases, title, noindex })),
    hasHome: content.pages.some(({ page }) => page.path === '/'),
  };
}
