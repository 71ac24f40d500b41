/**
 * The contract between the server, which writes islands into a page's HTML, and the browser runtime, which
 * finds them and brings them to life. An island is an element
 *
 *   <fw-island data-island="blocks/Hero/BackButton" data-when="interaction" data-island-id="i2">
 *     <script type="application/json">{…props…}</script>
 *     …the island's server HTML…
 *   </fw-island>
 *
 * whose code is the module `src/blocks/Hero/BackButton.island.tsx` (src/generated/islands.ts lists them all). Props travel in a data block the browser never
 * runs (so no CSP exception is needed); the runtime reads and removes it before the island mounts.
 */

/** The custom element that wraps every island; `display: contents`, so it never affects layout. */
export const ISLAND_TAG = 'fw-island';

/**
 * When an island's code loads and it comes to life. None of them starts before the page's `load` event, so what
 * a page downloads before it has loaded is its HTML, CSS, images and the islands loader (the runtime comes after
 * the load event):
 * - `load`: as soon as the page has loaded and painted its next frame;
 * - `idle`: after that, once the main thread is idle;
 * - `visible`: after that, at the first idle moment once the island comes within half a screen of the viewport;
 * - `interaction`: on the visitor's first press, key or focus inside it.
 * Whatever its trigger, an island also starts at once on the first interaction inside it, and that interaction
 * is not lost. Islands due at the same moment start one task each, never as one long task.
 */
export const ISLAND_TRIGGERS = ['load', 'idle', 'visible', 'interaction'] as const;
export type IslandTrigger = (typeof ISLAND_TRIGGERS)[number];

/** Whether a `data-when` value read from a page is a trigger the runtime knows. */
export function isIslandTrigger(value: string | null): value is IslandTrigger {
  return (ISLAND_TRIGGERS as readonly (string | null)[]).includes(value);
}

/** Events that start an island at once, whatever its trigger: the visitor is using it. */
export const ISLAND_INTERACTIONS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'submit',
  'input',
] as const;

export const ISLAND_NAME_ATTRIBUTE = 'data-island';
export const ISLAND_TRIGGER_ATTRIBUTE = 'data-when';
export const ISLAND_ID_ATTRIBUTE = 'data-island-id';
/** Set by the runtime once the island has mounted (`mounted`) or given up and kept its HTML (`failed`). */
export const ISLAND_STATE_ATTRIBUTE = 'data-island-state';

/** Site-wide interface labels that React islands read, written once per page that has one. */
export const ISLAND_LABELS_ID = 'fw-island-labels';

/** An island's React `identifierPrefix`, the same on server and client, so `useId` values match. */
export function islandIdentifierPrefix(islandId: string): string {
  return `${islandId}-`;
}

/**
 * JSON for a `<script type="application/json">` element: `<` is escaped, so no text in the data can close the
 * element or open a comment, whatever the content says.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export type { DomIsland, IslandContext } from './domIsland.ts';
