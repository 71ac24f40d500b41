import { useCallback, useEffect, useState } from 'react';

interface Rotation {
  active: number;
  playing: boolean;
  show: (index: number) => void;
  next: () => void;
  previous: () => void;
  togglePlaying: () => void;
  /** Holds rotation while the pointer is over the carousel, without changing `playing`. */
  setHovered: (hovered: boolean) => void;
  /** Holds rotation while keyboard focus is inside the carousel, without changing `playing`. */
  setFocused: (focused: boolean) => void;
}

/**
 * Slide index and autoplay state for a carousel of `count` slides that wraps at both ends. Rotation advances every
 * `intervalMs` while playing, unless the pointer or focus is inside; any move restarts the interval.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const show = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);
  const next = useCallback(() => setActive((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setActive((current) => (current - 1 + count) % count), [count]);
  const togglePlaying = useCallback(() => setPlaying((current) => !current), []);

  useEffect(() => {
    if (!playing || hovered || focused) return undefined;
    const timer = window.setInterval(next, intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, hovered, focused, intervalMs, next, active]);

  return { active, playing, show, next, previous, togglePlaying, setHovered, setFocused };
}
