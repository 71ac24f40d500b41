import { createContext, useContext, type ReactNode } from 'react';
import type { Block } from '../generated/page';

type RenderBlocks = (blocks: readonly Block[]) => ReactNode;

const BlockRendererContext = createContext<RenderBlocks | null>(null);

/** Lets a block that shows other blocks (the catalogue) render them without importing the registry. */
export const BlockRendererProvider = BlockRendererContext.Provider;

export function useBlockRenderer(): RenderBlocks {
  const render = useContext(BlockRendererContext);
  if (!render) throw new Error('useBlockRenderer must be used inside <BlockRendererProvider>');
  return render;
}
