import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { fernwisePlugins } from './src/engine/plugins/fernwisePlugins.ts';
import { scopedClassName } from './src/engine/scopedClassName.ts';

const root = import.meta.dirname;

export default defineConfig(({ command }) => ({
  plugins: [fernwisePlugins({ root, pagesDir: process.env.FERNWISE_PAGES_DIR }), react()],
  // The server bundle takes in the two UI libraries instead of importing them from node_modules: tree-shaken, a
  // prerender worker loads the icons and components the site uses, not all ~5,000 icons' modules (87 MB of memory
  // each) and the whole of Mantine (60 MB).
  ssr: command === 'build' ? { noExternal: ['@tabler/icons-react', '@mantine/core', '@mantine/hooks'] } : {},
  css: {
    modules: command === 'build' ? { generateScopedName: scopedClassName(root) } : {},
  },
  build: {
    target: 'es2022',
    // Every asset is a file: a data: URL in the stylesheet would need a CSP exception.
    assetsInlineLimit: 0,
    manifest: true,
    // One stylesheet for the whole site, shared and cached by every page: static blocks and islands alike.
    cssCodeSplit: false,
    rollupOptions: {
      // The pages (index.html and its islands runtime) and the site's stylesheet, gathered by a module no page loads.
      input: { index: 'index.html', styles: 'src/app/styles.ts' },
      preserveEntrySignatures: 'strict',
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
}));
