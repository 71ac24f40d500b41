import { ISLAND_INTERACTIONS, ISLAND_TAG } from '../../core/islands';
import { holdActivation } from './activationReplay';
import { afterNextPaint, whenLoaded } from './pageMoments';

/** What the loader hands the islands runtime when it has arrived. */
export interface LoaderHandoff {
  /**
   * Interactions made before the runtime arrived, in order: each one inside an island (its activation already held
   * back, see holdActivation), and every press elsewhere.
   */
  early: readonly Event[];
  /** Removes the loader's listeners; the runtime calls it in the task that adds its own. */
  stop(): void;
  /** `performance.now()` at the page's load event; undefined before it. */
  loadedAt(): number | undefined;
}

export interface IslandsRuntimeModule {
  startIslands(handoff?: LoaderHandoff): void;
}

/**
 * The script every page runs first (written into the page, or linked where the page has no room for it; see
 * src/engine/render/islandLoaderScript.ts): the small part of the islands runtime, so that a page runs nothing more before
 * it has loaded and painted. On a page with islands it listens for the visitor's
 * interactions from the moment the page is parsed, holding back any press on an island's control, and imports
 * the runtime once the page has loaded and painted its next frame, or at once when the visitor interacts with an
 * island before that. The runtime then replays what was held back.
 */
export function startIslandLoader(importRuntime: () => Promise<IslandsRuntimeModule>): void {
  if (!document.querySelector(ISLAND_TAG)) return;
  const early: Event[] = [];
  let loadedAt: number | undefined;
  let requested = false;
  const handoff: LoaderHandoff = {
    early,
    stop: () => {
      for (const type of ISLAND_INTERACTIONS) document.removeEventListener(type, onInteraction, { capture: true });
    },
    loadedAt: () => loadedAt,
  };
  function loadRuntime(): void {
    if (requested) return;
    requested = true;
    importRuntime().then(
      (runtime) => runtime.startIslands(handoff),
      (error: unknown) => {
        handoff.stop();
        console.error('Fernwise: the islands runtime could not load; every island keeps its server HTML.', error);
      },
    );
  }
  function onInteraction(event: Event): void {
    const inIsland = event.target instanceof Element && event.target.closest(ISLAND_TAG) !== null;
    if (inIsland) holdActivation(event);
    if (inIsland || event.type === 'pointerdown' || event.type === 'click') early.push(event);
    if (inIsland) loadRuntime();
  }
  for (const type of ISLAND_INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true });

  whenLoaded(() => {
    loadedAt = performance.now();
    afterNextPaint(loadRuntime);
  });
}
