const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
let settled: Promise<void> | undefined;

/**
 * Settles when the document has finished loading, or at the visitor's first interaction if that comes sooner.
 * Deliberately not tied to timers or idle callbacks, so it behaves the same under a test's paused clock.
 */
export function afterPageLoad(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('load', done);
      for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
      resolve();
    };
    if (document.readyState === 'complete') {
      resolve();
      return;
    }
    window.addEventListener('load', done);
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, passive: true });
  });
  return settled;
}
