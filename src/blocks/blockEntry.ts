import type { ComponentType } from 'react';
import type { IslandTrigger } from '../core/islands';
import type { Block } from '../generated/page';
import type { ReactIsland } from '../ui/islands/reactIsland';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<BlockOf<T>>;

/**
 * How a block runs in the browser:
 * - `static`: its HTML only. Its code stays on the server and never reaches the client bundle; parts of it may
 *   still be islands of their own (`<Island>` inside its component, such as the hero's back button).
 * - an island trigger (see ISLAND_TRIGGERS): the whole block hydrates as one React island, whose code is its
 *   `<Name>.island.tsx` module.
 */
export type BlockEntry<T extends BlockType> =
  { runs: 'static'; component: BlockComponent<T> } | { runs: IslandTrigger; island: ReactIsland<BlockOf<T>> };

/** One entry per block type: a type without a decision, an extra one or a mistyped component fails to compile. */
export type BlockRegistry = { [T in BlockType]: BlockEntry<T> };

/**
 * `true` when `Entries` has an entry for every block type; otherwise a one-line message naming each block without
 * one, which is what the compiler prints (instead of the whole registry's type) when src/generated/blocks.ts lags.
 */
export type EveryBlockHasAnEntry<Entries> = [Exclude<BlockType, keyof Entries>] extends [never]
  ? true
  : `no registry entry for block "${Exclude<BlockType, keyof Entries> & string}": run npm run gen:blocks`;
