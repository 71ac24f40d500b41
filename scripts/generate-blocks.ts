import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderBlockReference } from '../src/engine/codegen/blockReference.ts';
import {
  GENERATED_REGISTRY,
  PAGE_SCHEMA,
  renderBlockEntries,
  renderPageSchema,
} from '../src/engine/codegen/blockManifest.ts';
import { GENERATED_ISLANDS, renderIslandModules } from '../src/engine/codegen/islandManifest.ts';
import { forgetSchemas } from '../src/engine/content/session/contentSet.ts';
import { renderGeneratedTypes } from '../src/engine/codegen/generateTypes.ts';

/**
 * Derives everything that lists the blocks from the blocks themselves (src/engine/codegen/blockManifest.ts): the page
 * schema's block union, the registry's entries, the island modules, the types, and docs/blocks.md.
 */
const root = path.resolve(import.meta.dirname, '..');
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
  console.log(`wrote ${file}`);
};
write(PAGE_SCHEMA, await renderPageSchema(root));
write(GENERATED_REGISTRY, await renderBlockEntries(root));
write(GENERATED_ISLANDS, await renderIslandModules(root));
forgetSchemas();
for (const [name, source] of await renderGeneratedTypes(path.join(root, 'schema')))
  write(`src/generated/${name}`, source);
write('docs/blocks.md', `${renderBlockReference(root)}\n`);
