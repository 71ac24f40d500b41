import type { DataPath } from '../yaml/yamlSource.ts';

/** What a visitor of `walkData` asks next: go on (nothing), leave the value's insides unvisited, or end the walk. */
export type WalkStep = 'skip' | 'stop' | undefined;

/**
 * Visits `value` and everything inside it, depth first in document order, with the path to each: the walk's own
 * stack, which changes as it goes on, so a visitor copies it (`[...at]`) to keep it. Returns true when a visitor
 * ended the walk with 'stop'. One path array for the whole walk: a content file's data is walked several times
 * per validation, and a fresh array per value was most of the garbage that validation made.
 */
export function walkData(
  value: unknown,
  visit: (item: unknown, at: DataPath, key: string | number | undefined) => WalkStep,
  at: (string | number)[] = [],
): boolean {
  return walk(value, undefined, at, visit);
}

function walk(
  value: unknown,
  key: string | number | undefined,
  at: (string | number)[],
  visit: (item: unknown, at: DataPath, key: string | number | undefined) => WalkStep,
): boolean {
  const step = visit(value, at, key);
  if (step === 'stop') return true;
  if (step === 'skip' || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      at.push(index);
      const stopped = walk(value[index], index, at, visit);
      at.pop();
      if (stopped) return true;
    }
    return false;
  }
  for (const [childKey, child] of Object.entries(value)) {
    at.push(childKey);
    const stopped = walk(child, childKey, at, visit);
    at.pop();
    if (stopped) return true;
  }
  return false;
}
