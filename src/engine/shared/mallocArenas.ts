/**
 * The environment for a build process that runs native code on threads of its own, with glibc's malloc held to
 * MALLOC_ARENAS arenas unless the caller set MALLOC_ARENA_MAX: by default each thread that allocates gets an arena
 * (up to eight a core), and what a thread frees stays resident in its arena. Measured at 10,000 pages on
 * 2026-12-07: a render worker (zlib compresses its pages on libuv's threads) held about 400 MB with 150 MB of
 * JavaScript heap, 310–350 MB with two arenas; the bundle process (Rolldown bundles on threads) peaked at 884 MB with
 * 245 MB of heap, 787 MB with two.
 */
export function withFewMallocArenas(env: NodeJS.ProcessEnv): Record<string, string> {
  const own: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined) own[name] = value;
  own.MALLOC_ARENA_MAX ??= String(MALLOC_ARENAS);
  return own;
}

/** Arenas for a build process: two let two threads allocate at once, which is all the machine's cores. */
export const MALLOC_ARENAS = 2;
