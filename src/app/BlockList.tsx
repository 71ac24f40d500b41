import type { ComponentType } from 'react';
import { blockRegistry, type BlockEntry, type BlockType } from '../blocks/registry';
import type { Block } from '../generated/page';
import { BlockRendererProvider } from '../ui/BlockRenderer';
import { Island } from '../ui/islands/Island';
import type { ReactIsland } from '../ui/islands/reactIsland';

/** One block as the registry says it runs: its static HTML, or a React island. */
function RegisteredBlock({ block }: { block: Block }) {
  // The registry pairs each type with the component or island for that type's props, so widening here is safe.
  const entry = blockRegistry[block.type] as BlockEntry<BlockType>;
  if (entry.runs === 'static') {
    const Component = entry.component as ComponentType<Block>;
    return <Component {...block} />;
  }
  return <Island of={entry.island as ReactIsland<Block>} when={entry.runs} props={block} />;
}

const renderBlocks = (blocks: readonly Block[]) => <BlockList blocks={blocks} />;

/** Renders a page's blocks in order. */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <BlockRendererProvider value={renderBlocks}>
      {blocks.map((block, index) => (
        <RegisteredBlock key={`${block.type}-${index}`} block={block} />
      ))}
    </BlockRendererProvider>
  );
}
