import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compileIslandLoader,
  inlineIslandLoader,
  islandLoaderFile,
  linkedLoaderTag,
  ISLAND_LOADER_PLACE,
  withIslandLoader,
} from '../../src/engine/render/islandLoaderScript';
import { inlineJavaScript } from '../../src/engine/render/inlineScripts';
import { MAX_PAGE_GZIP_BYTES_WITH_INLINED, isWithinInliningLimit } from '../../src/engine/render/inliningLimit';
import { incompressibleText, longestPaddingWithin } from '../support/incompressible';
import { PROJECT_ROOT } from '../support/paths';

const RUNTIME = '/assets/index-AbCd1234.js';
const TEMPLATE = `<html><head>${ISLAND_LOADER_PLACE}</head><body><!--app-body--></body></html>`;

const outDir = mkdtempSync(path.join(tmpdir(), 'island-loader-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the islands loader script', () => {
  it('compiles to one script that fetches nothing but the runtime, and that only through import()', async () => {
    const code = await compileIslandLoader(PROJECT_ROOT, RUNTIME);
    expect(code).not.toMatch(/(^|[;}])\s*import\s*[{*\w]/);
    expect(code.match(/import\(/g)).toHaveLength(1);
    expect(code).toContain(`import(\`${RUNTIME}\`)`);
    expect(code).toContain('fw-island');
    expect(code.length).toBeLessThan(2000);
  });

  it('takes its place in the template', () => {
    const file = islandLoaderFile('console.log(1)');
    expect(file).toMatch(/^assets\/islands-loader-[\w-]{8}\.js$/);
    expect(withIslandLoader(TEMPLATE, linkedLoaderTag(file))).toBe(
      `<html><head><script type="module" crossorigin fetchpriority="low" src="/${file}"></script></head>` +
        '<body><!--app-body--></body></html>',
    );
    expect(() => withIslandLoader('<html></html>', '')).toThrow(/lacks <!--islands-loader-->/);
  });

  it('is written into a page that stays within the size limit, and stays a file for a longer one', async () => {
    const code = await compileIslandLoader(PROJECT_ROOT, RUNTIME);
    const file = islandLoaderFile(code);
    mkdirSync(path.join(outDir, 'assets'), { recursive: true });
    writeFileSync(path.join(outDir, file), code);
    const page = (filler: number) =>
      `<html><head>${linkedLoaderTag(file)}</head><body><p>${incompressibleText(filler)}</p></body></html>`;

    const short = inlineIslandLoader(page(1000), outDir);
    expect(short).not.toContain('islands-loader-');
    expect(inlineJavaScript(short)).toEqual([code]);
    expect(isWithinInliningLimit(short)).toBe(true);

    // A page 100 bytes under the limit, compressed: the loader adds more.
    const long = page(longestPaddingWithin(MAX_PAGE_GZIP_BYTES_WITH_INLINED - 100, page));
    expect(isWithinInliningLimit(long)).toBe(true);
    expect(inlineIslandLoader(long, outDir)).toBe(long);
  });
});
