import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderBlockReference } from '../src/engine/codegen/blockReference.ts';

const root = path.resolve(import.meta.dirname, '..');
mkdirSync(path.join(root, 'docs'), { recursive: true });
writeFileSync(path.join(root, 'docs/blocks.md'), `${renderBlockReference(root)}\n`);
console.log('wrote docs/blocks.md');
