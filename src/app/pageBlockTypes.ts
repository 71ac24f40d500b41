import type { Block, Page } from '../generated/page';

/** The block types a page needs: its own, or all of them when it shows the block catalogue. */
export function pageBlockTypes<T extends string>(page: Page, allTypes: readonly T[]): (Block['type'] | T)[] {
  const used: (Block['type'] | T)[] = [...new Set(page.blocks.map((block) => block.type))];
  return used.includes('block-catalogue') ? [...allTypes] : used;
}

/** How many blocks at the top of a page load their code before hydration; the hero is always first. */
export const EAGER_BLOCK_COUNT = 1;

/**
 * The block types whose code a prerendered page loads before it hydrates. The rest keep their prerendered
 * HTML and hydrate once the page has loaded, which keeps their code off the critical path.
 */
export function eagerBlockTypes(page: Page): Block['type'][] {
  return [...new Set(page.blocks.slice(0, EAGER_BLOCK_COUNT).map((block) => block.type))];
}
