import { createElement, use, type ComponentType, type FunctionComponent } from 'react';
import { blockLoaders, type BlockLoaders, type BlockOf, type BlockType } from './registry';

/** Marks a promise settled the way React's `use()` recognises, so a render after it settles never suspends. */
function readableWhenSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/** Like React.lazy, except that once the component has arrived it renders without suspending even the first time. */
function lazyComponent<P extends object>(loaded: Promise<ComponentType<P>>): FunctionComponent<P> {
  const settled = readableWhenSettled(loaded);
  return function DeferredBlock(props: P) {
    return createElement(use(settled), props);
  };
}

/**
 * A block component whose code starts downloading once `ready` settles, whether or not anything renders it yet.
 * Rendered inside a Suspense boundary while hydrating, its prerendered HTML stays on screen untouched until the
 * code arrives, then hydrates in place. Once the code is in, the component renders synchronously, so a visitor's
 * click can hydrate the block on the spot.
 */
export function deferredBlock<T extends BlockType>(type: T, ready: Promise<void>): FunctionComponent<BlockOf<T>> {
  const loaders: BlockLoaders = blockLoaders;
  return lazyComponent(ready.then(loaders[type]));
}
