import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderErrorReference } from '../src/engine/codegen/errorReference.ts';

const root = path.resolve(import.meta.dirname, '..');
writeFileSync(path.join(root, 'docs/errors.md'), renderErrorReference());
console.log('wrote docs/errors.md');
