import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DIAGNOSTIC_CATALOGUE, DIAGNOSTIC_CODES } from '../../src/engine/diagnostics/diagnosticCodes';
import { renderErrorReference } from '../../src/engine/codegen/errorReference';
import { PROJECT_ROOT } from '../support/paths';

it('docs/errors.md matches the catalogue (run `npm run gen:blocks` after changing it)', () => {
  expect(readFileSync(path.join(PROJECT_ROOT, 'docs/errors.md'), 'utf8')).toBe(renderErrorReference());
});

it('every code in the catalogue is pinned by a message test against the fixture site', () => {
  const tests = readFileSync(path.join(PROJECT_ROOT, 'tests/unit/validationMessages.test.ts'), 'utf8');
  const pinned = new Set([...tests.matchAll(/:\d+:\d+ {2}(FW\d{3}) /g)].map((match) => match[1]));
  expect(DIAGNOSTIC_CODES.filter((code) => !pinned.has(code))).toEqual([]);
});

it.each(DIAGNOSTIC_CODES)('%s has a title, a message, a hint and an example', (code) => {
  const entry = DIAGNOSTIC_CATALOGUE[code];
  for (const text of [entry.title, entry.message, entry.hint, entry.example.mistake, entry.example.fix]) {
    expect(text.trim()).not.toBe('');
  }
  expect(entry.example.mistake).not.toBe(entry.example.fix);
});
