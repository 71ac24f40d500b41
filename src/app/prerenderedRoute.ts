import type { Page } from '../generated/page';
import { BLOCK_TYPES, loadBlocks, type AnyBlockComponent, type BlockType } from '../blocks/registry';
import { deferredBlock } from '../blocks/deferredBlock';
import { afterPageLoad } from './afterPageLoad';
import { blockHydrationGates } from './hydrationGates';
import { EAGER_BLOCK_COUNT, eagerBlockTypes, pageBlockTypes } from './pageBlockTypes';
import type { LoadedRoute } from './routeTable';

/**
 * Loads the route a prerendered page shows from its page module (the build writes its address on #root),
 * without the route table. Only the first blocks' code is fetched now; every other block keeps its
 * prerendered HTML, its code downloads once the page has loaded, and it hydrates when it comes near the
 * viewport or the visitor interacts with it.
 */
export async function prerenderedRoute(pageModuleUrl: string, container: Element): Promise<LoadedRoute> {
  const { default: page } = (await import(/* @vite-ignore */ pageModuleUrl)) as { default: Page };
  const types = pageBlockTypes(page, BLOCK_TYPES);
  const components = new Map<BlockType, AnyBlockComponent>(await loadBlocks(eagerBlockTypes(page)));
  const ready = afterPageLoad();
  for (const type of types) if (!components.has(type)) components.set(type, deferredBlock(type, ready));
  const main = container.querySelector('main');
  const gates = main ? blockHydrationGates(main, page.blocks.length) : undefined;
  return {
    entry: { path: page.path, aliases: page.aliases ?? [], blockTypes: types, loadPage: () => Promise.resolve(page) },
    page,
    components,
    hydrationGates: gates?.map((gate, index) => (index < EAGER_BLOCK_COUNT ? undefined : gate)),
  };
}
