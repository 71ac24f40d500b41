import path from 'node:path';

/** Where scripts/run-compiled.mjs keeps compiled copies of scripts, under the project's root. */
const COMPILED_COPIES = path.join('node_modules', '.cache', 'fernwise-scripts');

/**
 * The project's root for a script whose module is in `moduleDir` (its `import.meta.dirname`): the folder above
 * scripts/ when the script runs from source, the folder holding node_modules/ when it runs as the compiled copy
 * scripts/run-compiled.mjs keeps there.
 */
export function projectRootOf(moduleDir: string): string {
  const at = moduleDir.lastIndexOf(`${path.sep}${COMPILED_COPIES}${path.sep}`);
  return at >= 0 ? moduleDir.slice(0, at) : path.resolve(moduleDir, '..');
}
