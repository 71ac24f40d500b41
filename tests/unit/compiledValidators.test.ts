import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv, type AnySchemaObject } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import ucs2length from 'ajv/dist/runtime/ucs2length.js';
import {
  codePointLength,
  compiledValidators,
  type SchemaSet,
} from '../../src/engine/content/schema/compiledValidators';
import {
  EDITOR_KEYWORDS,
  PAGE_SCHEMA_ID,
  SITE_SCHEMA_ID,
  loadSchemaRegistry,
} from '../../src/engine/content/schema/schemaRegistry';
import { parseYamlSource } from '../../src/engine/content/yaml/yamlSource';

const root = path.resolve(import.meta.dirname, '../..');
const schemaDir = path.join(root, 'schema');
const cacheDir = mkdtempSync(path.join(tmpdir(), 'compiled-validators-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as AnySchemaObject;
const schemas = [
  ...readdirSync(path.join(schemaDir, 'blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => readJson(path.join(schemaDir, 'blocks', name))),
  ...['common.schema.json', PAGE_SCHEMA_ID, SITE_SCHEMA_ID].map((name) => readJson(path.join(schemaDir, name))),
];
const set: SchemaSet = {
  schemas,
  pageSchemaId: PAGE_SCHEMA_ID,
  siteSchemaId: SITE_SCHEMA_ID,
  editorKeywords: EDITOR_KEYWORDS,
};

function dataOf(file: string): Record<string, unknown> {
  const parsed = parseYamlSource(file, readFileSync(path.join(root, file), 'utf8'));
  if (!parsed.ok) throw new Error(`${file} does not parse`);
  return parsed.source.data as Record<string, unknown>;
}

const about = dataOf('pages/about.yaml');
const firstBlock = (about.blocks as Record<string, unknown>[])[0];
const withBlock = (block: Record<string, unknown>) => ({ ...about, blocks: [block] });
const pages: [string, unknown][] = [
  ['a valid page', about],
  ['an unknown block type', withBlock({ ...firstBlock, type: 'heroo' })],
  ['a missing required field', { ...about, title: undefined }],
  ['a value of the wrong type', { ...about, title: 42 }],
  ['a value outside an enum', withBlock({ type: 'notice', tone: 'loud', text: 'Hello.' })],
  ['a property no schema names', { ...about, colour: 'green' }],
];

describe('validators compiled ahead into a module', () => {
  it('are compiled into the cache once, and loaded from it afterwards', () => {
    const first = compiledValidators(set, cacheDir);
    const modules = readdirSync(cacheDir);
    expect(modules).toHaveLength(1);
    const written = statSync(path.join(cacheDir, modules[0])).mtimeMs;
    const second = compiledValidators(set, cacheDir);
    expect(second.page).toBe(first.page);
    expect(statSync(path.join(cacheDir, modules[0])).mtimeMs).toBe(written);
  });

  it.each(pages)('find %s valid or invalid as the full validator does', (_, data) => {
    const full = new Ajv({ allErrors: true, strict: true, strictRequired: false, discriminator: true, verbose: true });
    addFormats.default(full, ['email', 'date', 'date-time']);
    for (const keyword of EDITOR_KEYWORDS) full.addKeyword(keyword);
    for (const schema of schemas) full.addSchema(schema);
    const validate = full.getSchema(PAGE_SCHEMA_ID);
    expect(compiledValidators(set, cacheDir).page(data)).toBe(validate?.(data));

    // The registry answers from the compiled module, and takes the errors from the full validator.
    const registry = loadSchemaRegistry(schemaDir);
    expect(registry.validatePage(data)).toBe(validate?.(data));
    expect(registry.validatePage.errors ?? null).toEqual(validate?.errors ?? null);
  });

  it('are compiled again when the module in the cache is damaged', () => {
    const other = mkdtempSync(path.join(tmpdir(), 'compiled-validators-damaged-'));
    try {
      // The module a process finds under the right name, damaged (as by a disk full while another was written).
      const [name] = readdirSync(cacheDir);
      writeFileSync(path.join(other, name), 'this is not JavaScript {');
      expect(compiledValidators(set, other).page(about)).toBe(true);
      expect(readFileSync(path.join(other, name), 'utf8')).toContain('exports.page');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('lengths as the compiled validators count them', () => {
  const texts = [
    '',
    'Save',
    'Grow 🌱',
    '🌱🌱',
    'é',
    'a\uD83C',
    '\uDF31b',
    '\uDF31\uD83C',
    '\uD83C\uD83C\uDF31',
    '𝔉ernwise ✓',
  ];

  it.each(texts)('counts %j in code points, as Ajv does', (text) => {
    expect(codePointLength(text)).toBe(ucs2length(text));
  });

  it('counts a character outside the basic plane once against a maxLength', () => {
    // The title's limit is 60 characters: 60 seedlings are 120 code units but 60 characters.
    expect(compiledValidators(set, cacheDir).page({ ...about, title: '🌱'.repeat(60) })).toBe(true);
    expect(compiledValidators(set, cacheDir).page({ ...about, title: '🌱'.repeat(61) })).toBe(false);
  });
});
