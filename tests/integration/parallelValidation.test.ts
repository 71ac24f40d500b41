import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { loadContentInParallel } from '../../src/engine/content/session/loadContentInParallel';
import { startReadFilesPool } from '../../src/engine/content/session/readFilesPool';

const root = path.resolve(import.meta.dirname, '../..');
const pagesDir = mkdtempSync(path.join(tmpdir(), 'parallel-validation-'));
afterAll(() => rmSync(pagesDir, { recursive: true, force: true }));

it('finds the same pages and the same problems, in the same order, when files are read by workers', async () => {
  // The real site plus every invalid fixture: problems of each kind, in one file and across files.
  cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
  const invalid = path.join(root, 'tests/fixtures/invalid');
  for (const name of readdirSync(invalid)) cpSync(path.join(invalid, name), path.join(pagesDir, `invalid-${name}`));

  const inProcess = loadContent({ root, pagesDir });
  expect(inProcess.diagnostics.length).toBeGreaterThan(50);
  // Both ways back from the workers: every page's data sent, or summaries and data parsed again on demand.
  for (const pageData of ['sent', 'on demand'] as const) {
    // The summaries' way with workers started beforehand, as `npm run validate` starts them.
    const pool = pageData === 'on demand' ? startReadFilesPool() : undefined;
    // Tasks of a few files: this process and the worker take many each, in an order that varies from run to run.
    const inWorkers = await loadContentInParallel({ root, pagesDir }, 0, { pageData, pool, filesPerTask: 3 });
    expect(inWorkers.diagnostics).toEqual(inProcess.diagnostics);
    expect(inWorkers.pages).toEqual(inProcess.pages);
    expect(inWorkers.site).toEqual(inProcess.site);
  }
}, 60_000);
