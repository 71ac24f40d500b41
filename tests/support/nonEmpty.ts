/**
 * The list itself, or an error when it is empty: a test that loops over content (routes, blocks, figures) must fail,
 * not pass vacuously, when the content it expects is missing.
 */
export function nonEmpty<T>(list: readonly T[], what = 'list'): T[] {
  if (list.length === 0) throw new Error(`expected at least one item in ${what}, found none`);
  return [...list];
}
