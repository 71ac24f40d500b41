/**
 * Runs a project TypeScript script as JavaScript compiled ahead of time, instead of through tsx's loader.
 *
 *   node scripts/run-compiled.mjs scripts/validate-pages.ts [args...]
 *
 * The script is bundled by esbuild (packages left to node_modules) together with every `src/engine/*Worker.ts`,
 * which the engine starts by path next to the module that starts them, into
 * `node_modules/.cache/fernwise-scripts/<script>/<stamp>/`. The stamp digests the modification time and size of
 * every project file the bundle was made from (the launcher included), so the copy is reused until one of them
 * changes and rebuilt (about 0.1 s) the first time it is run after that. The script sees its own arguments in
 * `process.argv` as if run directly; it finds the project's root with `projectRootOf` (scripts/projectRoot.ts),
 * which takes it from FERNWISE_PROJECT_ROOT, set here, since its compiled copy does not sit in scripts/.
 *
 * This file is plain JavaScript on purpose: it must start without a TypeScript loader.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { NODE_BUNDLE_OPTIONS } from '../src/engine/build/nodeBundleOptions.mjs';

const root = path.resolve(import.meta.dirname, '..');
/** Copies of other stamps older than this are removed; a younger one may still be running in another process. */
const PRUNE_AFTER_MS = 10 * 60 * 1000;

const [script, ...args] = process.argv.slice(2);
if (!script?.endsWith('.ts')) {
  console.error('usage: node scripts/run-compiled.mjs <script.ts> [args...]');
  process.exit(2);
}
const name = path.basename(script, '.ts');
const cacheDir = path.join(root, 'node_modules/.cache/fernwise-scripts', name);
const entry = path.join(await compiledCopy(path.resolve(root, script)), `${name}.mjs`);
process.argv = [process.argv[0], entry, ...args];
// PROJECT_ROOT_VARIABLE in scripts/projectRoot.ts: the copy's own path may lead elsewhere through a linked node_modules.
process.env.FERNWISE_PROJECT_ROOT = root;
await import(pathToFileURL(entry).href);

/**
 * The folder holding the current compiled copy of `scriptPath`, compiled now if a file it was made from changed.
 * @param {string} scriptPath
 * @returns {Promise<string>}
 */
async function compiledCopy(scriptPath) {
  const manifestPath = path.join(cacheDir, 'manifest.json');
  const kept = readManifest(manifestPath);
  if (kept && stampOf(kept.inputs) === kept.stamp) return path.join(cacheDir, kept.stamp);

  mkdirSync(cacheDir, { recursive: true });
  const scratch = path.join(cacheDir, `building-${process.pid}`);
  const inputs = await compile(scriptPath, scratch);
  const stamp = stampOf(inputs);
  const target = path.join(cacheDir, stamp);
  try {
    renameSync(scratch, target);
  } catch {
    // Another run compiled the same sources meanwhile: its copy is the same.
    rmSync(scratch, { recursive: true, force: true });
  }
  const manifestScratch = `${manifestPath}.${process.pid}`;
  writeFileSync(manifestScratch, JSON.stringify({ stamp, inputs }));
  renameSync(manifestScratch, manifestPath);
  pruneOldCopies(stamp);
  return target;
}

/**
 * Bundles the script and the engine's workers into `outdir`; returns the project files they were made from.
 * @param {string} scriptPath
 * @param {string} outdir
 * @returns {Promise<string[]>}
 */
async function compile(scriptPath, outdir) {
  const engine = path.join(root, 'src/engine');
  const workers = readdirSync(engine).filter((file) => /^[a-zA-Z]+Worker\.ts$/.test(file));
  const entryPoints = {
    [name]: scriptPath,
    ...Object.fromEntries(workers.map((file) => [path.basename(file, '.ts'), path.join(engine, file)])),
  };
  const { build } = await import('esbuild');
  try {
    const result = await build({
      entryPoints,
      outdir,
      ...NODE_BUNDLE_OPTIONS,
      absWorkingDir: root,
      metafile: true,
      logLevel: 'error',
    });
    return [...Object.keys(result.metafile.inputs), path.relative(root, import.meta.filename)].sort();
  } catch {
    // esbuild has printed the errors with their file and line.
    rmSync(outdir, { recursive: true, force: true });
    process.exit(1);
  }
}

/**
 * A digest of each input's path, modification time and size; a missing input gives a stamp nothing matches.
 * @param {readonly string[]} inputs paths relative to the root
 * @returns {string}
 */
function stampOf(inputs) {
  const hash = createHash('sha256');
  for (const input of inputs) {
    try {
      const { mtimeMs, size } = statSync(path.join(root, input));
      hash.update(`${input}\0${mtimeMs}\0${size}\n`);
    } catch {
      hash.update(`${input}\0missing\n`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * @param {string} manifestPath
 * @returns {{ stamp: string, inputs: string[] } | undefined}
 */
function readManifest(manifestPath) {
  try {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    const valid = typeof manifest?.stamp === 'string' && Array.isArray(manifest.inputs);
    return valid && statSync(path.join(cacheDir, manifest.stamp)).isDirectory() ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes other compiled copies (and abandoned scratch folders) last touched more than PRUNE_AFTER_MS ago.
 * @param {string} current
 */
function pruneOldCopies(current) {
  for (const entry of readdirSync(cacheDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === current) continue;
    const folder = path.join(cacheDir, entry.name);
    try {
      if (Date.now() - statSync(folder).mtimeMs > PRUNE_AFTER_MS) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed by another run meanwhile.
    }
  }
}
