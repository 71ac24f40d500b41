import { lazy } from 'react';
import { blockLoaders, type AnyBlockComponent, type BlockType } from './registry';

/**
 * A block component whose code downloads only once `ready` settles. Rendered inside a Suspense boundary while
 * hydrating, its prerendered HTML stays on screen untouched until the code arrives, then hydrates in place.
 */
export function deferredBlock(type: BlockType, ready: Promise<void>): AnyBlockComponent {
  const load: () => Promise<AnyBlockComponent> = blockLoaders[type];
  return lazy(() => ready.then(load).then((component) => ({ default: component })));
}
