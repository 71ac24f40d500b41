import { NOT_FOUND_PATH, routeEntries, type RouteEntry } from 'virtual:fernwise/routes';
import type { Page } from '../generated/page';
import { loadBlocks, type LoadedBlocks } from '../blocks/registry';

export type { RouteEntry };

/** A route whose page data and block components are in memory, ready to render synchronously. */
export interface LoadedRoute {
  entry: RouteEntry;
  page: Page;
  components: LoadedBlocks;
}

const notFoundEntry = routeEntries.find((entry) => entry.path === NOT_FOUND_PATH);
if (!notFoundEntry) throw new Error('the route table has no not-found page');

export const NOT_FOUND_ENTRY: RouteEntry = notFoundEntry;
export const PAGE_ENTRIES: readonly RouteEntry[] = routeEntries.filter((entry) => entry !== notFoundEntry);

/** `/banking/` and `/banking` are one address. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed === '' ? '/' : trimmed;
}

const byPath = new Map<string, RouteEntry>(
  PAGE_ENTRIES.flatMap((entry) => [entry.path, ...entry.aliases].map((path) => [path, entry] as const)),
);

export function matchRoute(pathname: string): RouteEntry {
  return byPath.get(normalizePath(pathname)) ?? NOT_FOUND_ENTRY;
}

const loaded = new Map<RouteEntry, LoadedRoute>();
const pending = new Map<RouteEntry, Promise<LoadedRoute>>();

/** Loads a route's page data and its blocks in parallel; later calls reuse the result. */
export function loadRoute(entry: RouteEntry): Promise<LoadedRoute> {
  const existing = pending.get(entry);
  if (existing) return existing;
  const promise = Promise.all([entry.loadPage(), loadBlocks(entry.blockTypes)]).then(([page, components]) => {
    const route = { entry, page, components };
    loaded.set(entry, route);
    return route;
  });
  pending.set(entry, promise);
  promise.catch(() => pending.delete(entry));
  return promise;
}

/** The route if it has finished loading, for synchronous rendering. */
export function loadedRoute(entry: RouteEntry): LoadedRoute | undefined {
  return loaded.get(entry);
}
