import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ISLAND_FILE } from '../codegen/islandManifest.ts';
import { APP_FILES, rootRelative } from '../shared/appFiles.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}

/** The script files (relative to the build folder) a page's islands may run, from the client build's manifest. */
export interface IslandCode {
  /** By island name (`blocks/Hero/BackButton`): its chunk and every chunk it imports, statically or not. */
  byIsland: Record<string, string[]>;
  /**
   * What runs on any page with an island besides the islands' own: the islands runtime and what it imports up
   * front, and the React hydration with everything it imports.
   */
  anyIsland: string[];
}

/**
 * The chunks of each island in a client build at `clientDir` (read from `.vite/manifest.json`), so a page's
 * stylesheet can keep every rule its islands' code may need, including for markup that code adds later.
 */
export function islandCode(clientDir: string): IslandCode {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (key: string, followDynamic: boolean): string[] => {
    const files = new Set<string>();
    const visit = (at: string) => {
      const chunk = manifest[at];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const next of chunk.imports ?? []) visit(next);
      if (followDynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
    };
    visit(key);
    return [...files].sort();
  };
  const byIsland: Record<string, string[]> = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const source = chunk.src ?? key;
    if (!ISLAND_FILE.test(source)) continue;
    byIsland[source.replace(/^src\//, '').replace(ISLAND_FILE, '')] = closure(key, true);
  }
  // The runtime's dynamic imports are every island: only what it imports up front runs on every such page.
  const runtime = closure(rootRelative(APP_FILES.islandsRuntime), false);
  const hydration = closure(rootRelative(APP_FILES.reactIslandHydration), true);
  if (runtime.length === 0) throw new Error(`the client build has no chunk for ${APP_FILES.islandsRuntime}`);
  return { byIsland, anyIsland: [...new Set([...runtime, ...hydration])].sort() };
}
