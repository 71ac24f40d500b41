import type { ComponentType } from 'react';

/** A React island: a component rendered on the server and hydrated in the browser as its own React root. */
export interface ReactIsland<Props> {
  kind: 'react';
  Component: ComponentType<Props>;
}

/**
 * Declares a React island. Call it as the default export of a `*.island.tsx` module; the component then ships to
 * the browser (with React and what it imports), and only for pages that show it.
 */
export function reactIsland<Props>(Component: ComponentType<Props>): ReactIsland<Props> {
  return { kind: 'react', Component };
}
