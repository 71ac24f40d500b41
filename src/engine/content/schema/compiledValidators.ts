import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv, _, type AnySchemaObject, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone/index.js';

/** A check that answers only whether data is valid, without saying why. */
export type ValidityCheck = (data: unknown) => boolean;

/** The page and site checks, compiled from the schemas into one module. */
export interface CompiledValidators {
  page: ValidityCheck;
  site: ValidityCheck;
}

/** What the validators are compiled from: every schema, and the ids of the page and site schemas among them. */
export interface SchemaSet {
  schemas: readonly AnySchemaObject[];
  pageSchemaId: string;
  siteSchemaId: string;
  /** Keywords Ajv is told to ignore (read by editors only). */
  editorKeywords: readonly string[];
}

const require = createRequire(import.meta.url);

/** Where the compiled modules are kept: a cache beside the packages they need. */
export const COMPILED_VALIDATORS_DIR = path.join(
  path.dirname(path.dirname(require.resolve('ajv/package.json'))),
  '.cache',
  'fernwise-validators',
);

// Stopping at the first error is enough for a yes or no; the full validator words the errors of an invalid file.
const OPTIONS: Options = {
  allErrors: false,
  strict: true,
  strictRequired: false,
  discriminator: true,
  code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
};

function packageVersion(name: string): string {
  return (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string }).version;
}

/**
 * The cache key: the schemas, the options, the code written into the module, and the versions and places of the
 * packages that compile and run them (the module requires them by path).
 */
function keyOf(set: SchemaSet): string {
  const packages = ['ajv', 'ajv-formats'].map((name) => [require.resolve(name), packageVersion(name)]);
  const hash = createHash('sha256');
  // The formats option as its code: the object itself caches its text once used.
  const options = { ...OPTIONS, code: { ...OPTIONS.code, formats: String(OPTIONS.code?.formats) } };
  hash.update(JSON.stringify([packages, set, options, codePointLength.toString()]));
  return hash.digest('hex').slice(0, 32);
}

/**
 * A text's length in code points, as JSON Schema counts it for `minLength` and `maxLength` (a surrogate pair is one
 * character, a lone surrogate one too): the same count as Ajv's `ucs2length`, which walks the text one code unit at
 * a time in JavaScript, and was a twelfth of the time validation took; this counts the pairs in one regular
 * expression search. Self-contained: its source is written into the compiled module in place of Ajv's.
 */
export function codePointLength(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

const UCS2LENGTH = 'require("ajv/dist/runtime/ucs2length").default';

/** The standalone module for `set`, its `require`s pointing at the files they resolve to from here. */
function compile(set: SchemaSet): string {
  // A copy: Ajv writes its defaults into the options it is given, which would change the key.
  const ajv = new Ajv({ ...OPTIONS, code: { ...OPTIONS.code } });
  addFormats.default(ajv, ['email', 'date', 'date-time']);
  for (const keyword of set.editorKeywords) ajv.addKeyword(keyword);
  for (const schema of set.schemas) ajv.addSchema(schema);
  const code = standaloneCode(ajv, { page: set.pageSchemaId, site: set.siteSchemaId }).replaceAll(
    UCS2LENGTH,
    `(${codePointLength.toString()})`,
  );
  // Resolved now, so the module loads from the cache folder whatever lies beside it.
  return code.replace(
    /require\("([^"]+)"\)/g,
    (_call: string, specifier: string) => `require(${JSON.stringify(require.resolve(specifier))})`,
  );
}

function isCompiledValidators(value: unknown): value is CompiledValidators {
  const module = value as Partial<CompiledValidators> | null;
  return typeof module?.page === 'function' && typeof module.site === 'function';
}

/**
 * The page and site checks for `set`, compiled into a module once and then loaded from `dir` (about 30 ms instead of
 * about 550 ms of compiling, paid by every process that validates). Concurrent processes may both compile: each
 * writes whole and renames, so none reads half a module. A module that does not load is compiled again.
 */
export function compiledValidators(set: SchemaSet, dir = COMPILED_VALIDATORS_DIR): CompiledValidators {
  const file = path.join(dir, `${keyOf(set)}.cjs`);
  try {
    const loaded: unknown = require(file);
    if (isCompiledValidators(loaded)) return loaded;
  } catch {
    // Not compiled yet, or unreadable: compiled below.
  }
  mkdirSync(dir, { recursive: true });
  const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
  writeFileSync(partial, compile(set));
  renameSync(partial, file);
  dropOldModules(dir);
  const loaded: unknown = require(file);
  if (!isCompiledValidators(loaded)) throw new Error(`${file} does not export the page and site validators`);
  return loaded;
}

/** Modules kept: each change to a schema compiles a new one (about 1 MB). */
const MODULES_KEPT = 8;

/** Removes all but the MODULES_KEPT newest modules, so the cache does not grow with every schema edit. */
function dropOldModules(dir: string): void {
  const modules = readdirSync(dir)
    .filter((name) => name.endsWith('.cjs'))
    .map((name) => ({ file: path.join(dir, name), written: statSync(path.join(dir, name)).mtimeMs }))
    .sort((a, b) => b.written - a.written);
  for (const { file } of modules.slice(MODULES_KEPT)) rmSync(file, { force: true });
}
