import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { renderBlockReference } from '../../src/engine/codegen/blockReference';
import { PROJECT_ROOT } from '../support/paths';

it('docs/blocks.md matches the schemas and examples (run `npm run gen:blocks` after changing them)', () => {
  const onDisk = readFileSync(path.join(PROJECT_ROOT, 'docs/blocks.md'), 'utf8');
  expect(onDisk).toBe(`${renderBlockReference(PROJECT_ROOT)}\n`);
});
