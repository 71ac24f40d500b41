import { blockEntries } from '../generated/blocks';
import type { BlockType } from './blockEntry';

export type { BlockComponent, BlockEntry, BlockOf, BlockRegistry, BlockType } from './blockEntry';

/**
 * Every block by type. Each block is declared once, by its own files (see src/engine/codegen/blockManifest.ts); this
 * table is generated from them (`npm run gen:blocks`) and checked against BlockRegistry there, so a block the
 * page schema allows without an entry, an extra one or a mistyped component fails to compile.
 */
export const blockRegistry = blockEntries;

/** Every block type the registry knows. */
export const BLOCK_TYPES = Object.keys(blockRegistry) as BlockType[];
