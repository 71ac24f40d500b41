import { blockEntries } from '../generated/blocks';
import type { BlockRegistry, BlockType } from './blockEntry';

export type { BlockComponent, BlockEntry, BlockOf, BlockRegistry, BlockType } from './blockEntry';

/**
 * Every block by type. Each block is declared once, by its own files (see src/engine/codegen/blockManifest.ts); this
 * table is generated from them (`npm run gen:blocks`) and checked against BlockRegistry there, so a block the
 * page schema allows without an entry, an extra one or a mistyped component fails to compile.
 */
export const blockRegistry: BlockRegistry = blockEntriesChecked(blockEntries);

/**
 * The generated entries as the registry: they satisfy `Partial<BlockRegistry>` and `everyBlockHasAnEntry` says none
 * is missing (src/generated/blocks.ts), so a lagging file fails there in one line rather than here with a dump of
 * the whole registry's type.
 */
function blockEntriesChecked(entries: Partial<BlockRegistry>): BlockRegistry {
  return entries as BlockRegistry;
}

/** Every block type the registry knows. */
export const BLOCK_TYPES = Object.keys(blockRegistry) as BlockType[];
