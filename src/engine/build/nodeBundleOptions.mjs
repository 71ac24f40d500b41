/**
 * How the engine's Node code is bundled to run without a TypeScript loader, by the build (`compiledBuild.ts`) and
 * by scripts/run-compiled.mjs: ES modules for Node 20, shared code split into chunks next to the entries (a worker
 * is found next to the module that starts it), packages left to node_modules. Plain JavaScript, because the
 * launcher imports it before any loader exists.
 */
export const NODE_BUNDLE_OPTIONS = {
  outExtension: { '.js': '.mjs' },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
};
