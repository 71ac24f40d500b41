import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { renderGeneratedTypes } from '../../src/engine/codegen/generateTypes';
import { PROJECT_ROOT } from '../support/paths';

it('src/generated matches the schemas (run `npm run gen:blocks` after editing a schema)', async () => {
  const expected = await renderGeneratedTypes(path.join(PROJECT_ROOT, 'schema'));
  for (const [file, source] of expected) {
    const onDisk = readFileSync(path.join(PROJECT_ROOT, 'src/generated', file), 'utf8');
    expect(onDisk, `src/generated/${file} is stale`).toBe(source);
  }
});
