/**
 * DOM islands: behaviour attached to server HTML with plain DOM code, no React. Kept apart from the rest of the
 * island contract so an island module pulls in nothing the runtime also needs (they would share a chunk).
 */

/**
 * A DOM island: behaviour attached to server HTML with plain DOM code, no React. A `*.island.ts` module's default
 * export is one, written as a typed object (`const x: DomIsland<Props> = { kind: 'dom', mount }`) rather than made
 * by an imported helper: a helper every DOM island imported would be a chunk of its own, one more request for each
 * page, and the import of every island would then insert preload links for it.
 */
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
