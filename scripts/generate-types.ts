import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderGeneratedTypes } from '../src/engine/codegen/generateTypes.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/generated');
const files = await renderGeneratedTypes(path.join(root, 'schema'));
for (const [name, source] of files) {
  writeFileSync(path.join(outDir, name), source);
  console.log(`wrote src/generated/${name}`);
}
