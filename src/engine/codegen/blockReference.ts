import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { blockCatalogue } from './blockCatalogue.ts';

interface SchemaNode {
  type?: string | string[];
  description?: string;
  title?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  $ref?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  additionalProperties?: boolean | SchemaNode;
}

export const BLOCK_REFERENCE_BANNER =
  '<!-- GENERATED FILE: do not edit. Run `npm run gen:blocks`; `npm run lint` fails when it is stale. -->';

function loadCommon(schemaDir: string): Record<string, SchemaNode> {
  const common = JSON.parse(readFileSync(path.join(schemaDir, 'common.schema.json'), 'utf8')) as {
    definitions: Record<string, SchemaNode>;
  };
  return common.definitions;
}

function resolve(node: SchemaNode, common: Record<string, SchemaNode>): SchemaNode {
  if (!node.$ref) return node;
  const name = node.$ref.split('/').pop() ?? '';
  const target = common[name] ?? {};
  return {
    ...target,
    ...node,
    $ref: undefined,
    description: node.description ?? target.description,
    title: target.title ?? name,
  };
}

function typeOf(node: SchemaNode, common: Record<string, SchemaNode>): string {
  const resolved = resolve(node, common);
  if (resolved.const !== undefined) return `\`${JSON.stringify(resolved.const)}\``;
  if (resolved.enum) return resolved.enum.map((value) => `\`${JSON.stringify(value)}\``).join(' \\| ');
  if (resolved.type === 'array') {
    const item = resolve(resolved.items ?? {}, common);
    return `list of ${item.type === 'object' ? (item.title ?? 'object') : typeOf(item, common)}`;
  }
  if (resolved.type === 'object') return resolved.title ?? 'object';
  const bounds: string[] = [];
  if (resolved.minimum !== undefined) bounds.push(`≥ ${resolved.minimum}`);
  if (resolved.maximum !== undefined) bounds.push(`≤ ${resolved.maximum}`);
  if (resolved.maxLength !== undefined) bounds.push(`≤ ${resolved.maxLength} chars`);
  const base = resolved.title === 'Href' ? 'link' : String(resolved.type ?? 'any');
  return bounds.length ? `${base} (${bounds.join(', ')})` : base;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function fieldRows(node: SchemaNode, common: Record<string, SchemaNode>, prefix = ''): string[] {
  const rows: string[] = [];
  const required = new Set(node.required ?? []);
  for (const [name, child] of Object.entries(node.properties ?? {})) {
    const resolved = resolve(child, common);
    const fieldPath = `${prefix}${name}`;
    rows.push(
      `| \`${fieldPath}\` | ${typeOf(child, common)} | ${required.has(name) ? 'yes' : ''} | ${escapeCell(resolved.description ?? '')} |`,
    );
    const nested = resolved.type === 'array' ? resolve(resolved.items ?? {}, common) : resolved;
    if (nested.type === 'object' && nested.properties) {
      rows.push(...fieldRows(nested, common, `${fieldPath}${resolved.type === 'array' ? '[]' : ''}.`));
    }
  }
  return rows;
}

/** The Markdown block reference: every block, every field with its type, whether required and its description, and the example. */
export function renderBlockReference(root: string): string {
  const schemaDir = path.join(root, 'schema');
  const common = loadCommon(schemaDir);
  const examples = new Map(blockCatalogue(root).map((entry) => [entry.type, entry.example]));
  const types = readdirSync(path.join(schemaDir, 'blocks'))
    .filter((name) => name.endsWith('.schema.json'))
    .map((name) => name.replace(/\.schema\.json$/, ''))
    .sort();
  const sections = types.map((type) => {
    const schema = JSON.parse(
      readFileSync(path.join(schemaDir, 'blocks', `${type}.schema.json`), 'utf8'),
    ) as SchemaNode;
    const example = examples.get(type);
    return [
      `## \`${type}\``,
      '',
      schema.description ?? '',
      '',
      '| field | type | required | description |',
      '| --- | --- | --- | --- |',
      ...fieldRows(schema, common),
      '',
      ...(example ? ['Example:', '', '```yaml', stringify([example], { lineWidth: 110 }).trimEnd(), '```', ''] : []),
    ].join('\n');
  });
  return [
    BLOCK_REFERENCE_BANNER,
    '',
    '# Block reference',
    '',
    'Every block a page can list under `blocks:`. Each section gives the block type, what it is for, every field (nested fields',
    'with dotted paths; `[]` marks list items) and an example you can paste into a page. Links (`link`) accept in-site paths,',
    '`https:`, `mailto:` and `tel:` only.',
    '',
    ...types.map((type) => `- [\`${type}\`](#${type})`),
    '',
    ...sections,
  ].join('\n');
}
