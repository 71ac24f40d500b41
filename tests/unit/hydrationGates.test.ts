import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blockHydrationGates, type HydrationGate } from '../../src/app/hydrationGates';

/** Stands in for the browser's IntersectionObserver: the test decides what comes into view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | undefined;
  readonly observed = new Set<Element>();
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.disconnected = true;
    this.observed.clear();
  }
  comeIntoView(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const status = (gate: HydrationGate | undefined) => (gate as { status?: string } | undefined)?.status ?? 'pending';

/** Three blocks as React's server renderer leaves them: a section, a section and a paragraph, and nothing. */
function prerenderedMain(): HTMLElement {
  const main = document.createElement('main');
  main.innerHTML =
    '<!--$--><section id="hero"><h1>Hero</h1></section><!--/$-->' +
    '<!--$--><section id="faq"><button id="question">Question</button></section><p id="note">Note</p><!--/$-->' +
    '<!--$--><!--/$-->';
  document.body.append(main);
  return main;
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('hydration gates of a prerendered page', () => {
  it('gives each block a gate, opening at once the one for a block that rendered nothing', () => {
    const gates = blockHydrationGates(prerenderedMain(), 3);
    expect(gates?.map(status)).toEqual(['pending', 'pending', 'fulfilled']);
    expect([...(FakeIntersectionObserver.current?.observed ?? [])].map((element) => element.id)).toEqual([
      'hero',
      'faq',
      'note',
    ]);
  });

  it('opens a block when any of its elements comes near the viewport, and only that block', async () => {
    const main = prerenderedMain();
    const gates = blockHydrationGates(main, 3);
    FakeIntersectionObserver.current?.comeIntoView(main.querySelector('#note') as Element);
    expect(gates?.map(status)).toEqual(['pending', 'fulfilled', 'fulfilled']);
    await expect(gates?.[1]).resolves.toBeUndefined();
    expect(FakeIntersectionObserver.current?.observed.has(main.querySelector('#faq') as Element)).toBe(false);
  });

  it('opens a block synchronously when the visitor presses on it, before the page sees the event', () => {
    const main = prerenderedMain();
    const gates = blockHydrationGates(main, 3);
    const seenByPage: string[] = [];
    main.addEventListener('pointerdown', () => seenByPage.push(status(gates?.[1])), { capture: true });
    main.querySelector('#question')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(seenByPage).toEqual(['fulfilled']);
    expect(status(gates?.[0])).toBe('pending');
  });

  it('opens a block that receives keyboard focus', () => {
    const main = prerenderedMain();
    const gates = blockHydrationGates(main, 3);
    main.querySelector<HTMLButtonElement>('#question')?.focus();
    expect(status(gates?.[1])).toBe('fulfilled');
  });

  it('stops watching once every block is open', () => {
    const main = prerenderedMain();
    const remove = vi.spyOn(document, 'removeEventListener');
    blockHydrationGates(main, 3);
    for (const id of ['hero', 'faq'])
      FakeIntersectionObserver.current?.comeIntoView(main.querySelector(`#${id}`) as Element);
    expect(FakeIntersectionObserver.current?.disconnected).toBe(true);
    expect(remove.mock.calls.map(([type]) => type)).toContain('pointerdown');
  });

  it('gates nothing when the markup does not hold one boundary per block, or the browser cannot watch visibility', () => {
    expect(blockHydrationGates(prerenderedMain(), 4)).toBeUndefined();
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(blockHydrationGates(prerenderedMain(), 3)).toBeUndefined();
  });
});
