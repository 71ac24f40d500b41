import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The not-found page's console note, an island due at load: its props block goes the moment the runtime starts it. */
const LOAD_ISLAND =
  '<fw-island data-island="shell/NotFound/notFoundLog" data-when="load"><script type="application/json">null</script></fw-island>';

/** Runs the next timer or animation frame alone, then the promise callbacks it queued: one task of the page. */
async function nextTask(): Promise<void> {
  vi.advanceTimersToNextTimer();
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

const started = () =>
  [...document.querySelectorAll('fw-island')].map((island) => island.querySelector('script') === null);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the islands runtime on a loaded page', () => {
  it('starts no island in the task of the load event, only once the next frame has been painted', async () => {
    document.body.innerHTML = LOAD_ISLAND;
    const { startIslands } = await import('../../src/app/islands/runtime');
    expect(document.readyState).toBe('complete');
    startIslands();
    await Promise.resolve();
    expect(started()).toEqual([false]);
    await nextTask(); // the animation frame
    expect(started()).toEqual([false]);
    await nextTask(); // the timeout queued from it, after the frame's paint
    await nextTask(); // the yield before the first island
    expect(started()).toEqual([true]);
  });

  it('starts islands due at the same moment one task each', async () => {
    document.body.innerHTML = LOAD_ISLAND + LOAD_ISLAND;
    const { startIslands } = await import('../../src/app/islands/runtime');
    startIslands();
    await nextTask();
    await nextTask();
    await nextTask();
    expect(started()).toEqual([true, false]);
    await nextTask();
    expect(started()).toEqual([true, true]);
  });

  it('starts them anyway when no frame comes (a hidden tab)', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    document.body.innerHTML = LOAD_ISLAND;
    const { startIslands } = await import('../../src/app/islands/runtime');
    startIslands();
    await vi.advanceTimersByTimeAsync(99);
    expect(started()).toEqual([false]);
    await vi.advanceTimersByTimeAsync(10);
    expect(started()).toEqual([true]);
  });
});
