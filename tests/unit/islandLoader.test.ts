// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIslandLoader, type IslandsRuntimeModule, type LoaderHandoff } from '../../src/app/islands/islandLoader';

/** The header's menus: an island whose button does nothing until the island's code has mounted. */
const MENU_ISLAND =
  '<fw-island data-island="shell/NavMenus/navMenus" data-when="interaction"><script type="application/json">null</script><button type="button" id="products">Products</button><a href="/blog" id="blog">Blog</a></fw-island>';
const OUTSIDE = '<button type="button" id="outside">Elsewhere</button>';

/** A runtime that records what the loader handed it. */
function fakeRuntime(): { module: IslandsRuntimeModule; handoffs: LoaderHandoff[] } {
  const handoffs: LoaderHandoff[] = [];
  return { module: { startIslands: (handoff) => handoffs.push(handoff as LoaderHandoff) }, handoffs };
}

function click(id: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.getElementById(id)?.dispatchEvent(event);
  return event;
}

let readyState: DocumentReadyState;
const stops: (() => void)[] = [];

/** Starts a loader, and remembers to remove its listeners after the test. */
function startLoader(importRuntime: () => Promise<IslandsRuntimeModule>): void {
  startIslandLoader(() =>
    importRuntime().then((module) => ({
      startIslands: (handoff?: LoaderHandoff) => {
        if (handoff) stops.push(handoff.stop);
        module.startIslands(handoff);
      },
    })),
  );
}

/** Starts a loader whose runtime is a fake one, counting its imports. */
function loaderWithFakeRuntime() {
  const runtime = fakeRuntime();
  const importRuntime = vi.fn(() => Promise.resolve(runtime.module));
  startLoader(importRuntime);
  return { runtime, importRuntime };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
  readyState = 'interactive';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The page's load event. */
function load(): void {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
}

describe('the islands loader', () => {
  it('imports the runtime only once the page has loaded and painted its next frame', async () => {
    document.body.innerHTML = MENU_ISLAND;
    const { runtime, importRuntime } = loaderWithFakeRuntime();
    await vi.advanceTimersByTimeAsync(500);
    expect(importRuntime).not.toHaveBeenCalled();
    load();
    expect(importRuntime).not.toHaveBeenCalled();
    await vi.advanceTimersToNextFrame(); // the frame after load
    await vi.advanceTimersToNextTimerAsync(); // the timeout queued from it, after its paint
    expect(importRuntime).toHaveBeenCalledTimes(1);
    expect(runtime.handoffs).toHaveLength(1);
    expect(runtime.handoffs[0].loadedAt()).toEqual(expect.any(Number));
    await vi.advanceTimersByTimeAsync(200);
    expect(importRuntime).toHaveBeenCalledTimes(1);
  });

  it('holds back a press on an island control before the runtime, imports the runtime at once and hands the press over', async () => {
    document.body.innerHTML = MENU_ISLAND + OUTSIDE;
    const { runtime, importRuntime } = loaderWithFakeRuntime();
    const press = click('products');
    expect(press.defaultPrevented).toBe(true);
    expect(importRuntime).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(runtime.handoffs[0].early).toEqual([press]);
    expect(runtime.handoffs[0].loadedAt()).toBeUndefined();
  });

  it('leaves links, and presses outside islands, to the browser, handing over only the presses', async () => {
    document.body.innerHTML = MENU_ISLAND + OUTSIDE;
    const { runtime, importRuntime } = loaderWithFakeRuntime();
    const elsewhere = click('outside');
    document.getElementById('outside')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(elsewhere.defaultPrevented).toBe(false);
    expect(importRuntime).not.toHaveBeenCalled();
    const link = click('blog');
    expect(link.defaultPrevented).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    // The link is inside the island, so the visitor is using it: the runtime comes at once.
    expect(runtime.handoffs[0].early).toEqual([elsewhere, link]);
  });

  it('stops listening once the runtime has taken over', async () => {
    document.body.innerHTML = MENU_ISLAND;
    const { runtime } = loaderWithFakeRuntime();
    click('products');
    await vi.advanceTimersByTimeAsync(0);
    runtime.handoffs[0].stop();
    expect(click('products').defaultPrevented).toBe(false);
    expect(runtime.handoffs[0].early).toHaveLength(1);
  });

  it('when the runtime cannot load, says so once and leaves every control to the browser', async () => {
    document.body.innerHTML = MENU_ISLAND;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const importRuntime = vi.fn(() => Promise.reject(new Error('offline')));
    startLoader(importRuntime);
    click('products');
    await vi.advanceTimersByTimeAsync(0);
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0][0]).toMatch(/islands runtime could not load; every island keeps its server HTML/);
    expect(click('products').defaultPrevented).toBe(false);
    load();
    await vi.advanceTimersByTimeAsync(200);
    expect(importRuntime).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });

  it('on a page without islands, imports nothing and holds nothing back', async () => {
    document.body.innerHTML = OUTSIDE;
    const importRuntime = vi.fn(() => Promise.resolve(fakeRuntime().module));
    startLoader(importRuntime);
    load();
    await vi.advanceTimersByTimeAsync(500);
    expect(importRuntime).not.toHaveBeenCalled();
    expect(click('outside').defaultPrevented).toBe(false);
  });
});
