import type { PluginOption } from 'vite';
import { contentPlugin } from './contentPlugin.ts';
import { contentSource } from './contentSource.ts';
import { designPlugin } from './designPlugin.ts';
import { devPagesPlugin } from './devPagesPlugin.ts';
import { drawingsPlugin } from './drawingsPlugin.ts';
import { editorPlugin } from './editorPlugin.ts';
import { qrCodesPlugin } from './qrCodesPlugin.ts';

export interface FernwiseOptions {
  /** Project root; pages/ and schema/ are read from it. */
  root: string;
  /** Override of the pages folder, for tests and benchmarks. */
  pagesDir?: string;
}

/**
 * The engine inside Vite: content, design tokens and icons, QR images, and in development server rendering and the
 * drawings as the build writes them. The site's build (`npm run build`, src/engine/build/buildSite.ts) runs Vite's
 * builder with these plugins.
 */
export function fernwisePlugins(options: FernwiseOptions): PluginOption[] {
  const source = contentSource(options.root, options.pagesDir);
  return [
    contentPlugin(source),
    designPlugin(source),
    drawingsPlugin(),
    qrCodesPlugin(source),
    devPagesPlugin(source),
    editorPlugin(source),
  ];
}
