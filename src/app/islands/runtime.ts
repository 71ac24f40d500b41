import {
  ISLAND_INTERACTIONS,
  ISLAND_LABELS_ID,
  ISLAND_NAME_ATTRIBUTE,
  ISLAND_ID_ATTRIBUTE,
  ISLAND_STATE_ATTRIBUTE,
  ISLAND_TAG,
  ISLAND_TRIGGER_ATTRIBUTE,
  ISLAND_TRIGGERS,
  islandIdentifierPrefix,
  isIslandTrigger,
} from '../../core/islands';
import type { Site } from '../../generated/site';
import type { IslandDefinition } from '../../ui/islands/IslandCollector';
import { islandModules } from '../../generated/islands';
import { queueActivation, replayActivations, type QueuedActivation } from './activationReplay';
import type { LoaderHandoff } from './islandLoader';
import { afterNextPaint, whenLoaded } from './pageMoments';

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
  const load = Object.hasOwn(islandModules, island.name)
    ? islandModules[island.name as keyof typeof islandModules]
    : undefined;
  if (!load) throw new Error('no such island module in this build');
  let props: unknown;
  try {
    props = takeProps(element);
  } catch (error) {
    throw new Error(`its props could not be read (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    });
  }
  // Props were written by the server for this very module, so its definition takes them as they are.
  const definition = (await load()).default as IslandDefinition<unknown>;
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

function schedule(island: IslandState, observer: IntersectionObserver | undefined): void {
  const trigger = island.element.getAttribute(ISLAND_TRIGGER_ATTRIBUTE);
  if (!isIslandTrigger(trigger)) {
    console.error(
      `Fernwise: ${describe(island)} has an unknown trigger ${ISLAND_TRIGGER_ATTRIBUTE}="${trigger ?? ''}" (one of ${ISLAND_TRIGGERS.join(', ')}); it starts only when the visitor interacts with it`,
    );
    return;
  }
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

/** Whether the islands have been scheduled: the page has loaded and painted. An island added later starts at once. */
let scheduling: { observer: IntersectionObserver | undefined } | undefined;

/** Takes in an island element the document has gained (at parse time, or added later), once. */
function adopt(element: HTMLElement): void {
  if (islands.has(element) || !element.hasAttribute(ISLAND_NAME_ATTRIBUTE)) return;
  const island: IslandState = { element, name: element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? '', queued: [] };
  islands.set(element, island);
  if (scheduling) schedule(island, scheduling.observer);
}

/** The island element's class as registered: it hands each connected element to the runtime that defined it. */
interface IslandElementClass extends CustomElementConstructor {
  adopt?: (element: HTMLElement) => void;
}

/**
 * The island element, registered as a custom element: the browser hands the runtime every `<fw-island>` in the
 * document when it is defined, and each one added afterwards (a page swapped in by the dev server, content a
 * script inserts), so no island needs a manual rescan.
 */
class IslandElement extends HTMLElement {
  static adopt: ((element: HTMLElement) => void) | undefined;
  connectedCallback(): void {
    (this.constructor as IslandElementClass).adopt?.(this);
  }
}

let running = false;

/**
 * Defines the island element and starts each island on its trigger (see ISLAND_TRIGGERS) once the page has loaded
 * and painted. Interaction inside an island that has not started yet starts it at once, and a press on one of its
 * controls is replayed once it has mounted. `handoff` carries what the islands loader saw before the runtime
 * arrived (see islandLoader.ts). Calling it again (the dev server does, after swapping a page's content in) only
 * forgets islands no longer in the document; those already known keep their state.
 */
export function startIslands(handoff?: LoaderHandoff): void {
  for (const element of islands.keys()) if (!element.isConnected) islands.delete(element);
  if (running) return;
  running = true;
  for (const type of ISLAND_INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true });
  const registered = customElements.get(ISLAND_TAG) as IslandElementClass | undefined;
  if (registered) {
    // Defined by an earlier copy of this module (a test, a hot update): its elements now come here.
    registered.adopt = adopt;
    for (const element of document.querySelectorAll<HTMLElement>(ISLAND_TAG)) adopt(element);
  } else {
    IslandElement.adopt = adopt;
    // Defining the element upgrades every island already in the document, in document order (adopt).
    customElements.define(ISLAND_TAG, IslandElement);
  }
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

/**
 * Stops what startIslands started: its listeners, its hold on the island element, the islands it knew (a test's
 * clean-up; islands already mounted stay as they are).
 */
export function stopIslands(): void {
  for (const type of ISLAND_INTERACTIONS) document.removeEventListener(type, onInteraction, { capture: true });
  const registered = customElements.get(ISLAND_TAG) as IslandElementClass | undefined;
  if (registered?.adopt === adopt) registered.adopt = undefined;
  islands.clear();
  scheduling = undefined;
  running = false;
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
  scheduling = { observer };
  for (const island of islands.values()) schedule(island, observer);
}
