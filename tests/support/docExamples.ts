import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A fenced YAML example in a Markdown file. */
export interface DocExample {
  /** Project-relative Markdown file and the line its fence opens on, such as README.md:29. */
  where: string;
  /** The words after ```yaml, such as `mistake`. */
  flags: string[];
  text: string;
  /** The nearest heading above the fence. */
  heading: string;
}

/** Every ```yaml fence in a Markdown file, with the heading it sits under. */
export function yamlExamples(root: string, file: string): DocExample[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const examples: DocExample[] = [];
  let heading = '';
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index];
    if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, '');
    const fence = /^```yaml(?:\s+(.*))?$/.exec(line);
    if (!fence) {
      if (line.startsWith('```')) while (index + 1 < lines.length && lines[++index] !== '```');
      continue;
    }
    const start = index;
    const body: string[] = [];
    while (index + 1 < lines.length && lines[index + 1] !== '```') body.push(lines[++index]);
    index += 1;
    examples.push({
      where: `${file}:${start + 1}`,
      flags: fence[1]?.split(/\s+/) ?? [],
      text: body.join('\n'),
      heading,
    });
  }
  return examples;
}

const firstLine = (text: string) => text.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';

/**
 * The example as a whole page at `address`: a page as it is (at that address), or one or more blocks (`- type: …`
 * or `type: …`) in a page that opens with a hero and closes with the not-a-bank notice a page needs when a block
 * mentions the FDIC (a hero example without an illustration gets `layout: text-only`); undefined for anything else
 * (a line or two of a block, the site file).
 */
export function asPage(example: DocExample, address: string): string | undefined {
  const { text } = example;
  if (/^path:/m.test(text) && /^blocks:/m.test(text)) return text.replace(/^path:.*$/m, `path: ${address}`);
  const first = firstLine(text);
  let blocks: string[];
  if (/^- type:/.test(first)) blocks = text.split('\n').map((line) => `  ${line}`);
  else if (/^type:/.test(first))
    blocks = text.split('\n').map((line) => (line === first ? `  - ${line}` : `    ${line}`));
  else return undefined;
  const opensWithHero = /^-? ?type: hero\s*$/.test(first);
  // A hero shown for another rule leaves out its illustration; the page says it has none, as a hero must.
  if (opensWithHero && !/^\s*(image|layout):/m.test(text)) {
    const heroLine = blocks.findIndex((line) => /type: hero\s*$/.test(line));
    blocks.splice(heroLine + 1, 0, '    layout: text-only');
  }
  return [
    `path: ${address}`,
    'title: Documentation example',
    'description: A page that holds one example from the documentation, so that a test can validate it.',
    'blocks:',
    ...(opensWithHero ? [] : ['  - type: hero', '    title: Documentation example', '    layout: text-only']),
    ...blocks,
    '  - type: notice',
    '    tone: legal',
    '    text: Fernwise is a financial technology company, not a bank.',
    '',
  ].join('\n');
}
