import { createContext, createElement, useContext, type ComponentType } from 'react';
import { blockRegistry, type BlockEntry, type BlockType } from '../blocks/registry';
import type { Block } from '../generated/page';
import { BlockRendererProvider } from '../ui/BlockRenderer';
import { FirstScreenEndContext } from '../ui/FirstScreenEnd';
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

/** The element BlockList puts between the first screen's blocks and the rest, when asked to. */
export const FOLD_TAG = 'fw-fold';

/** The element a page's block list puts before each of its blocks for the editor's preview (see editMarks.ts). */
export const EDIT_MARK_TAG = 'fw-edit-block';

/** Whether the page is rendered for the editor's preview, its blocks marked with their index. */
export const EditMarksContext = createContext(false);

/**
 * Renders a page's blocks in order. With `foldAfter`, an empty `<fw-fold>` element stands between the first
 * `foldAfter` blocks and the others (when there are others), for the renderer to find and take out again; the
 * block after it may move the first screen's end into itself (see FirstScreenEnd).
 */
export function BlockList({ blocks, foldAfter }: { blocks: readonly Block[]; foldAfter?: number }) {
  // Only the page's own list (the one with a fold) marks its blocks: blocks nested in a block are part of it.
  const marks = useContext(EditMarksContext) && foldAfter !== undefined;
  return (
    <BlockRendererProvider value={renderBlocks}>
      {/* Only the block after the fold may move the first screen's end, not the blocks nested in it (the catalogue's). */}
      <FirstScreenEndContext.Provider value={false}>
        {blocks.flatMap((block, index) => {
          const key = `${block.type}-${index}`;
          // The first block below the fold may carry the first screen on into its own opening (FirstScreenEnd).
          const rendered =
            index === foldAfter ? (
              <FirstScreenEndContext.Provider key={key} value>
                <RegisteredBlock block={block} />
              </FirstScreenEndContext.Provider>
            ) : (
              <RegisteredBlock key={key} block={block} />
            );
          const marked = marks
            ? [createElement(EDIT_MARK_TAG, { key: `mark-${index}`, 'data-i': index }), rendered]
            : [rendered];
          return index === foldAfter ? [createElement(FOLD_TAG, { key: FOLD_TAG }), ...marked] : marked;
        })}
      </FirstScreenEndContext.Provider>
    </BlockRendererProvider>
  );
}
