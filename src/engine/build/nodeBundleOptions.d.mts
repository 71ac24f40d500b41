import type { BuildOptions } from 'esbuild';

/** See nodeBundleOptions.mjs. */
export declare const NODE_BUNDLE_OPTIONS: BuildOptions;
