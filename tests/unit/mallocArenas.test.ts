import { describe, expect, it } from 'vitest';
import { MALLOC_ARENAS, withFewMallocArenas } from '../../src/engine/shared/mallocArenas';

describe('withFewMallocArenas', () => {
  it('holds a build process to a few malloc arenas, passing every other variable on', () => {
    const env = withFewMallocArenas({ PATH: '/usr/bin', FERNWISE_DIST: '/tmp/out', UNSET: undefined });
    expect(env).toEqual({ PATH: '/usr/bin', FERNWISE_DIST: '/tmp/out', MALLOC_ARENA_MAX: String(MALLOC_ARENAS) });
  });

  it('keeps the arenas the caller asked for', () => {
    expect(withFewMallocArenas({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
  });
});
