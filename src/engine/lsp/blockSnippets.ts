import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { blockFolder } from '../../core/blockNaming.ts';
import type { SchemaRegistry } from '../content/schema/schemaRegistry.ts';

/** One block type as completion offers it at a new item of `blocks:`. */
export interface BlockSnippet {
  type: string;
  /** The schema's description, shown as the item's documentation. */
  description: string;
  /** The block's fields as YAML lines, the first (`type: …`) without indentation and the rest relative to it. */
  lines: string[];
}

const SCHEMA_SUFFIX = '.schema.json';

/** Every block type, from the files in `schema/blocks/` (the one list of blocks), in name order. */
export function blockTypes(schemaDir: string): string[] {
  return readdirSync(path.join(schemaDir, 'blocks'))
    .filter((name) => name.endsWith(SCHEMA_SUFFIX))
    .map((name) => name.slice(0, -SCHEMA_SUFFIX.length))
    .sort();
}

type Fields = Record<string, unknown>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value for a required field the example lacks, from its schema (default, example, enum, type). */
function valueFromSchema(schema: unknown): unknown {
  if (!isFields(schema)) return 'Text';
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
  if (schema.type === 'array') return [];
  if (schema.type === 'object') return {};
  if (schema.type === 'number' || schema.type === 'integer') return schema.minimum ?? 0;
  if (schema.type === 'boolean') return false;
  return 'Text';
}

/**
 * The fields a block needs to be valid as inserted: its required fields, filled from the block's example
 * (`src/blocks/<Name>/<Name>.example.yaml`) or its schema, and any field the schema's conditions require
 * (a hero's `image`), found by validating the candidate until it passes.
 */
function requiredFields(type: string, registry: SchemaRegistry, example: Fields): Fields {
  const schema = registry.blockSchema(type) ?? {};
  const properties = isFields(schema.properties) ? schema.properties : {};
  const fill = (name: string): unknown => (name in example ? example[name] : valueFromSchema(properties[name]));
  const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const fields: Fields = { type };
  for (const name of required) if (name !== 'type') fields[name] = fill(name);
  const validate = registry.validateBlock(type);
  const valid = (data: Fields): boolean => validate(data);
  for (let round = 0; round < 10 && !valid(fields); round++) {
    const missing = (validate.errors ?? [])
      .filter((error) => error.keyword === 'required' && error.instancePath === '')
      .map((error) => String((error.params as { missingProperty: string }).missingProperty))
      .filter((name) => !(name in fields));
    if (missing.length === 0) break;
    for (const name of missing) fields[name] = fill(name);
  }
  // A list keeps as few of the example's items as the block needs to stay valid.
  for (const [name, value] of Object.entries(fields)) {
    if (!Array.isArray(value)) continue;
    for (let count = 1; count < value.length; count++) {
      fields[name] = value.slice(0, count);
      if (valid(fields)) break;
      fields[name] = value;
    }
  }
  // Fields in the example's order, `type` first, as an author writes them.
  const order = ['type', ...Object.keys(example), ...Object.keys(fields)];
  return Object.fromEntries([...new Set(order)].filter((name) => name in fields).map((name) => [name, fields[name]]));
}

/** Every block type's snippet, derived from `schema/blocks/` and each block's example. */
export function blockSnippets(root: string, schemaDir: string, registry: SchemaRegistry): BlockSnippet[] {
  return blockTypes(schemaDir).map((type) => {
    const exampleFile = path.join(root, 'src/blocks', blockFolder(type), `${blockFolder(type)}.example.yaml`);
    const parsed: unknown = existsSync(exampleFile) ? parse(readFileSync(exampleFile, 'utf8')) : {};
    const example = isFields(parsed) ? parsed : {};
    const fields = requiredFields(type, registry, example);
    const schema = registry.blockSchema(type);
    const description = typeof schema?.description === 'string' ? schema.description : '';
    const lines = stringify(fields, { lineWidth: 0 }).trimEnd().split('\n');
    return { type, description, lines };
  });
}

const escapeSnippet = (text: string) => text.replace(/[\\$}]/g, (character) => `\\${character}`);

/**
 * The snippet text of `block` for a list item whose fields start at column `indent`: each top-level field's
 * one-line value is a placeholder holding the example's value, tabbed through in order.
 */
export function snippetText(block: BlockSnippet, indent: number): string {
  let stop = 0;
  const lines = block.lines.map((line, at) => {
    const pad = at === 0 ? '' : ' '.repeat(indent);
    const field = /^([A-Za-z][\w-]*): (.+)$/.exec(line);
    if (!field || field[1] === 'type') return pad + escapeSnippet(line);
    stop += 1;
    return `${pad}${field[1]}: \${${stop}:${escapeSnippet(field[2])}}`;
  });
  return `${lines.join('\n')}\n${' '.repeat(indent)}$0`;
}

/**
 * Whether `line` (the cursor's line, up to the cursor) is a new item of the page's `blocks:` list: a dash and
 * nothing else, under a top-level `blocks:` key. Returns the column of the dash.
 */
export function blockItemColumn(lines: readonly string[], line: number, character: number): number | undefined {
  const before = (lines[line] ?? '').slice(0, character);
  const item = /^( *)- *$/.exec(before);
  if (!item || (lines[line] ?? '').slice(character).trim() !== '') return undefined;
  const dash = item[1].length;
  for (let above = line - 1; above >= 0; above--) {
    const text = lines[above];
    if (text.trim() === '' || text.trimStart().startsWith('#')) continue;
    const indent = text.length - text.trimStart().length;
    if (indent > dash || (indent === dash && text.trimStart().startsWith('-'))) continue;
    return indent === 0 && /^blocks:\s*(#.*)?$/.test(text) ? dash : undefined;
  }
  return undefined;
}
