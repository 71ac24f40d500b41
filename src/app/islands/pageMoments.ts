/** The longest the wait for the page's next frame lasts; a hidden page (a background tab, a prerender) paints none. */
const PAINT_TIMEOUT_MS = 100;

/** Calls back once the page's load event has fired: at once if it has. */
export function whenLoaded(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, { once: true });
}

/**
 * Calls back once the browser has had the chance to paint the next frame, or after PAINT_TIMEOUT_MS when it paints
 * none.
 */
export function afterNextPaint(callback: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    callback();
  };
  // A timeout queued from inside an animation frame runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, PAINT_TIMEOUT_MS);
}
