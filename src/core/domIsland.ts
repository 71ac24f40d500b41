/**
 * DOM islands: behaviour attached to server HTML with plain DOM code, no React. Kept apart from the rest of the
 * island contract so an island module pulls in nothing the runtime also needs (they would share a chunk).
 */

/** A DOM island: behaviour attached to server HTML with plain DOM code, no React. */
export interface DomIsland<Props> {
  kind: 'dom';
  /** Brings the server HTML inside `element` to life. */
  mount(element: HTMLElement, props: Props, context: IslandContext): void;
}

/** What the runtime tells every island when it mounts. */
export interface IslandContext {
  /** `performance.now()` at the page's load event, for behaviour timed from load (the cookie banner). */
  pageLoadedAt: number;
}

/** Declares a DOM island; the module that calls it is the island's code and its default export is the result. */
export function domIsland<Props>(mount: DomIsland<Props>['mount']): DomIsland<Props> {
  return { kind: 'dom', mount };
}
