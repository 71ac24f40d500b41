import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../scripts/bench/budgets';
import { distDir } from './support';

describe('the HTML transfer budgets of the benchmark (scripts/bench/budgets.ts)', () => {
  it(`keeps the home page within ${LIMITS.homeHtmlGzipBytes} bytes of gzip and every other page within ${LIMITS.pageHtmlGzipBytes}`, () => {
    const pages = readdirSync(distDir()).filter((name) => name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    const over = pages
      .map((name) => ({ name, gzip: gzipSync(readFileSync(path.join(distDir(), name))).length }))
      .filter(({ name, gzip }) => gzip > (name === 'index.html' ? LIMITS.homeHtmlGzipBytes : LIMITS.pageHtmlGzipBytes));
    expect(over).toEqual([]);
  });
});
