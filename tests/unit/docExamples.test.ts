import { cpSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/engine/diagnostics/diagnostics';
import { formatDiagnostics } from '../../src/engine/diagnostics/diagnostics';
import { asPage, yamlExamples, type DocExample } from '../support/docExamples';
import { PROJECT_ROOT } from '../support/paths';
import { diagnoseEditedSite } from '../support/validateFixture';

const markdown = ['README.md', ...readdirSync(path.join(PROJECT_ROOT, 'docs')).map((name) => `docs/${name}`)].filter(
  (file) => file.endsWith('.md'),
);
const examples = markdown.flatMap((file) => yamlExamples(PROJECT_ROOT, file));
const isMistake = (example: DocExample) => example.flags.includes('mistake');

/**
 * Validates each example as a page of its own in one copy of the fixture site, with the real site's images (the
 * examples show them); the diagnostics by example.
 */
function validateAll(chosen: readonly DocExample[]): Map<DocExample, Diagnostic[]> {
  const files = new Map<string, DocExample>();
  const diagnostics = diagnoseEditedSite((pagesDir) => {
    cpSync(path.join(PROJECT_ROOT, 'public'), path.join(pagesDir, '../public'), { recursive: true });
    chosen.forEach((example, index) => {
      const page = asPage(example, `/doc-examples/example-${index + 1}`);
      if (page === undefined) return;
      const name = `doc-example-${index + 1}.yaml`;
      files.set(`pages/${name}`, example);
      writeFileSync(path.join(pagesDir, name), page);
    });
  });
  const byExample = new Map<DocExample, Diagnostic[]>([...files.values()].map((example) => [example, []]));
  for (const diagnostic of diagnostics) {
    const example = files.get(diagnostic.file);
    if (!example) throw new Error(`an example broke the site itself:\n${formatDiagnostics([diagnostic])}`);
    byExample.get(example)?.push(diagnostic);
  }
  return byExample;
}

describe('YAML examples in README.md and docs/', () => {
  it('finds the examples: the README page, every block in docs/blocks.md, every mistake and fix in docs/errors.md', () => {
    const pages = examples.filter((example) => asPage(example, '/x') !== undefined);
    expect(pages.some((example) => example.where.startsWith('README.md'))).toBe(true);
    expect(pages.filter((example) => example.where.startsWith('docs/blocks.md')).length).toBeGreaterThan(30);
    expect(pages.filter(isMistake).length).toBeGreaterThan(20);
  });

  it('every page or block example passes validation', () => {
    const failing = [...validateAll(examples.filter((example) => !isMistake(example)))].flatMap(
      ([example, diagnostics]) =>
        diagnostics.length > 0 ? [`${example.where}\n${formatDiagnostics(diagnostics)}`] : [],
    );
    expect(failing).toEqual([]);
  });

  it('every mistake in docs/errors.md that is a page or a block gives the message of its section', () => {
    const wrong = [...validateAll(examples.filter(isMistake))].flatMap(([example, diagnostics]) => {
      const code = /^(FW\d{3}) /.exec(example.heading)?.[1];
      return diagnostics.some((diagnostic) => diagnostic.code === code)
        ? []
        : [`${example.where} (${example.heading}) gives ${formatDiagnostics(diagnostics) || 'no message'}`];
    });
    expect(wrong).toEqual([]);
  });
});
