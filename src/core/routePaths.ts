/** The path the not-found page declares; it answers every address no page claims. */
export const NOT_FOUND_PATH = '*';

/** `/banking/` and `/banking` are one address. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

/** Whether the build writes a page: every page but the dev server's own (`devOnly`, such as the block catalogue). */
export function isPublished(page: { devOnly?: boolean }): boolean {
  return page.devOnly !== true;
}
