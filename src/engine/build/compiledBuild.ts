import { rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as BuildSiteModule from './buildSite.ts';
import { removeLeftoverBuildFolders } from './leftoverBuildFolders.ts';
import { NODE_BUNDLE_OPTIONS } from './nodeBundleOptions.mjs';

const COMPILED_PREFIX = 'fernwise-build-';

/**
 * The build's entry and the modules its processes start with (found next to the module that starts them:
 * `new URL('../render/prerenderWorker' + extension, import.meta.url)`), compiled together.
 */
const ENTRIES = ['buildSite', 'bundleWorker', 'prerenderWorker', 'readFilesWorker', 'shareCardWorker'];

/** The build, compiled to JavaScript for one run, and how to remove it afterwards. */
export interface CompiledBuild {
  buildSite: typeof BuildSiteModule.buildSite;
  /** Removes the compiled files. */
  dispose(): void;
}

/**
 * Compiles the build's modules from `src/engine` into `node_modules/.cache` (esbuild, packages left to
 * node_modules) and loads its entry. The process that runs `vite build` has no TypeScript loader, and a process
 * started with one (tsx) keeps far more memory: importing Vite takes 159 MB under tsx's loader and 32 MB without;
 * every process the build starts (the bundle process, the read and render workers) pays it. Compiled, they start
 * as plain Node. esbuild runs in a process of its own, so this one keeps none of the compiler's memory.
 */
export async function compileBuild(root: string): Promise<CompiledBuild> {
  const cacheDir = path.join(root, 'node_modules/.cache');
  removeLeftoverBuildFolders(cacheDir, COMPILED_PREFIX);
  const outdir = path.join(cacheDir, `${COMPILED_PREFIX}${process.pid}`);
  const { build, stop } = await import('esbuild');
  try {
    await build({
      entryPoints: Object.fromEntries(ENTRIES.map((name) => [name, path.join(root, 'src/engine', `${name}.ts`)])),
      outdir,
      ...NODE_BUNDLE_OPTIONS,
      logLevel: 'warning',
    });
  } finally {
    await stop();
  }
  const entry = pathToFileURL(path.join(outdir, 'buildSite.mjs')).href;
  const { buildSite } = (await import(entry)) as typeof BuildSiteModule;
  return { buildSite, dispose: () => rmSync(outdir, { recursive: true, force: true }) };
}
