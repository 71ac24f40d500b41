import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderBlockReference } from '../src/engine/codegen/blockReference.ts';
import {
  GENERATED_REGISTRY,
  PAGE_SCHEMA,
  renderBlockEntries,
  renderPageSchema,
} from '../src/engine/codegen/blockManifest.ts';
import { renderErrorReference } from '../src/engine/codegen/errorReference.ts';
import { GENERATED_ISLANDS, renderIslandModules } from '../src/engine/codegen/islandManifest.ts';
import { forgetSchemas } from '../src/engine/content/session/contentSet.ts';
import { renderGeneratedTypes } from '../src/engine/codegen/generateTypes.ts';
import { checkBlockSchemas } from '../src/engine/content/schema/blockSchemaRules.ts';
import { formatDiagnostics, isDiagnosticsError } from '../src/engine/diagnostics/diagnostics.ts';

/**
 * The one regeneration command, `npm run gen:blocks`: derives everything that lists the blocks or is written from
 * the schemas and the catalogue (src/engine/codegen/): the page schema's block union, the registry's entries, the
 * island modules, the types in src/generated/, docs/blocks.md and docs/errors.md. The block schemas are checked
 * first (schema/block.meta.schema.json; FW5xx). With `--check` nothing is written: each stale file is named, and
 * the command fails (`npm run lint` runs it so).
 */
const root = path.resolve(import.meta.dirname, '..');
const checkOnly = process.argv.includes('--check');

const problems = checkBlockSchemas({ root });
// The placeholders `npm run new:block` writes (its description, its example's text) are a reminder here, and an
// error for `npm run validate`.
const blocking = problems.filter(
  (problem) => problem.code !== 'FW407' && !(problem.code === 'FW502' && problem.params.rule === 'placeholder'),
);
if (problems.length > 0) console.error(formatDiagnostics(problems));
if (problems.some((problem) => problem.code === 'FW501')) process.exit(1);

async function render(): Promise<[file: string, text: string][]> {
  const outputs: [string, string][] = [
    [PAGE_SCHEMA, await renderPageSchema(root)],
    [GENERATED_REGISTRY, await renderBlockEntries(root)],
    [GENERATED_ISLANDS, await renderIslandModules(root)],
  ];
  // The types are compiled from the page schema just rendered, so it is written first when not checking only.
  if (!checkOnly) write(PAGE_SCHEMA, outputs[0][1]);
  forgetSchemas();
  for (const [name, source] of await renderGeneratedTypes(path.join(root, 'schema'))) {
    outputs.push([`src/generated/${name}`, source]);
  }
  outputs.push(['docs/blocks.md', `${renderBlockReference(root)}\n`], ['docs/errors.md', renderErrorReference()]);
  return outputs;
}

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

let outputs: [string, string][];
try {
  outputs = await render();
} catch (error) {
  if (!isDiagnosticsError(error)) throw error;
  console.error(error.message);
  process.exit(1);
}
if (checkOnly) {
  const stale = outputs.filter(
    ([file, text]) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), 'utf8') !== text,
  );
  for (const [file] of stale) console.error(`${file} is stale: run npm run gen:blocks`);
  if (stale.length > 0 || blocking.length > 0) process.exit(1);
  console.log(`gen:blocks --check: ${outputs.length} generated files up to date`);
} else {
  for (const [file, text] of outputs) {
    write(file, text);
    console.log(`wrote ${file}`);
  }
  if (blocking.length > 0) process.exit(1);
}
