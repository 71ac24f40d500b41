/** The path the not-found page declares; it answers every address no page claims. */
export const NOT_FOUND_PATH = '*';

/**
 * An address no page or alias can have (theirs are lowercase words and hyphens), which the router answers with the
 * not-found page: what the build asks for to write it.
 */
const UNCLAIMED_ADDRESS = '/_not-found';

/** The address to ask the router for to render a page: its path, or an unclaimed address for the not-found page. */
export function routeAddress(pagePath: string): string {
  return pagePath === NOT_FOUND_PATH ? UNCLAIMED_ADDRESS : pagePath;
}

/** `/banking/` and `/banking` are one address. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

/** Whether the build writes a page: every page but the dev server's own (`devOnly`, such as the block catalogue). */
export function isPublished(page: { devOnly?: boolean }): boolean {
  return page.devOnly !== true;
}
