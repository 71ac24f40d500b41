import { readdirSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';

/** The generated list of island modules, the one place the islands are declared (src/generated/islands.ts). */
export const GENERATED_ISLANDS = 'src/generated/islands.ts';

/** The folders of src/ whose `*.island.ts(x)` files are islands, and the pattern that names an island file. */
export const ISLAND_FOLDERS = ['blocks', 'shell', 'ui'] as const;
export const ISLAND_FILE = /\.island\.tsx?$/;

/** An island: its name (its module's path under src/, without `.island.ts(x)`) and its module's file. */
export interface IslandDeclaration {
  /** Such as `blocks/Hero/BackButton`; written into the page as the island element's `data-island`. */
  name: string;
  /** Path under src/, such as `blocks/Hero/BackButton.island.tsx`. */
  file: string;
}

/** Every island module under src/blocks, src/shell and src/ui, in name order. */
export function islandManifest(root: string): IslandDeclaration[] {
  const src = path.join(root, 'src');
  return ISLAND_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => ISLAND_FILE.test(file))
      .map((file) => {
        const relative = `${folder}/${file.split(path.sep).join('/')}`;
        return { name: relative.replace(ISLAND_FILE, ''), file: relative };
      }),
  ).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

const BANNER = `/**
 * GENERATED FILE: do not edit. Source: every \`*.island.ts(x)\` under src/blocks, src/shell and src/ui
 * (src/engine/codegen/islandManifest.ts). Regenerate with \`npm run gen:blocks\`; \`npm run lint\` fails when this file is stale.
 */`;

/**
 * src/generated/islands.ts: each island's module, loaded on demand (in the browser, a chunk of its own that a page
 * fetches the first time it starts that island), by name; `IslandName` is the union of the names.
 */
export async function renderIslandModules(root: string): Promise<string> {
  const entries = islandManifest(root).map(
    ({ name, file }) => `  ${JSON.stringify(name)}: () => import('../${file.replace(ISLAND_FILE, '.island')}'),`,
  );
  const source = `${BANNER}

/** Every island module by its name; each one's default export is its definition (domIsland or reactIsland). */
export const islandModules = {
${entries.join('\n')}
} as const satisfies Record<string, () => Promise<{ default: { kind: 'dom' | 'react' } }>>;

export type IslandName = keyof typeof islandModules;
`;
  const file = path.join(root, GENERATED_ISLANDS);
  const config = (await resolveConfig(file)) ?? {};
  return format(source, { ...config, filepath: file });
}
