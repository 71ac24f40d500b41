import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderGeneratedTypes } from '../../src/engine/codegen/generateTypes';
import { EDITOR_KEYWORDS, loadSchemaRegistry } from '../../src/engine/content/schema/schemaRegistry';
import { PROJECT_ROOT } from '../support/paths';

const SCHEMA_DIR = path.join(PROJECT_ROOT, 'schema');
const schemaFiles = readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.schema.json'),
);
const registry = loadSchemaRegistry(SCHEMA_DIR);

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every subschema of `node` with its JSON pointer. */
function* subschemas(node: unknown, pointer = ''): Generator<[string, Json]> {
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* subschemas(item, `${pointer}/${index}`);
  } else if (isRecord(node)) {
    yield [pointer, node];
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'defaultSnippets') yield* subschemas(value, `${pointer}/${key}`);
    }
  }
}

function readSchema(file: string): Json {
  return JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as Json;
}

describe('editor help in the schemas', () => {
  it.each(schemaFiles)('%s: every pattern and date format has a sentence for editors and messages', (file) => {
    for (const [pointer, schema] of subschemas(readSchema(file))) {
      if (typeof schema.pattern === 'string' || schema.format === 'date') {
        expect(schema.patternErrorMessage, `${file}#${pointer}`).toMatch(/^[A-Z].*\.$/);
      }
      // Dates are checked as calendar dates (format: date), never by a pattern that accepts 2026-02-30.
      if (typeof schema.pattern === 'string') expect(schema.pattern, `${file}#${pointer}`).not.toMatch(/\\d\{4\}-/);
    }
  });

  it.each(registry.blockTypes)("%s: its type is described by the block's description and it has a snippet", (type) => {
    const schema = registry.blockSchema(type) as Json;
    const properties = schema.properties as Record<string, Json>;
    expect(properties.type.description).toBe(schema.description);
    expect(properties.type.markdownDescription).toBe(`**${type}**: ${String(schema.description)}`);
    const snippets = schema.defaultSnippets as { label: string; body: Json }[];
    expect(snippets.map((snippet) => snippet.label)).toEqual([type]);
    expect(snippets[0].body.type).toBe(type);
    expect(Object.keys(snippets[0].body)).toEqual(schema.required);
  });

  it('json-schema-to-typescript ignores the editor-only keywords', async () => {
    const stripped = mkdtempSync(path.join(tmpdir(), 'fernwise-schema-'));
    try {
      cpSync(SCHEMA_DIR, stripped, { recursive: true });
      for (const file of schemaFiles) {
        const text = readFileSync(path.join(stripped, file), 'utf8');
        const without = JSON.parse(text, (key, value: unknown) =>
          (EDITOR_KEYWORDS as readonly string[]).includes(key) ? undefined : value,
        ) as Json;
        writeFileSync(path.join(stripped, file), JSON.stringify(without));
      }
      expect(await renderGeneratedTypes(stripped)).toEqual(await renderGeneratedTypes(SCHEMA_DIR));
    } finally {
      rmSync(stripped, { recursive: true, force: true });
    }
  });
});
