import { useCallback, useEffect, useState } from 'react';

interface Rotation {
  active: number;
  playing: boolean;
  show: (index: number) => void;
  next: () => void;
  previous: () => void;
  togglePlaying: () => void;
  /** Holds rotation while the visitor hovers or focuses the carousel, without changing `playing`. */
  setHeld: (held: boolean) => void;
}

/** Slide index and autoplay state for a carousel of `count` slides that wraps at both ends. */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);

  const show = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);
  const next = useCallback(() => setActive((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setActive((current) => (current - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setPlaying((current) => !current), []);

  useEffect(() => {
    if (!playing || held) return undefined;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, intervalMs, next, active]);

  return { active, playing, show, next, previous, togglePlaying, setHeld };
}
