import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import { blockCatalogue } from '../../src/engine/codegen/blockCatalogue.ts';
import { loadContent } from '../../src/engine/content/session/contentSet.ts';

/** Blocks that do not make a plain content page: the hero opens every page, the catalogue loads every block. */
const NOT_REPEATED = new Set(['hero', 'block-catalogue']);
const BLOCKS_PER_PAGE = 3;

type Block = Record<string, unknown> & { type: string };

export interface ExampleSet {
  examples: Block[];
  /** Block types whose example a page may not carry as it stands, with the validator's first complaint. */
  left: { type: string; reason: string }[];
}

function copyRealPages(root: string, targetDir: string): number {
  mkdirSync(targetDir, { recursive: true });
  const realPages = path.join(root, 'pages');
  const names = readdirSync(realPages).filter((name) => name.endsWith('.yaml'));
  for (const name of names) copyFileSync(path.join(realPages, name), path.join(targetDir, name));
  return names.filter((name) => name !== '_site.yaml').length;
}

function writePage(file: string, page: Record<string, unknown>): void {
  writeFileSync(file, `# yaml-language-server: $schema=../schema/page.schema.json\n${stringify(page)}`);
}

function syntheticPage(pathName: string, title: string, description: string, blocks: Block[]): Record<string, unknown> {
  // Illustrated, as every real hero is.
  const hero = { type: 'hero', title, image: { src: '/images/hero-growth.svg', alt: 'A savings balance rising.' } };
  return { path: pathName, title, description, noindex: true, blocks: [hero, ...blocks] };
}

/**
 * The block examples a page can carry: each is tried on a page of its own beside the real pages, and left out
 * when the validator's cross-file content rules (dates on rates, disclaimers…) reject it there.
 */
export function pageReadyExamples(root: string, probeDir: string): ExampleSet {
  rmSync(probeDir, { recursive: true, force: true });
  copyRealPages(root, probeDir);
  const candidates = blockCatalogue(root)
    .filter((entry) => !NOT_REPEATED.has(entry.type))
    .map((entry) => entry.example as Block);
  for (const example of candidates) {
    const description = `A probe page that carries the ${example.type} block example, to check it passes validation.`;
    writePage(
      path.join(probeDir, `probe-${example.type}.yaml`),
      syntheticPage(`/probe/${example.type}`, `Probe ${example.type}`, description, [example]),
    );
  }
  const { diagnostics } = loadContent({ root, pagesDir: probeDir });
  rmSync(probeDir, { recursive: true, force: true });
  const left = candidates.flatMap((example) => {
    const problem = diagnostics.find((diagnostic) => diagnostic.file.endsWith(`/probe-${example.type}.yaml`));
    return problem ? [{ type: example.type, reason: problem.message }] : [];
  });
  const leftTypes = new Set(left.map((entry) => entry.type));
  return { examples: candidates.filter((example) => !leftTypes.has(example.type)), left };
}

/** The address of the nth synthetic page (1-based): /synthetic/page-0001. */
function syntheticPath(index: number): string {
  return `/synthetic/page-${String(index).padStart(4, '0')}`;
}

/** The title of the nth synthetic page (1-based). */
function syntheticTitle(index: number): string {
  return `Synthetic page ${index}`;
}

/** The address and title of each of `count` synthetic pages, as writeSyntheticPages writes them. */
export function syntheticPageHeads(count: number): { path: string; title: string }[] {
  return Array.from({ length: count }, (_, at) => ({ path: syntheticPath(at + 1), title: syntheticTitle(at + 1) }));
}

/**
 * Fills `targetDir` with the real pages plus `count` synthetic ones: each a hero and three block examples,
 * taken in turn so every example appears. Their links are the examples' own, which lead to real pages.
 * Returns the number of page files written, the site file left out.
 */
export function writeSyntheticPages(
  root: string,
  targetDir: string,
  count: number,
  examples: readonly Block[],
): number {
  const realPages = copyRealPages(root, targetDir);
  for (let index = 1; index <= count; index += 1) {
    const blocks = Array.from(
      { length: BLOCKS_PER_PAGE },
      (_, slot) => examples[((index - 1) * BLOCKS_PER_PAGE + slot) % examples.length],
    );
    const description = `Generated page ${index} of ${count}: block examples repeated to measure how validation and the build scale.`;
    writePage(
      path.join(targetDir, `synthetic-page-${String(index).padStart(4, '0')}.yaml`),
      syntheticPage(syntheticPath(index), syntheticTitle(index), description, blocks),
    );
  }
  return realPages + count;
}
