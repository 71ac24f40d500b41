import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pagesPlugin } from './src/engine/pagesPlugin.ts';

const root = import.meta.dirname;

export default defineConfig({
  plugins: [pagesPlugin({ root, pagesDir: process.env.FERNWISE_PAGES_DIR }), react()],
  build: {
    target: 'es2022',
    manifest: true,
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1' },
});
