import axe from 'axe-core';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BlockList } from '../../src/blocks/BlockList';
import { blockLoaders, loadBlocks, type BlockType } from '../../src/blocks/registry';
import { blockFolder } from '../../src/engine/prerender';
import { loadSchemaRegistry } from '../../src/engine/schemaRegistry';
import type { Block } from '../../src/generated/page';
import { PROJECT_ROOT, renderWithSite } from '../support/renderWithSite';

const schemaDir = path.join(PROJECT_ROOT, 'schema');
const registry = loadSchemaRegistry(schemaDir);
const schemaTypes = readdirSync(path.join(schemaDir, 'blocks'))
  .filter((name) => name.endsWith('.schema.json'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();

function readExample(type: string): unknown {
  const folder = blockFolder(type);
  return parse(readFileSync(path.join(PROJECT_ROOT, 'src/blocks', folder, `${folder}.example.yaml`), 'utf8'));
}

describe('block registry', () => {
  it('has exactly one loader per block schema', () => {
    expect(Object.keys(blockLoaders).sort()).toEqual(schemaTypes);
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

  it('renders its example with no accessibility violations', async () => {
    const block = readExample(type) as Block;
    const components = await loadBlocks([type as BlockType]);
    const { container } = renderWithSite(
      <main>
        <h1>Block under test</h1>
        <BlockList blocks={[block]} components={components} />
      </main>,
    );
    expect(container.textContent?.length).toBeGreaterThan(0);
    const results = await axe.run(container, {
      // jsdom computes no colours or layout; contrast is checked in Chromium by the browser tests.
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
