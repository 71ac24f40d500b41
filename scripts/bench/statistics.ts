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

/** The first and third quartiles of `values`: half of them lie between the two. */
export function middleHalf(values: readonly number[]): [number, number] {
  return [quantile(values, 0.25), quantile(values, 0.75)];
}
