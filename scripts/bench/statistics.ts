/** The middle value of `values` (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/**
 * The `q` quantile of `values` (0 the smallest, 1 the largest), interpolated linearly between the two values
 * around it (the method of R's default and numpy's `linear`); NaN for none.
 */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

/** A pseudo-random source in [0, 1) that repeats for the same seed (mulberry32), so a report can be reproduced. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

function resample(values: readonly number[], random: () => number): number[] {
  return values.map(() => values[Math.floor(random() * values.length)]);
}

/**
 * How precisely `median(numerators) / median(denominators)` is known from these samples: the central `level`
 * interval of that ratio over `resamples` bootstrap resamples, each sample drawn with replacement on its own (the
 * two come from separate page loads, whose times this machine leaves uncorrelated). The same samples always give
 * the same interval. Null when either sample is empty.
 */
export function ratioOfMediansInterval(
  numerators: readonly number[],
  denominators: readonly number[],
  { level = 0.95, resamples = 2000, seed = 1 } = {},
): [number, number] | null {
  if (numerators.length === 0 || denominators.length === 0) return null;
  const random = seededRandom(seed);
  const ratios = Array.from(
    { length: resamples },
    () => median(resample(numerators, random)) / median(resample(denominators, random)),
  );
  const tail = (1 - level) / 2;
  return [quantile(ratios, tail), quantile(ratios, 1 - tail)];
}
