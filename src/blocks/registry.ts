import type { ComponentType } from 'react';
import type { Block } from '../generated/page';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<BlockOf<T>>;

/** A loader for every block type; each block is its own chunk, so a route downloads only the blocks it shows. */
export type BlockLoaders = { [T in BlockType]: () => Promise<BlockComponent<T>> };

/** The component of some block type. */
export type AnyBlockComponent = { [T in BlockType]: BlockComponent<T> }[BlockType];

/** The components a route has loaded, by type. */
export type LoadedBlocks = ReadonlyMap<BlockType, AnyBlockComponent>;

export const blockLoaders = {
  'banner-carousel': () => import('./BannerCarousel').then((module) => module.BannerCarousel),
  'card-grid': () => import('./CardGrid').then((module) => module.CardGrid),
  faq: () => import('./Faq').then((module) => module.Faq),
  hero: () => import('./Hero').then((module) => module.Hero),
  notice: () => import('./Notice').then((module) => module.Notice),
  'quick-links': () => import('./QuickLinks').then((module) => module.QuickLinks),
  'rate-table': () => import('./RateTable').then((module) => module.RateTable),
} satisfies BlockLoaders;

export async function loadBlocks(types: readonly BlockType[]): Promise<LoadedBlocks> {
  const components = await Promise.all(types.map((type) => blockLoaders[type]()));
  return new Map<BlockType, AnyBlockComponent>(types.map((type, index) => [type, components[index]]));
}
