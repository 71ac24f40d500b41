// @vitest-environment jsdom
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
afterEach(async () => {
  (await import('../../src/app/islands/runtime')).stopIslands();
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

describe('the island element', () => {
  it('starts an island added to the page after the others were scheduled, with no rescan', async () => {
    document.body.innerHTML = LOAD_ISLAND;
    const { startIslands } = await import('../../src/app/islands/runtime');
    startIslands();
    await vi.advanceTimersByTimeAsync(200);
    expect(started()).toEqual([true]);
    document.body.insertAdjacentHTML('beforeend', LOAD_ISLAND);
    expect(customElements.get('fw-island')).toBeDefined();
    expect(started()).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).toEqual([true, true]);
  });

  it('says on the console when a trigger is unknown, and starts that island only on interaction', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = LOAD_ISLAND.replace('data-when="load"', 'data-when="soon"');
    const { startIslands } = await import('../../src/app/islands/runtime');
    startIslands();
    await vi.advanceTimersByTimeAsync(200);
    expect(started()).toEqual([false]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('unknown trigger data-when="soon"'));
    document.querySelector('fw-island')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await vi.advanceTimersByTimeAsync(50);
    expect(started()).toEqual([true]);
    errors.mockRestore();
  });
});
