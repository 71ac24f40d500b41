import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { editYaml } from '../../src/engine/editor/yamlEdit';
import { PROJECT_ROOT } from '../support/paths';

interface Data {
  blocks?: Record<string, unknown>[];
  [key: string]: unknown;
}

const PAGES = path.join(PROJECT_ROOT, 'pages');
const files = readdirSync(PAGES)
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((name) => {
    const text = readFileSync(path.join(PAGES, name), 'utf8');
    return { name, text, data: parseDocument(text).toJSON() as Data };
  });
const pages = files.filter((file) => Array.isArray(file.data.blocks) && file.data.blocks.length >= 2);

/** The lines of `after` that are not lines of `before` at the same place, and the other way round. */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  const changed: string[] = [];
  for (let at = 0; at < Math.max(a.length, b.length); at += 1) if (a[at] !== b[at]) changed.push(b[at] ?? '');
  return changed;
}

/** The text of block `index` in a file: from the quiet lines above its dash to the next block's. */
function blockText(text: string, index: number): string {
  const document = parseDocument(text);
  const blocks = document.get('blocks', true) as { items: { range: [number, number, number] }[] };
  const starts = blocks.items.map((item) => {
    let start = text.lastIndexOf('\n', item.range[0]) + 1;
    for (;;) {
      const previous = text.lastIndexOf('\n', start - 2) + 1;
      const line = text.slice(previous, start).trim();
      if (start === 0 || !(line === '' || line.startsWith('#'))) return start;
      start = previous;
    }
  });
  return text
    .slice(starts[index], starts[index + 1] ?? text.length)
    .replace(/^\s*\n/, '')
    .trimEnd();
}

describe('saving a page through the Document API', () => {
  it('is run over every file in pages/', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(pages.length).toBeGreaterThan(30);
  });

  it.each(files.map((file) => [file.name, file] as const))('%s: no change leaves it byte-identical', (_, file) => {
    expect(editYaml(file.text, file.data)).toBe(file.text);
    const origins = file.data.blocks?.map((_block, at) => at);
    expect(editYaml(file.text, file.data, origins)).toBe(file.text);
  });

  it.each(pages.map((file) => [file.name, file] as const))('%s: one field changed is one line changed', (_, file) => {
    const data = structuredClone(file.data);
    const blocks = data.blocks ?? [];
    blocks[0].title = 'A title the test wrote';
    const after = editYaml(
      file.text,
      data,
      blocks.map((_block, at) => at),
    );
    expect(after.split('\n')).toHaveLength(file.text.split('\n').length);
    expect(changedLines(file.text, after)).toEqual([
      expect.stringMatching(/^\s+title: (A title the test wrote|'A title the test wrote')$/),
    ]);
    expect(parseDocument(after).toJSON()).toEqual(data);
  });

  it.each(pages.map((file) => [file.name, file] as const))(
    '%s: a moved block takes its lines and comments along; a deleted one leaves',
    (_, file) => {
      const data = structuredClone(file.data);
      const blocks = data.blocks ?? [];
      const last = blocks.length - 1;
      // The last block moves up to second place.
      const moved = [blocks[0], blocks[last], ...blocks.slice(1, last)];
      const origins = [0, last, ...blocks.slice(1, last).map((_block, at) => at + 1)];
      const after = editYaml(file.text, { ...data, blocks: moved }, origins);
      expect(parseDocument(after).toJSON()).toEqual({ ...data, blocks: moved });
      expect(blockText(after, 1)).toBe(blockText(file.text, last));
      expect(after.split('\n').sort()).toEqual(file.text.split('\n').sort());
      // Deleting the second block removes its lines, and nothing else.
      const deleted = editYaml(file.text, { ...data, blocks: [blocks[0], ...blocks.slice(2)] }, [
        0,
        ...blocks.slice(2).map((_block, at) => at + 2),
      ]);
      const expected = file.text.replace(`${blockText(file.text, 1)}\n`, '').replace(/\n\n\n/, '\n\n');
      expect(deleted).toBe(blocks.length === 2 ? `${expected.trimEnd()}\n` : expected);
    },
  );

  it.each(pages.map((file) => [file.name, file] as const))(
    '%s: a block added from an example is appended in the file’s indentation',
    (_, file) => {
      const example = parseDocument(
        readFileSync(path.join(PROJECT_ROOT, 'src/blocks/Faq/Faq.example.yaml'), 'utf8'),
      ).toJSON() as Record<string, unknown>;
      const data = structuredClone(file.data);
      const blocks = [...(data.blocks ?? []), example];
      const after = editYaml(file.text, { ...data, blocks }, [...blocks.slice(0, -1).map((_block, at) => at), null]);
      expect(after.startsWith(file.text.trimEnd())).toBe(true);
      expect(parseDocument(after).toJSON()).toEqual({ ...data, blocks });
      const dash = /^( *)- type: /m.exec(file.text)?.[1] ?? '';
      expect(after.slice(file.text.trimEnd().length)).toMatch(
        new RegExp(`^\\n+${dash}- type: faq\\n${dash}  heading: `),
      );
    },
  );

  it('keeps a comment above a moved block with it, and a changed quoted scalar keeps its quotes', () => {
    const text = [
      'path: /x',
      "title: 'Quoted title'",
      'blocks:',
      '  # the hero',
      '  - type: hero',
      '    title: Hello # inline',
      '',
      '  # the faq, second',
      '  - type: faq',
      '    heading: "Questions"',
      '',
    ].join('\n');
    const data = parseDocument(text).toJSON() as Data;
    const blocks = data.blocks ?? [];
    const swapped = editYaml(text, { ...data, blocks: [blocks[1], blocks[0]] }, [1, 0]);
    expect(swapped).toContain('  # the faq, second\n  - type: faq\n    heading: "Questions"\n');
    expect(swapped.indexOf('# the faq')).toBeLessThan(swapped.indexOf('# the hero'));
    const retitled = editYaml(text, {
      ...data,
      title: "It's new",
      blocks: [{ ...blocks[0], title: 'Bye' }, blocks[1]],
    });
    expect(retitled).toContain("title: 'It''s new'\n");
    expect(retitled).toContain('    title: Bye # inline\n');
  });

  it('moves the first block down and another to the top with a blank line between, and duplicates a block', () => {
    const text = 'blocks:\n  - type: hero # one\n    title: A\n\n  # two\n  - type: faq\n    heading: Q\n';
    const data = parseDocument(text).toJSON() as Data;
    const blocks = data.blocks ?? [];
    expect(editYaml(text, { blocks: [blocks[1], blocks[0]] }, [1, 0])).toBe(
      'blocks:\n  # two\n  - type: faq\n    heading: Q\n\n  - type: hero # one\n    title: A\n',
    );
    expect(editYaml(text, { blocks: [blocks[0], blocks[0], blocks[1]] }, [0, 0, 1])).toBe(
      'blocks:\n  - type: hero # one\n    title: A\n\n  - type: hero # one\n    title: A\n\n  # two\n  - type: faq\n    heading: Q\n',
    );
  });

  it('writes an emptied list or mapping, a new key and a removed key in place', () => {
    const text = 'a: 1\nlist:\n  - x # first\n  - y\nmap:\n  k: v\n# the end\nb: 2\n';
    expect(editYaml(text, { a: 1, list: [], map: { k: 'v' }, b: 2 })).toBe(
      'a: 1\nlist: []\nmap:\n  k: v\n# the end\nb: 2\n',
    );
    expect(editYaml(text, { a: 1, list: ['x', 'z'], map: {}, b: 2 })).toBe(
      'a: 1\nlist:\n  - x # first\n  - z\nmap: {}\n# the end\nb: 2\n',
    );
    expect(editYaml(text, { a: 1, list: ['x', 'y'], map: { k: 'v', n: '2019' }, b: 2, c: true })).toBe(
      "a: 1\nlist:\n  - x # first\n  - y\nmap:\n  k: v\n  n: '2019'\n# the end\nb: 2\nc: true\n",
    );
    expect(editYaml(text, { list: ['x', 'y'], map: { k: 'v' }, b: 2 })).toBe(
      'list:\n  - x # first\n  - y\nmap:\n  k: v\n# the end\nb: 2\n',
    );
  });

  it('refuses to give a text that would not read back as the data', () => {
    expect(() => editYaml('a: [1, 2\n', { a: 1 })).not.toThrow();
    expect(editYaml('a: 1 # one\nb: 2\n', { a: 3, b: 2 })).toBe('a: 3 # one\nb: 2\n');
  });
});
