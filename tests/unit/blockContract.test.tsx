// @vitest-environment jsdom
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BlockList } from '../../src/app/BlockList';
import { renderPage } from '../../src/app/renderPage';
import { blockRegistry, type BlockRegistry, type BlockType } from '../../src/blocks/registry';
import { blockFields } from '../../src/engine/content/session/contentSet';
import { checkBlockRules } from '../../src/engine/content/rules/contentRules';
import { blockFolder } from '../../src/core/blockNaming';
import { loadSchemaRegistry } from '../../src/engine/content/schema/schemaRegistry';
import { parseYamlSource } from '../../src/engine/content/yaml/yamlSource';
import type { Block } from '../../src/generated/page';
import { PROJECT_ROOT, renderWithSite, site } from '../support/renderWithSite';
import { axeViolations } from '../support/axe';

const schemaDir = path.join(PROJECT_ROOT, 'schema');
const registry = loadSchemaRegistry(schemaDir);
const schemaTypes = readdirSync(path.join(schemaDir, 'blocks'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();

function exampleText(type: string): string {
  const folder = blockFolder(type);
  return readFileSync(path.join(PROJECT_ROOT, 'src/blocks', folder, `${folder}.example.yaml`), 'utf8');
}

function readExample(type: string): unknown {
  return parse(exampleText(type));
}

/** The example as the only block of a page, so the rules pages are held to can run on it. */
function exampleAsPage(type: string): string {
  const lines = exampleText(type).trimEnd().split('\n');
  return ['path: /example', 'blocks:', ...lines.map((line, index) => (index === 0 ? '  - ' : '    ') + line)].join(
    '\n',
  );
}

describe('block registry', () => {
  it('has exactly one entry per block schema', () => {
    expect(Object.keys(blockRegistry).sort()).toEqual(schemaTypes);
  });

  it('lists every block schema in the page schema', () => {
    const page = JSON.parse(readFileSync(path.join(schemaDir, 'page.schema.json'), 'utf8')) as {
      properties: { blocks: { items: { oneOf: { $ref: string }[] } } };
    };
    const referenced = page.properties.blocks.items.oneOf.map((branch) =>
      branch.$ref.replace(/^blocks\/|\.schema\.json$/g, ''),
    );
    expect(referenced.sort()).toEqual(schemaTypes);
  });
});

describe.each(schemaTypes)('block %s', (type) => {
  const folder = path.join(PROJECT_ROOT, 'src/blocks', blockFolder(type));

  it('follows the naming rule: schema, component folder, index and example', () => {
    const schema = registry.blockSchema(type);
    expect(schema?.$id).toBe(`blocks/${type}.schema.json`);
    expect((schema?.properties as { type: { const: string } }).type.const).toBe(type);
    for (const file of ['index.ts', `${blockFolder(type)}.tsx`, `${blockFolder(type)}.example.yaml`]) {
      expect(existsSync(path.join(folder, file)), file).toBe(true);
    }
  });

  it('has an example that validates against its schema', () => {
    const validate = registry.validateBlock(type);
    const valid = validate(readExample(type));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('has an example that meets the content rules every page block meets', () => {
    const parsed = parseYamlSource(
      `src/blocks/${blockFolder(type)}/${blockFolder(type)}.example.yaml`,
      exampleAsPage(type),
    );
    if (!parsed.ok) throw new Error(parsed.diagnostics.map((problem) => problem.message).join('\n'));
    const problems = checkBlockRules(parsed.source, (blockType) => blockFields(registry, blockType));
    expect(problems.map((problem) => `${problem.line}:${problem.column} ${problem.where}: ${problem.message}`)).toEqual(
      [],
    );
  });

  it('has an island module exactly when the registry says the whole block is an island', async () => {
    // Read as any entry the registry may hold, island or static, whatever today's entries happen to be.
    const entry = blockRegistry[type as BlockType] as BlockRegistry[BlockType];
    const islandFile = path.join(folder, `${blockFolder(type)}.island.tsx`);
    expect(existsSync(islandFile), `${blockFolder(type)}.island.tsx`).toBe(entry.runs !== 'static');
    if (entry.runs !== 'static') {
      const module = (await import(/* @vite-ignore */ islandFile)) as { default: unknown };
      expect(module.default).toBe(entry.island);
    }
  });

  it('renders its example on the server, every island with props the browser can read', () => {
    const block = readExample(type) as Block;
    const { body } = renderPage({ path: '/example', title: 'Example', description: 'Example', blocks: [block] }, site);
    const islands = [
      ...body.matchAll(/<fw-island data-island="([^"]+)"[^>]*><script type="application\/json">([^<]*)<\/script>/g),
    ];
    for (const [, name, props] of islands) expect(() => JSON.parse(props) as unknown, name).not.toThrow();
    if (blockRegistry[type as BlockType].runs !== 'static')
      expect(islands.map(([, name]) => name)).toContain(`blocks/${blockFolder(type)}/${blockFolder(type)}`);
  });

  it('renders its example with no accessibility violations', async () => {
    const block = readExample(type) as Block;
    const { container } = renderWithSite(
      <main>
        <h1>Block under test</h1>
        <BlockList blocks={[block]} />
      </main>,
    );
    expect(container.textContent?.length).toBeGreaterThan(0);
    expect(
      await axeViolations(container, {
        // jsdom computes no colours or layout; contrast is checked in Chromium by the browser tests.
        rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
      }),
    ).toEqual([]);
  });
});
