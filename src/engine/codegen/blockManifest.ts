import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { blockFolder } from '../../core/blockNaming.ts';

/**
 * One block, declared once by the naming rule: type `rate-table` = `schema/blocks/rate-table.schema.json` =
 * `src/blocks/RateTable/` (exporting `RateTable` from its index.ts) = `RateTable.example.yaml` in that folder. A
 * `RateTable.island.tsx` there makes the whole block one React island, hydrated when its index.ts's `hydrate`
 * (an island trigger) says. Everything that lists the blocks (the page schema's union, the registry, the
 * catalogue, docs/blocks.md) is derived from these files.
 */
export interface BlockDeclaration {
  type: string;
  /** Folder, component and file names: `RateTable`. */
  name: string;
  /** The block hydrates as a whole through `<name>.island.tsx`. */
  island: boolean;
}

export const BLOCK_SCHEMA_SUFFIX = '.schema.json';
export const PAGE_SCHEMA = 'schema/page.schema.json';
export const GENERATED_REGISTRY = 'src/generated/blocks.ts';

/** Every block, in type order; throws when a schema and a folder do not pair up by the naming rule. */
export function blockManifest(root: string): BlockDeclaration[] {
  const types = readdirSync(path.join(root, 'schema/blocks'))
    .filter((name) => name.endsWith(BLOCK_SCHEMA_SUFFIX))
    .map((name) => name.slice(0, -BLOCK_SCHEMA_SUFFIX.length))
    .sort();
  const blocksDir = path.join(root, 'src/blocks');
  const folders = readdirSync(blocksDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const problems: string[] = [];
  for (const folder of folders) {
    if (!types.some((type) => blockFolder(type) === folder))
      problems.push(`src/blocks/${folder}/ has no schema/blocks/<type>${BLOCK_SCHEMA_SUFFIX} whose type names it`);
  }
  const blocks = types.map((type) => {
    const name = blockFolder(type);
    const dir = path.join(blocksDir, name);
    for (const file of ['index.ts', `${name}.example.yaml`]) {
      if (!existsSync(path.join(dir, file))) problems.push(`block "${type}" lacks src/blocks/${name}/${file}`);
    }
    return { type, name, island: existsSync(path.join(dir, `${name}.island.tsx`)) };
  });
  if (problems.length > 0) throw new Error(`the blocks do not follow the naming rule:\n  ${problems.join('\n  ')}`);
  return blocks;
}

const BANNER = `/**
 * GENERATED FILE: do not edit. Source: schema/blocks/*.schema.json and src/blocks/<Name>/, by the naming rule
 * (src/engine/codegen/blockManifest.ts). Regenerate with \`npm run gen:blocks\`; \`npm run lint\` fails when this file is stale.
 */`;

async function formatted(source: string, file: string): Promise<string> {
  const config = (await resolveConfig(file)) ?? {};
  return format(source, { ...config, filepath: file });
}

/** src/generated/blocks.ts: each block's entry for the registry (src/blocks/registry.ts checks its types). */
export async function renderBlockEntries(root: string): Promise<string> {
  const blocks = blockManifest(root);
  const imports = blocks.flatMap(({ name, island }) =>
    island
      ? [
          `import { hydrate as ${name}Hydrate } from '../blocks/${name}';`,
          `import ${name}Island from '../blocks/${name}/${name}.island';`,
        ]
      : [`import { ${name} } from '../blocks/${name}';`],
  );
  const entries = blocks.map(({ type, name, island }) => {
    const value = island ? `{ runs: ${name}Hydrate, island: ${name}Island }` : `{ runs: 'static', component: ${name} }`;
    return `  ${JSON.stringify(type)}: ${value},`;
  });
  const source = `${BANNER}
import type { BlockRegistry, EveryBlockHasAnEntry } from '../blocks/blockEntry';
${imports.join('\n')}

/** Every block by type: static (HTML only) unless its folder holds a whole-block island. */
export const blockEntries = {
${entries.join('\n')}
} as const satisfies Partial<BlockRegistry>;

/** A block type the page schema allows without an entry fails to compile here, in one line that names it. */
export const everyBlockHasAnEntry: EveryBlockHasAnEntry<typeof blockEntries> = true;
`;
  return formatted(source, path.join(root, GENERATED_REGISTRY));
}

/** schema/page.schema.json with its block union (`oneOf` under blocks.items) listing every block schema. */
export async function renderPageSchema(root: string): Promise<string> {
  const file = path.join(root, PAGE_SCHEMA);
  const text = readFileSync(file, 'utf8');
  const union = /("oneOf": \[)[^\]]*(\])/.exec(text.slice(text.indexOf('"blocks"')));
  if (!union) throw new Error(`${PAGE_SCHEMA} has no "oneOf" list under "blocks"`);
  const start = text.indexOf('"blocks"') + union.index;
  const refs = blockManifest(root).map(({ type }) => `{ "$ref": "blocks/${type}${BLOCK_SCHEMA_SUFFIX}" }`);
  const updated = `${text.slice(0, start)}"oneOf": [${refs.join(',\n')}]${text.slice(start + union[0].length)}`;
  return formatted(updated, file);
}
