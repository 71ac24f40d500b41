import path from 'node:path';

/** Where scripts/run-compiled.mjs keeps compiled copies of scripts, under the project's root. */
const COMPILED_COPIES = path.join('node_modules', '.cache', 'fernwise-scripts');

/** Set by scripts/run-compiled.mjs to the root of the project whose script it runs. */
export const PROJECT_ROOT_VARIABLE = 'FERNWISE_PROJECT_ROOT';

/**
 * The project's root for a script whose module is in `moduleDir` (its `import.meta.dirname`): the folder above
 * scripts/ when the script runs from source; when it runs as the compiled copy scripts/run-compiled.mjs keeps, the
 * root the launcher names, else the folder holding node_modules/. The launcher's word comes first because Node
 * resolves a module's path through symbolic links: with node_modules linked from another checkout, the copy's
 * real path is in that checkout.
 */
export function projectRootOf(moduleDir: string): string {
  const at = moduleDir.lastIndexOf(`${path.sep}${COMPILED_COPIES}${path.sep}`);
  if (at < 0) return path.resolve(moduleDir, '..');
  return process.env[PROJECT_ROOT_VARIABLE] || moduleDir.slice(0, at);
}
