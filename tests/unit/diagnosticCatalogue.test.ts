import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { diagnostic } from '../../src/engine/diagnostics/diagnostics';
import { PROJECT_ROOT } from '../support/paths';

const ENGINE = path.join(PROJECT_ROOT, 'src/engine');
const DIAGNOSTICS = path.join(ENGINE, 'diagnostics');

const engineFiles = readdirSync(ENGINE, { recursive: true, encoding: 'utf8' })
  .filter((name) => name.endsWith('.ts'))
  .map((name) => path.join(ENGINE, name))
  .filter((file) => !file.startsWith(`${DIAGNOSTICS}${path.sep}`));

it('no engine file outside the catalogue writes a diagnostic of its own', () => {
  expect(engineFiles.length).toBeGreaterThan(20);
  const offences = engineFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const found = [
      // A diagnostic written out as an object literal, or a message or hint set or changed by hand.
      ...text.matchAll(/\bcode:\s*['"`]FW\d{3}/g),
      ...text.matchAll(/\.(?:message|hint)\s*(?:\+|\?\?)?=(?!=)/g),
      ...text.matchAll(/\bCatalogueText\b/g),
    ];
    return found.map((match) => `${path.relative(PROJECT_ROOT, file)}: ${match[0]}`);
  });
  expect(offences).toEqual([]);
});

it('words a diagnostic from its parameters', () => {
  const made = diagnostic(
    'FW102',
    { bytes: 600 * 1024, limit: 512 * 1024 },
    { file: 'pages/a.yaml', line: 1, column: 1 },
  );
  expect(made).toMatchObject({
    code: 'FW102',
    where: '',
    message: 'file is 600 KiB, over the 512 KiB limit',
    hint: 'Split the content over several pages. Files over the limit are refused before they are read.',
  });
});
