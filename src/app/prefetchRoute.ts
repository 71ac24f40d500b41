import { loadRouteAt } from './routeTable';

/**
 * Starts loading the page an in-site link points at (its data and blocks), so the click that follows renders
 * at once. Failures are left for the navigation itself to report.
 */
export function prefetchRoute(href: string): void {
  const { pathname } = new URL(href, window.location.href);
  loadRouteAt(pathname).catch(() => undefined);
}
