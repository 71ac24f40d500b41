import {
  ISLAND_INTERACTIONS,
  ISLAND_LABELS_ID,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLAND_TAG,
  ISLAND_TRIGGER_ATTRIBUTE,
  islandIdentifierPrefix,
  type IslandTrigger,
} from '../../core/islands';
import type { Site } from '../../generated/site';
import type { IslandDefinition } from '../../ui/islands/IslandCollector';
import { byIslandName } from './islandNames';
import { queueActivation, replayActivations, type QueuedActivation } from './activationReplay';
import type { LoaderHandoff } from './islandLoader';
import { afterNextPaint, whenLoaded } from './pageMoments';

// Each island module is a chunk of its own, fetched the first time a page starts that island.
const islandModules = byIslandName(
  import.meta.glob<{ default: IslandDefinition<unknown> }>([
    '../../blocks/**/*.island.{ts,tsx}',
    '../../shell/**/*.island.{ts,tsx}',
  ]),
);

/** How far ahead of the viewport a `visible` island starts, so it is ready by the time it scrolls in. */
const LOOKAHEAD = '50% 0px';
/** The longest an `idle` island waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

interface IslandState {
  element: HTMLElement;
  name: string;
  started?: Promise<void>;
  queued: QueuedActivation[];
}

const islands = new Map<HTMLElement, IslandState>();
let labels: Site['labels'] | undefined;

/** The site's interface labels, written once into a page that has React islands. */
function pageLabels(): Site['labels'] {
  labels ??= JSON.parse(document.getElementById(ISLAND_LABELS_ID)?.textContent ?? 'null') as Site['labels'];
  if (!labels) throw new Error(`the page has no #${ISLAND_LABELS_ID}`);
  return labels;
}
let pageLoadedAt = 0;

function describe(island: IslandState): string {
  const block = /^blocks\/([^/]+)\//.exec(island.name)?.[1];
  return block ? `the ${island.name} island of the ${block} block` : `the ${island.name} island`;
}

/** Reads and removes the island's props; the JSON data block must not be there when the island hydrates. */
function takeProps(element: HTMLElement): unknown {
  const script = element.firstElementChild;
  if (!(script instanceof HTMLScriptElement) || script.type !== 'application/json') {
    throw new Error('its props are missing');
  }
  script.remove();
  return JSON.parse(script.textContent ?? '') as unknown;
}

async function mount(island: IslandState): Promise<void> {
  const { element } = island;
  const load = islandModules.get(island.name);
  if (!load) throw new Error('no such island module in this build');
  let props: unknown;
  try {
    props = takeProps(element);
  } catch (error) {
    throw new Error(`its props could not be read (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  const { default: definition } = await load();
  if (definition.kind === 'dom') {
    definition.mount(element, props, { pageLoadedAt });
    return;
  }
  const { hydrateReactIsland } = await import('./hydrateReactIsland');
  await hydrateReactIsland(element, definition, props, {
    identifierPrefix: islandIdentifierPrefix(element.getAttribute(ISLAND_ID_ATTRIBUTE) ?? ''),
    islandName: island.name,
    labels: pageLabels(),
  });
}

/** Starts an island once; a failure leaves its server HTML in place and says so once on the console. */
function start(island: IslandState): Promise<void> {
  island.started ??= mount(island).then(
    () => {
      island.element.setAttribute(ISLAND_STATE_ATTRIBUTE, 'mounted');
    },
    (error: unknown) => {
      island.element.setAttribute(ISLAND_STATE_ATTRIBUTE, 'failed');
      island.queued.length = 0;
      console.error(
        `Fernwise: ${describe(island)} keeps its server HTML: ${error instanceof Error ? error.message : String(error)}`,
        error,
      );
    },
  );
  return island.started;
}

/** The islands around a target, nearest first: a DOM island can hold another (the header holds the language list). */
function islandsAround(target: EventTarget | null): IslandState[] {
  const found: IslandState[] = [];
  let element = target instanceof Element ? target.closest(ISLAND_TAG) : null;
  while (element) {
    const island = islands.get(element as HTMLElement);
    if (island) found.push(island);
    element = element.parentElement?.closest(ISLAND_TAG) ?? null;
  }
  return found;
}

function onInteraction(event: Event): void {
  const around = islandsAround(event.target);
  // A press somewhere else while an island's code is still on its way: the visitor has moved on, so the press made
  // in that island is no longer replayed (a menu pressed open and then dismissed stays closed).
  if (event.type === 'pointerdown' || event.type === 'click') {
    for (const island of islands.values()) {
      if (island.queued.length > 0 && !around.includes(island)) island.queued.length = 0;
    }
  }
  const [nearest, ...outer] = around;
  if (!nearest) return;
  // Only the nearest island owns the control that was pressed; the ones around it just start.
  if (!nearest.element.hasAttribute(ISLAND_STATE_ATTRIBUTE)) queueActivation(event, nearest.queued);
  // The islands around the control may act on it too (the header's menus toggle the language button), so a
  // held-back press is replayed once every one of them has started, not as soon as the nearest has.
  void Promise.allSettled([nearest, ...outer].map(start)).then(() => {
    if (nearest.element.getAttribute(ISLAND_STATE_ATTRIBUTE) === 'mounted') replayActivations(nearest.queued.splice(0));
  });
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(callback, 1);
}

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/** Gives the main thread back to the browser (input, rendering) before the caller goes on. */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<SchedulerWithYield> };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const startQueue: IslandState[] = [];
let draining = false;

/**
 * Starts queued islands one task at a time, so islands due at the same moment never add up to one long task.
 * An island that has started meanwhile (by an interaction) is not started twice.
 */
async function drainStartQueue(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (let island = startQueue.shift(); island; island = startQueue.shift()) {
      await yieldToBrowser();
      void start(island);
    }
  } finally {
    draining = false;
  }
}

function startSoon(island: IslandState): void {
  startQueue.push(island);
  void drainStartQueue();
}

function schedule(island: IslandState, trigger: IslandTrigger, observer: IntersectionObserver | undefined): void {
  switch (trigger) {
    case 'load':
      startSoon(island);
      break;
    case 'idle':
      whenIdle(() => startSoon(island));
      break;
    case 'visible':
      if (!observer) {
        void start(island);
        break;
      }
      // The island element itself has no box (display: contents); its children do.
      for (const child of island.element.children) observer.observe(child);
      break;
    case 'interaction':
      break;
  }
}

/**
 * Finds the page's islands and starts each one on its trigger (see ISLAND_TRIGGERS). Interaction inside an
 * island that has not started yet starts it at once, and a press on one of its controls is replayed once it
 * has mounted. `handoff` carries what the islands loader saw before the runtime arrived (see islandLoader.ts).
 */
export function startIslands(handoff?: LoaderHandoff): void {
  // Called again after the dev server swaps a page's content in: islands already known keep their state, and
  // those no longer in the document are forgotten.
  for (const element of islands.keys()) if (!element.isConnected) islands.delete(element);
  for (const element of document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[${ISLAND_NAME_ATTRIBUTE}]`)) {
    if (islands.has(element)) continue;
    const name = element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '';
    islands.set(element, { element, name, queued: [] });
  }
  if (islands.size === 0) return;
  for (const type of ISLAND_INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true });
  if (handoff) {
    handoff.stop();
    for (const event of handoff.early) onInteraction(event);
  }

  whenLoaded(() => {
    pageLoadedAt = handoff?.loadedAt() ?? performance.now();
    // The page's first paint often comes after its load event; no island's work may hold that paint back.
    afterNextPaint(() => scheduleAll());
  });
}

/** Schedules every known island on its trigger; see startIslands. */
function scheduleAll(): void {
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? undefined
      : new IntersectionObserver(
          (entries, self) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const [island] = islandsAround(entry.target);
              if (!island) continue;
              for (const child of island.element.children) self.unobserve(child);
              // LOOKAHEAD starts it before it is on screen, so an idle moment is soon enough.
              whenIdle(() => startSoon(island));
            }
          },
          { rootMargin: LOOKAHEAD },
        );
  for (const island of islands.values()) {
    schedule(island, island.element.getAttribute(ISLAND_TRIGGER_ATTRIBUTE) as IslandTrigger, observer);
  }
}
