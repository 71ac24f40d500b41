import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GENERATED_ISLANDS, islandManifest, renderIslandModules } from '../../src/engine/codegen/islandManifest';
import { PROJECT_ROOT } from '../support/paths';

describe('the island manifest', () => {
  it('finds every *.island.ts(x) under blocks/, shell/ and ui/, named by its path', () => {
    const islands = islandManifest(PROJECT_ROOT);
    expect(islands.length).toBeGreaterThan(0);
    expect(islands).toContainEqual({ name: 'blocks/Hero/BackButton', file: 'blocks/Hero/BackButton.island.ts' });
    expect(islands.map((island) => island.name.split('/')[0])).toEqual(
      expect.arrayContaining(['blocks', 'shell', 'ui']),
    );
  });

  it('src/generated/islands.ts is derived from the island files and up to date (npm run gen:blocks)', async () => {
    expect(readFileSync(path.join(PROJECT_ROOT, GENERATED_ISLANDS), 'utf8')).toBe(
      await renderIslandModules(PROJECT_ROOT),
    );
  });
});
