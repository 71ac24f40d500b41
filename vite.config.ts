import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fernwisePlugins } from './src/engine/vite/fernwisePlugins.ts';
import { scopedClassName } from './src/engine/assets/scopedClassName.ts';
import { APP_FILES, rootRelative } from './src/engine/shared/appFiles.ts';

const root = import.meta.dirname;

/** Aliases that point react-router and react-router/dom at the package's production build. */
function reactRouterProductionBuild(projectRoot: string) {
  const dist = path.join(projectRoot, 'node_modules/react-router/dist/production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [fernwisePlugins({ root, pagesDir: process.env.FERNWISE_PAGES_DIR }), react()],
  // The server bundle takes in the two UI libraries instead of importing them from node_modules: tree-shaken, a
  // prerender worker loads the icons and components the site uses, not all ~5,000 icons' modules (87 MB of memory
  // each) and the whole of Mantine (60 MB). @mantine/carousel goes with them: imported from node_modules, it would
  // read a second copy of @mantine/core, whose MantineProvider context the page's provider does not fill.
  ssr:
    command === 'build'
      ? {
          noExternal: [
            '@tabler/icons-react',
            '@mantine/core',
            '@mantine/hooks',
            '@mantine/carousel',
            'react-router-dom',
            'react-router',
            // React Router's own dependencies, resolved from its folder (the project's top-level `cookie` is another
            // major version).
            'cookie',
            'set-cookie-parser',
          ],
        }
      : {},
  // React Router's package resolves to its development build whatever NODE_ENV says (remix-run/react-router#14102):
  // a build takes its production build, without the development checks, which were 1 ms of each page's render.
  resolve: command === 'build' ? { alias: reactRouterProductionBuild(root) } : {},
  css: {
    modules: command === 'build' ? { generateScopedName: scopedClassName(root) } : {},
  },
  build: {
    target: 'es2022',
    // Every asset is a file: a data: URL in the stylesheet would need a CSP exception.
    assetsInlineLimit: 0,
    manifest: true,
    // Every browser the site supports preloads modules itself; the polyfill would only add to the entry script.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site, shared and cached by every page: static blocks and islands alike.
    cssCodeSplit: false,
    rollupOptions: {
      // The pages (index.html), the islands runtime their islands loader imports after load (see
      // src/engine/render/islandLoaderScript.ts), and the site's stylesheet, gathered by a module no page loads.
      input: {
        index: 'index.html',
        runtime: rootRelative(APP_FILES.islandsRuntime),
        styles: rootRelative(APP_FILES.styles),
      },
      preserveEntrySignatures: 'strict',
    },
  },
  environments: {
    // The server bundle the prerender workers render every page with (see src/engine/build/buildSite.ts).
    ssr: {
      build: {
        ssr: rootRelative(APP_FILES.serverEntry),
        // The pages' data is written into this folder before the bundle (see bundleSite), so it is not emptied.
        emptyOutDir: false,
        manifest: false,
        // The server bundle takes in @tabler/icons-react (see ssr.noExternal): its one icon is compiled alone, not
        // with the ~6,000 modules the package's index re-exports (rolldown.rs/in-depth/lazy-barrel-optimization).
        // Not for the client bundle, whose chunks it would split differently.
        rollupOptions: { experimental: { lazyBarrel: true } },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
