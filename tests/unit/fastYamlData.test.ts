import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastYamlData } from '../../src/engine/content/yaml/fastYamlData';
import { parseWithFullParser } from '../../src/engine/content/yaml/yamlSource';

const root = path.resolve(import.meta.dirname, '../..');

function yamlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .map((name) => path.join(dir, name));
}

const corpus = [
  ...yamlFiles(path.join(root, 'pages')),
  ...yamlFiles(path.join(root, 'src/blocks')),
  ...yamlFiles(path.join(root, 'tests/fixtures')),
].map((file) => ({ file: path.relative(root, file), text: readFileSync(file, 'utf8') }));

/** The fast reader's promise: data only where the full parser has the same data, and none where it has a problem. */
function expectAgreement(text: string): 'fast' | 'left to the full parser' {
  const fast = fastYamlData(text);
  if (!fast) return 'left to the full parser';
  const full = parseWithFullParser('edited.yaml', text);
  expect(full.ok ? { data: full.source.data } : undefined, text).toEqual(fast);
  return 'fast';
}

describe('the fast YAML reader', () => {
  it('reads every plain scalar as the full parser does', () => {
    const scalars = [
      ...['12', '-7', '+3', '007', '0o17', '0o8', '0x1F', '0xG', '1_000', '0b101', '-0', '9007199254740993'],
      ...['1.50', '.5', '-.5', '+1.', '1e3', '1E-3', '.1e2', '1.5e', '.inf', '-.Inf', '+.INF', '.nan', '.NaN', 'nan'],
      ...['true', 'True', 'TRUE', 'tRue', 'false', 'yes', 'no', 'on', 'off', 'y', '~', 'null', 'Null', 'NULL', 'nULL'],
      ...['2026-01-01', '2026-01-01T10:00:00Z', '1:20', '12:30:00', '$9.99', '4.00%', '1,000', '0.3', "'12'", '"true"'],
    ];
    for (const scalar of scalars) expect(expectAgreement(`value: ${scalar}\n`), scalar).toBe('fast');
    expect(expectAgreement('empty:\n')).toBe('fast');
  });

  it(`agrees with the full parser on every YAML file of the project (${corpus.length} files)`, () => {
    const ways = corpus.map(({ text }) => expectAgreement(text));
    // The fast reader must take the common case, or it is not worth having.
    expect(ways.filter((way) => way === 'fast').length).toBeGreaterThan(corpus.length * 0.8);
  });

  it('leaves to the full parser what it does not read itself', () => {
    const left = [
      'a: &x 1\nb: *x\n',
      'a: !!str 12\n',
      '%YAML 1.2\n---\na: 1\n',
      '? a\n: 1\n',
      'a:\n  <<: {b: 1}\n',
      'a:\n\tb: 1\n',
      'a: 1\na: 2\n',
      'a: 1\n---\nb: 2\n',
      '',
      '~\n',
      '__proto__: 1\n',
      'a: "unclosed\n',
      // Each of these was read by the fast parser differently from the full one, found by the seeded edits.
      'a:\n  b: { c: 1,\n d: 2 }\n',
      "a:\n  b: 'two\nlines'\n",
      'a: [b]#c\n',
      '---# comment\na: 1\n',
      'a: [{ b: 1, c }: d]\n',
      'a: [: b]\n',
      'a: { b: ,[c] }\n',
      'a:\n  - 1\n  -\n- 2\n',
    ];
    for (const text of left) expect(fastYamlData(text), text).toBeUndefined();
  });

  it('never accepts a broken file the full parser refuses, nor reads one differently (1,500 seeded edits)', () => {
    let seed = 20261123;
    const random = (below: number) => {
      // A small linear congruential generator, so every run makes the same edits.
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    const pieces = [
      '\t',
      '&',
      '*',
      '!',
      '%',
      '?',
      '---',
      '\n- ',
      '\\',
      "''",
      ':',
      ' ',
      '\n',
      '-',
      '#',
      '"',
      "'",
      '[',
      ']',
      '{',
      '}',
      '|',
      '>',
      ',',
      '  ',
      ': x',
      '- ',
      '\n  ',
    ];
    const pages = corpus.filter(({ file }) => file.startsWith('pages'));
    const ways = new Map<string, number>();
    for (let edit = 0; edit < 1500; edit += 1) {
      const { text } = pages[random(pages.length)];
      const at = random(text.length);
      const edited =
        random(2) === 0
          ? text.slice(0, at) + pieces[random(pieces.length)] + text.slice(at)
          : text.slice(0, at) + text.slice(at + 1 + random(3));
      const way = expectAgreement(edited);
      ways.set(way, (ways.get(way) ?? 0) + 1);
    }
    // Both outcomes occur, so the comparison is exercised on each side.
    expect(ways.get('fast')).toBeGreaterThan(100);
    expect(ways.get('left to the full parser')).toBeGreaterThan(100);
  });
});
