import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { isPublished } from '../../src/core/routePaths';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { outlineOf, pageDataName } from '../../src/engine/content/session/pageData';
import { validateForBuild } from '../../src/engine/build/validateForBuild';

const root = path.resolve(import.meta.dirname, '../..');
const workDir = mkdtempSync(path.join(tmpdir(), 'validate-for-build-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Each file of `dir` with its text, by name. */
function filesIn(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(path.join(dir, name), 'utf8')]));
}

it('writes each published page as the content set holds it and outlines each valid page, in workers or not', async () => {
  // The real site plus every invalid fixture, so problems across files come out the same too.
  const pagesDir = path.join(workDir, 'pages');
  cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
  const invalid = path.join(root, 'tests/fixtures/invalid');
  for (const name of readdirSync(invalid)) cpSync(path.join(invalid, name), path.join(pagesDir, `invalid-${name}`));

  const content = loadContent({ root, pagesDir });
  const published = content.pages.filter(({ page }) => isPublished(page));
  expect(published.length).toBeLessThan(content.pages.length);
  const expected = Object.fromEntries(published.map(({ file, page }) => [pageDataName(file), JSON.stringify(page)]));

  for (const parallelFrom of [Infinity, 0]) {
    const pageDataDir = path.join(workDir, `data-${parallelFrom}`);
    const { site, diagnostics } = await validateForBuild({ root, pagesDir }, pageDataDir, parallelFrom);
    expect(diagnostics).toEqual(content.diagnostics);
    expect(site.site).toEqual(content.site);
    expect(site.pages).toEqual(content.pages.map(({ file, page }) => outlineOf(file, page)));
    expect(site.pageDataDir).toBe(pageDataDir);
    expect(filesIn(pageDataDir)).toEqual(expected);
  }
}, 60_000);
