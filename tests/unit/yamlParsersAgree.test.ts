import { describe, expect, it } from 'vitest';
import { fastYamlData } from '../../src/engine/content/yaml/fastYamlData';
import { parseWithFullParser, parseYamlSource } from '../../src/engine/content/yaml/yamlSource';

/** The data `parseYamlSource` reads, or the codes of its problems. */
function read(text: string): unknown {
  const result = parseYamlSource('pages/p.yaml', text);
  return result.ok ? result.source.data : result.diagnostics.map((diagnostic) => diagnostic.code);
}

/** A comment with a tab in it: the fast reader leaves such a file to the full parser. */
const TAB_COMMENT = '# a\tcomment\n';

describe('one reading of a YAML file, whichever parser reads it', () => {
  it('reads a null key as the same text whatever else the file contains (issue 43)', () => {
    const text = 'rows:\n  - { null: None }\n';
    expect(read(text)).toEqual({ rows: [{ null: 'None' }] });
    expect(read(text + TAB_COMMENT)).toEqual(read(text));
    expect(read(TAB_COMMENT + text)).toEqual(read(text));
    for (const key of ['~', 'Null', 'NULL']) {
      const variant = `rows:\n  - { ${key}: None }\n`;
      expect(read(variant + TAB_COMMENT), key).toEqual(read(variant));
    }
  });

  it('agrees on 2,000 generated documents, and a tab in a comment changes nothing', () => {
    let seed = 20261128;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const pick = <T>(items: readonly T[]): T => items[random(items.length)];
    const keys = [
      ...['title', 'id', 'null', '~', 'Null', 'NULL', 'true', 'False', '1', '007', '0o17', '0x1F', '1.50', '.5'],
      ...['-1', '.inf', '.nan', '"null"', "'~'", '"1"', 'yes', 'on', '2026-01-01', 'a b', 'a-b', '$x', '4.00%'],
    ];
    const scalars = [
      ...['None', 'null', '~', '', 'true', 'TRUE', 'no', '12', '-7', '1.50', '1e3', '0o8', '0x1F', '.Inf', '.NaN'],
      ...[
        '"quoted"',
        "'single'",
        '"12"',
        'Save with a plan',
        '2026-02-30',
        '$9.99',
        '1,000',
        'a: b'.replace(': ', ':'),
      ],
    ];
    let fast = 0;
    for (let count = 0; count < 2000; count += 1) {
      const lines: string[] = [];
      const used = new Set<string>();
      const entries = 1 + random(5);
      for (let entry = 0; entry < entries; entry += 1) {
        const key = pick(keys);
        if (used.has(key)) continue;
        used.add(key);
        const shape = random(4);
        if (shape === 0) lines.push(`${key}: ${pick(scalars)}`);
        else if (shape === 1) lines.push(`${key}: { ${pick(keys)}: ${pick(scalars)} }`);
        else if (shape === 2) lines.push(`${key}:`, `  - ${pick(scalars)}`, `  - { ${pick(keys)}: ${pick(scalars)} }`);
        else lines.push(`${key}:`, `  ${pick(keys)}: ${pick(scalars)}`);
      }
      const text = `${lines.join('\n')}\n`;
      const quick = fastYamlData(text);
      const full = parseWithFullParser('pages/p.yaml', text);
      if (quick) {
        fast += 1;
        expect(full.ok ? full.source.data : 'refused', text).toEqual(quick.data);
      }
      expect(read(text + TAB_COMMENT), text).toEqual(read(text));
    }
    // The generated documents mostly take the fast way, or they test nothing.
    expect(fast).toBeGreaterThan(1000);
  });
});
