import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blockManifest,
  GENERATED_REGISTRY,
  PAGE_SCHEMA,
  renderBlockEntries,
  renderPageSchema,
} from '../../src/engine/codegen/blockManifest';
import { PROJECT_ROOT } from '../support/paths';

const read = (file: string) => readFileSync(path.join(PROJECT_ROOT, file), 'utf8');

describe('the block manifest', () => {
  it('finds every block by the naming rule: schema, folder and example', () => {
    const blocks = blockManifest(PROJECT_ROOT);
    expect(blocks.map((block) => block.type)).toContain('rate-table');
    expect(blocks.find((block) => block.type === 'rate-table')).toEqual({
      type: 'rate-table',
      name: 'RateTable',
      island: false,
    });
  });

  it.each([PAGE_SCHEMA, GENERATED_REGISTRY])(
    '%s is derived from the blocks and up to date (npm run gen:blocks)',
    async (file) => {
      const rendered =
        file === PAGE_SCHEMA ? await renderPageSchema(PROJECT_ROOT) : await renderBlockEntries(PROJECT_ROOT);
      expect(read(file)).toBe(rendered);
    },
  );

  describe('in a copy of the project', () => {
    let copy: string | undefined;
    afterEach(() => {
      if (copy) rmSync(copy, { recursive: true, force: true });
    });

    const projectCopy = () => {
      copy = mkdtempSync(path.join(tmpdir(), 'fernwise-manifest-'));
      for (const entry of ['schema', 'src/blocks', '.prettierrc.json']) {
        cpSync(path.join(PROJECT_ROOT, entry), path.join(copy, entry), { recursive: true });
      }
      return copy;
    };

    it('refuses a folder without a schema, and a schema without its folder', () => {
      const root = projectCopy();
      cpSync(path.join(root, 'src/blocks/Faq'), path.join(root, 'src/blocks/Faqs'), { recursive: true });
      cpSync(path.join(root, 'schema/blocks/faq.schema.json'), path.join(root, 'schema/blocks/rate-chart.schema.json'));
      expect(() => blockManifest(root)).toThrow(
        /src\/blocks\/Faqs\/ has no schema[\s\S]*block "rate-chart" lacks src\/blocks\/RateChart\/index\.ts/,
      );
    });

    it('lists a new block in the union and the registry, in type order, without touching anything else', async () => {
      const root = projectCopy();
      cpSync(path.join(root, 'src/blocks/Faq'), path.join(root, 'src/blocks/RateChart'), { recursive: true });
      cpSync(
        path.join(root, 'src/blocks/Faq/Faq.example.yaml'),
        path.join(root, 'src/blocks/RateChart/RateChart.example.yaml'),
      );
      cpSync(path.join(root, 'schema/blocks/faq.schema.json'), path.join(root, 'schema/blocks/rate-chart.schema.json'));
      const schema = await renderPageSchema(root);
      const lines = (text: string) => text.split('\n');
      const added = lines(schema).filter((line) => !lines(read(PAGE_SCHEMA)).includes(line));
      expect(added).toEqual(['          { "$ref": "blocks/rate-chart.schema.json" },']);
      const refs = lines(schema).filter((line) => line.includes('"$ref": "blocks/'));
      expect(refs.indexOf(added[0]) + 1).toBe(refs.findIndex((line) => line.includes('rate-table')));
      const entries = await renderBlockEntries(root);
      expect(entries).toContain("import { RateChart } from '../blocks/RateChart';");
      expect(entries).toContain("'rate-chart': { runs: 'static', component: RateChart },");
    });
  });
});
