import { createContext, Suspense, use, useContext, type ComponentType, type ReactNode } from 'react';
import type { HydrationGate } from '../app/hydrationGates';
import { useSite } from '../app/SiteContext';
import type { Block } from '../generated/page';
import { BlockBoundary } from './BlockBoundary';
import type { LoadedBlocks } from './registry';

const LoadedBlocksContext = createContext<LoadedBlocks>(new Map());

/** Provides the route's loaded block components to blocks that render other blocks (the catalogue). */
export const LoadedBlocksProvider = LoadedBlocksContext.Provider;

export function useLoadedBlocks(): LoadedBlocks {
  return useContext(LoadedBlocksContext);
}

interface BlockListProps {
  blocks: readonly Block[];
  components: LoadedBlocks;
  /** Per block, a promise its first render waits for: while it is pending, the prerendered HTML stays as it is. */
  hydrationGates?: readonly (HydrationGate | undefined)[];
}

function AfterGate({ gate, children }: { gate: HydrationGate | undefined; children: ReactNode }) {
  if (gate) use(gate);
  return children;
}

/**
 * Renders a page's blocks in order, each inside its own error boundary and Suspense boundary: a block whose
 * code is still downloading while the page hydrates keeps its prerendered HTML until the code arrives.
 */
export function BlockList({ blocks, components, hydrationGates }: BlockListProps) {
  const { labels } = useSite();
  return blocks.map((block, index) => {
    // The registry pairs each type with the component for that type's props, so widening here is safe.
    const BlockComponent = components.get(block.type) as ComponentType<Block> | undefined;
    if (!BlockComponent) return null;
    return (
      <BlockBoundary key={`${block.type}-${index}`} blockType={block.type} failureMessage={labels.blockFailed}>
        <Suspense fallback={null}>
          <AfterGate gate={hydrationGates?.[index]}>
            <BlockComponent {...block} />
          </AfterGate>
        </Suspense>
      </BlockBoundary>
    );
  });
}
