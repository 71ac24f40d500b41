/** A promise that React's `use()` reads without suspending once it has opened (see blockHydrationGates). */
export type HydrationGate = Promise<void>;

/**
 * Events on which React hydrates the block under the target at once (its discrete events), plus focusin, so the
 * block a keyboard user tabs into hydrates too.
 */
const OPENING_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click', 'input', 'change'];

/** How far ahead of the viewport a block starts hydrating, so it is ready by the time it scrolls into view. */
const LOOKAHEAD = '50% 0px';

/** The top-level elements of each Suspense boundary (`<!--$-->` … `<!--/$-->`) directly inside a container. */
function prerenderedBoundaries(container: Element): Element[][] {
  const boundaries: Element[][] = [];
  let current: Element[] | undefined;
  for (const node of container.childNodes) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const marker = (node as Comment).data;
      if (marker.startsWith('$')) boundaries.push((current = []));
      else if (marker === '/$') current = undefined;
    } else if (current && node instanceof Element) current.push(node);
  }
  return boundaries;
}

/**
 * One gate per block of a prerendered page, in page order, that opens when the block comes near the viewport or
 * the visitor interacts with it. A block that waits on its gate while hydrating keeps its prerendered HTML, so
 * the work of blocks far down the page stays off the main thread until they are needed. Interaction opens a gate
 * in the capture phase, before React's own listener sees the event, so React hydrates that block synchronously
 * and the event reaches it.
 *
 * Undefined, and nothing is gated, when the container does not hold exactly one Suspense boundary per block or
 * the browser lacks IntersectionObserver.
 */
export function blockHydrationGates(container: Element, blockCount: number): HydrationGate[] | undefined {
  const boundaries = prerenderedBoundaries(container);
  if (boundaries.length !== blockCount || typeof IntersectionObserver === 'undefined') return undefined;

  const opened = boundaries.map(() => false);
  const openers: (() => void)[] = [];
  const gates = boundaries.map(
    (): HydrationGate =>
      new Promise<void>((resolve) => {
        openers.push(resolve);
      }),
  );

  const blockIndex = new Map(boundaries.flatMap((elements, index) => elements.map((element) => [element, index])));
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) open(blockIndex.get(entry.target));
    },
    { rootMargin: LOOKAHEAD },
  );
  const onInteraction = (event: Event) => {
    if (!(event.target instanceof Node)) return;
    const target = event.target;
    open(boundaries.findIndex((elements) => elements.some((element) => element.contains(target))));
  };

  function open(index: number | undefined) {
    if (index === undefined || index < 0 || opened[index]) return;
    opened[index] = true;
    // React's own mark for a settled promise, set before resolving: hydration during this very event reads it
    // synchronously instead of waiting for the promise.
    Object.assign(gates[index], { status: 'fulfilled', value: undefined });
    openers[index]();
    for (const element of boundaries[index]) observer.unobserve(element);
    if (!opened.every(Boolean)) return;
    observer.disconnect();
    for (const type of OPENING_EVENTS) document.removeEventListener(type, onInteraction, true);
  }

  for (const type of OPENING_EVENTS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
  boundaries.forEach((elements, index) => {
    if (elements.length === 0) open(index);
    for (const element of elements) observer.observe(element);
  });
  return gates;
}
