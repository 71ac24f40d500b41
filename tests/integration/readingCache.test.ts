import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContentWithCache } from '../../src/engine/content/session/cachedContent';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { openReadingCache, readingCacheKey, type ReadingCache } from '../../src/engine/content/session/readingCache';
import { pageFileNames, startReadFilesPool } from '../../src/engine/content/session/readFilesPool';

const root = path.resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'reading-cache-'));
const pagesDir = path.join(scratch, 'pages');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The cache of `dir`, counting what the run asks of it. */
function countingCache(dir: string): { cache: ReadingCache; found: () => number; read: () => number } {
  const cache = openReadingCache(dir, 'test-key');
  let found = 0;
  let read = 0;
  return {
    cache: {
      get empty() {
        return cache.empty;
      },
      lookup(name, text) {
        const summary = cache.lookup(name, text);
        if (summary) found += 1;
        return summary;
      },
      remember(name, summary, digest) {
        read += 1;
        cache.remember(name, summary, digest);
      },
      save: (names) => cache.save(names),
    },
    found: () => found,
    read: () => read,
  };
}

describe('validation with the readings of the last run', () => {
  beforeAll(() => {
    // The real site plus every invalid fixture: problems of each kind, in one file and across files.
    cpSync(path.join(root, 'pages'), pagesDir, { recursive: true });
    const invalid = path.join(root, 'tests/fixtures/invalid');
    for (const name of readdirSync(invalid)) cpSync(path.join(invalid, name), path.join(pagesDir, `invalid-${name}`));
  });

  // In this process, and in a worker with this process (from 0 files on).
  for (const parallelFrom of [Number.POSITIVE_INFINITY, 0]) {
    const how = parallelFrom === 0 ? 'in workers' : 'in this process';
    it(`finds what a run without the cache finds, first and again, reading only what changed (${how})`, async () => {
      const cacheDir = path.join(scratch, `cache-${parallelFrom}`);
      const files = pageFileNames(pagesDir).length;
      const run = async () => {
        const counting = countingCache(cacheDir);
        const pool = parallelFrom === 0 ? startReadFilesPool() : undefined;
        const content = await loadContentWithCache({ root, pagesDir }, counting.cache, { parallelFrom, pool });
        return { content, found: counting.found(), read: counting.read() };
      };
      const expected = loadContent({ root, pagesDir });
      expect(expected.diagnostics.length).toBeGreaterThan(50);

      const first = await run();
      expect(first.found).toBe(0);
      expect(first.content).toEqual(expected);

      const again = await run();
      expect(again.found).toBe(files);
      expect(again.read).toBe(0);
      expect(again.content.diagnostics).toEqual(expected.diagnostics);
      expect(again.content.pages).toEqual(expected.pages);
      expect(again.content.site).toEqual(expected.site);

      // One page changes: it alone is read again, and what it breaks elsewhere (links to its old path) shows.
      const about = path.join(pagesDir, 'about.yaml');
      const original = readFileSync(about, 'utf8');
      writeFileSync(about, original.replace(/^path: \/about$/m, 'path: /about-us'));
      try {
        const changed = await run();
        expect(changed.read).toBe(1);
        expect(changed.found).toBe(files - 1);
        expect(changed.content).toEqual(loadContent({ root, pagesDir }));
        expect(changed.content.diagnostics).not.toEqual(expected.diagnostics);
      } finally {
        writeFileSync(about, original);
      }
      const restored = await run();
      expect(restored.content).toEqual(expected);
    }, 60_000);
  }

  it('starts empty from a damaged cache or one kept under another key', async () => {
    const cacheDir = path.join(scratch, 'cache-damaged');
    const cache = openReadingCache(cacheDir, 'test-key');
    await loadContentWithCache({ root, pagesDir }, cache);
    expect(openReadingCache(cacheDir, 'test-key').empty).toBe(false);
    expect(openReadingCache(cacheDir, 'another-key').empty).toBe(true);
    writeFileSync(path.join(cacheDir, 'test-key.bin'), 'not a cache');
    const damaged = openReadingCache(cacheDir, 'test-key');
    expect(damaged.empty).toBe(true);
    expect(await loadContentWithCache({ root, pagesDir }, damaged)).toEqual(loadContent({ root, pagesDir }));
  });
});

describe('readingCacheKey', () => {
  it('changes with the engine, the schemas, the lockfile and the folder, not with the pages', () => {
    const project = path.join(scratch, 'project');
    mkdirSync(path.join(project, 'src/engine'), { recursive: true });
    mkdirSync(path.join(project, 'schema'), { recursive: true });
    mkdirSync(path.join(project, 'pages'), { recursive: true });
    writeFileSync(path.join(project, 'src/engine/rules.ts'), 'export const rule = 1;');
    writeFileSync(path.join(project, 'schema/page.schema.json'), '{}');
    writeFileSync(path.join(project, 'package-lock.json'), '{}');
    const key = () => readingCacheKey(project, path.join(project, 'pages'));
    const first = key();
    writeFileSync(path.join(project, 'pages/home.yaml'), 'title: Home');
    expect(key()).toBe(first);
    const changes: [string, string][] = [
      ['src/engine/rules.ts', 'export const rule = 2;'],
      ['schema/page.schema.json', '{"type":"object"}'],
      ['package-lock.json', '{"lockfileVersion":3}'],
      ['src/core/new.ts', 'export {};'],
    ];
    const seen = new Set([first]);
    for (const [file, text] of changes) {
      mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      writeFileSync(path.join(project, file), text);
      seen.add(key());
    }
    expect(seen.size).toBe(changes.length + 1);
    expect(readingCacheKey(project, path.join(project, 'other-pages'))).not.toBe(key());
  });
});
