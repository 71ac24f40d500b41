import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv';
import { blockFolder } from '../../../core/blockNaming.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { textDigest } from '../../shared/textDigest.ts';
import { checkPlaceholders, placeholderScaffold } from '../rules/placeholders.ts';
import { locate, parseWithFullParser, parseYamlSource, type DataPath, type YamlSource } from '../yaml/yamlSource.ts';
import { parseJsonFile } from './jsonFile.ts';
import { sharedSchemaRegistry } from './schemaRegistry.ts';
import { schemaDiagnostics } from './schemaDiagnostics.ts';

/** Where `npm run validate` remembers a check of the block schemas that found nothing, under the project root. */
export const BLOCK_SCHEMA_CACHE = 'node_modules/.cache/fernwise-block-schemas';

/** The meta-schema every block schema follows, in the schema folder. */
export const BLOCK_META_SCHEMA = 'block.meta.schema.json';

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** Reads one schema file (`file` relative to `root`): its data, or the FW501 that says where its JSON breaks. */
export function readSchemaFile(
  root: string,
  file: string,
): { ok: true; data: unknown } | { ok: false; diagnostic: Diagnostic } {
  return parseJsonFile(toPosix(file), readFileSync(path.join(root, file), 'utf8'));
}

/** `cards[].title` for the JSON pointer path /properties/cards/items/properties/title of a block schema. */
function fieldName(at: DataPath): string | undefined {
  let name = '';
  for (let index = 0; index < at.length; index += 1) {
    const segment = at[index];
    if (segment === 'properties' && index + 1 < at.length) {
      name += `${name === '' ? '' : '.'}${String(at[index + 1])}`;
      index += 1;
    } else if (segment === 'items') {
      name += '[]';
    }
  }
  return name === '' ? undefined : name;
}

function instancePath(error: ErrorObject): DataPath {
  if (error.instancePath === '') return [];
  return error.instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** One message per convention a block schema breaks, located in its file. */
function describeMetaErrors(source: YamlSource, errors: readonly ErrorObject[]): Diagnostic[] {
  const found: { diagnostic: Diagnostic; at: string; named: boolean }[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const at = instancePath(error);
    // The `if` of "closed when it is a mapping" explains nothing more than its `then`.
    if (error.keyword === 'if') continue;
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    let params: {
      rule: 'title' | 'description' | 'closed' | 'property description' | 'other';
      name?: string;
      detail?: string;
    };
    let place: DataPath = at;
    let part: 'key' | 'value' = 'key';
    if (missing === 'title' && at.length === 0) params = { rule: 'title' };
    else if (missing === 'description' && at.length === 0) params = { rule: 'description' };
    else if (missing === 'additionalProperties' || (error.keyword === 'not' && at.at(-1) === 'additionalProperties')) {
      const object = missing ? at : at.slice(0, -1);
      params = { rule: 'closed', name: fieldName(object) };
      place = object;
    } else if (error.keyword === 'anyOf' && at.at(-2) === 'properties') {
      params = { rule: 'property description', name: fieldName(at) };
    } else {
      params = { rule: 'other', name: fieldName(at), detail: error.message };
      part = 'value';
    }
    if (place.length === 0) part = 'value';
    const key = `${params.rule}|${params.name ?? ''}|${params.detail ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({
      diagnostic: diagnostic('FW502', params, { file: source.file, ...locate(source, place, part) }),
      at: error.instancePath,
      named: params.rule !== 'other',
    });
  }
  // What the branches of an anyOf say ("must be boolean", "must have required property '$ref'") is the echo of a
  // convention already named at the same place or inside it.
  const near = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  return found
    .filter((entry) => entry.named || !found.some((other) => other.named && near(other.at, entry.at)))
    .map((entry) => entry.diagnostic);
}

/** What the check of the block schemas depends on: every schema, every example and the meta-schema. */
function inputsDigest(root: string, schemaDir: string, files: readonly string[]): string {
  const parts = files.map(
    (file) => `${file}\0${existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : ''}`,
  );
  const common = ['common.schema.json', BLOCK_META_SCHEMA].map((name) => {
    const file = path.join(schemaDir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  });
  return textDigest([...parts, ...common, CHECK_VERSION].join('\0\0'));
}

/** Changed when the check itself changes, so a kept "no problems" from an older check is not trusted. */
const CHECK_VERSION = '1';

/** A page that passes the page schema whenever `block` passes its own schema: the block is its one block. */
function exampleAsPage(block: unknown): unknown {
  return {
    path: '/block-example',
    title: 'Block example',
    description: 'A page that holds one block example, to check it with the page schema compiled ahead.',
    blocks: [block],
  };
}

let compiledMeta: { text: string; validate: ValidateFunction } | undefined;

/** The meta-schema's validator, compiled once per process for each text of it (the watch compiles it again on edit). */
function metaValidator(text: string): ValidateFunction {
  if (compiledMeta?.text !== text) {
    const ajv = new Ajv({ allErrors: true, strict: false });
    compiledMeta = { text, validate: ajv.compile(JSON.parse(text) as AnySchemaObject) };
  }
  return compiledMeta.validate;
}

export interface BlockSchemaCheckOptions {
  root: string;
  /** Defaults to `schema/` under the root. */
  schemaDir?: string;
  /** Where a check that found no problems is remembered, so the next run with the same files skips it. */
  cacheDir?: string;
}

/**
 * The block schemas and their examples, checked the way page files are: each schema file is valid JSON (FW501, at
 * its line and column) and follows the conventions of schema/block.meta.schema.json (FW502: a title and a
 * description, every object closed with additionalProperties, every property described), and each block's example
 * passes its schema (FW2xx, at the example's line) and holds no scaffold placeholder (FW407). The page, site and
 * common schemas must be valid JSON too. A run that finds nothing is remembered in `cacheDir` under a digest of
 * every file it read, so most runs of `npm run validate` do not compile the schemas to check the examples.
 */
export function checkBlockSchemas(options: BlockSchemaCheckOptions): Diagnostic[] {
  const { root } = options;
  const schemaDir = path.resolve(options.schemaDir ?? path.join(root, 'schema'));
  const blockDir = path.join(schemaDir, 'blocks');
  const relative = (file: string) => toPosix(path.relative(root, file));
  const types = readdirSync(blockDir)
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.replace(/\.schema\.json$/, ''))
    .sort();
  const schemaFiles = types.map((type) => relative(path.join(blockDir, `${type}.schema.json`)));
  const exampleFiles = types.map((type) => {
    const name = blockFolder(type);
    return toPosix(path.join('src/blocks', name, `${name}.example.yaml`));
  });
  const otherSchemas = ['common.schema.json', 'page.schema.json', 'site.schema.json']
    .map((name) => path.join(schemaDir, name))
    .filter((file) => existsSync(file))
    .map(relative);

  const digest = options.cacheDir
    ? inputsDigest(root, schemaDir, [...schemaFiles, ...exampleFiles, ...otherSchemas])
    : '';
  const remembered = options.cacheDir ? path.join(options.cacheDir, `${digest.replace(/[/+=]/g, '_')}.ok`) : undefined;
  if (remembered && existsSync(remembered)) return [];

  const diagnostics: Diagnostic[] = [];
  const parsed = new Map<string, { text: string; data: unknown }>();
  for (const file of [...schemaFiles, ...otherSchemas]) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const json = parseJsonFile(file, text);
    if (json.ok) parsed.set(file, { text, data: json.data });
    else diagnostics.push(json.diagnostic);
  }
  /** JSON is YAML: the YAML parser keeps every node's place, to point at the key that breaks a convention. */
  const located = (file: string): YamlSource | undefined => {
    const read = parseWithFullParser(file, parsed.get(file)?.text ?? '');
    return read.ok ? read.source : undefined;
  };
  // Without every schema, the examples cannot be checked.
  if (diagnostics.length > 0) return diagnostics;

  const validateMeta = metaValidator(readFileSync(path.join(schemaDir, BLOCK_META_SCHEMA), 'utf8'));
  for (const file of schemaFiles) {
    const data = parsed.get(file)?.data;
    if (data === undefined) continue;
    const valid = validateMeta(data);
    const errors = valid ? [] : [...(validateMeta.errors ?? [])];
    const description = (data as { description?: unknown }).description;
    const placeholder = typeof description === 'string' && placeholderScaffold(description) !== undefined;
    if (valid && !placeholder) continue;
    const source = located(file);
    if (!source) continue;
    diagnostics.push(...describeMetaErrors(source, errors));
    if (placeholder) {
      diagnostics.push(diagnostic('FW502', { rule: 'placeholder' }, { file, ...locate(source, ['description']) }));
    }
  }

  const registry = sharedSchemaRegistry(schemaDir);
  for (const [index, type] of types.entries()) {
    const file = exampleFiles[index];
    if (!existsSync(path.join(root, file))) continue;
    const example = parseYamlSource(file, readFileSync(path.join(root, file), 'utf8'));
    if (!example.ok) {
      diagnostics.push(...example.diagnostics);
      continue;
    }
    // Most runs find every example valid: asked first of the page check compiled ahead (a page holding the example
    // as its one block), the full validators are compiled only to word the errors of an example that fails.
    if (!registry.validatePage(exampleAsPage(example.source.data))) {
      diagnostics.push(...schemaDiagnostics(example.source, registry.validateBlock(type), registry));
    }
    diagnostics.push(...checkPlaceholders(example.source));
  }
  if (remembered && options.cacheDir && diagnostics.length === 0) {
    mkdirSync(options.cacheDir, { recursive: true });
    writeFileSync(remembered, '');
  }
  return diagnostics;
}
