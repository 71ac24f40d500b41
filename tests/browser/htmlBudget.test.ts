import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../scripts/bench/budgets';
import { distDir } from './support';

describe('the home page HTML budget of the benchmark (scripts/bench/budgets.ts)', () => {
  it(`is at most ${LIMITS.homeHtmlBytes} bytes, uncompressed`, () => {
    expect(statSync(path.join(distDir(), 'index.html')).size).toBeLessThanOrEqual(LIMITS.homeHtmlBytes);
  });
});
