import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

const inDom = typeof window !== 'undefined';

// jsdom lacks the layout APIs Mantine relies on; these stand-ins report "no match" and "nothing observed".
if (inDom && !window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}

if (inDom) {
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
  window.scrollTo = () => undefined;
  afterEach(() => {
    cleanup();
  });
}
