import type { RouteEntry } from 'virtual:fernwise/routes';
import type { HydrationGate } from './hydrationGates';
import type { Page } from '../generated/page';
import { loadBlocks, type LoadedBlocks } from '../blocks/registry';
import { NOT_FOUND_PATH, normalizePath } from './routePaths';

export type { RouteEntry };

/** A route whose page data and block components are in memory, ready to render synchronously. */
export interface LoadedRoute {
  entry: RouteEntry;
  page: Page;
  components: LoadedBlocks;
  /** On the page the visitor landed on: per block, what its hydration waits for (see blockHydrationGates). */
  hydrationGates?: readonly (HydrationGate | undefined)[];
}

/** Every address of the site and the page that answers it. */
export interface RouteTable {
  match(pathname: string): RouteEntry;
}

let table: Promise<RouteTable> | undefined;

/**
 * Loads the table of every route. Its size grows with the number of pages, so a prerendered page never waits
 * for it: the client fetches it on the first navigation (or the first hover over a link).
 */
export function loadRouteTable(): Promise<RouteTable> {
  table ??= import('virtual:fernwise/routes').then(({ routeEntries }) => {
    const notFound = routeEntries.find((entry) => entry.path === NOT_FOUND_PATH);
    if (!notFound) throw new Error('the route table has no not-found page');
    const byAddress = new Map(
      routeEntries.flatMap((entry) => [entry.path, ...entry.aliases].map((address) => [address, entry] as const)),
    );
    return { match: (pathname) => byAddress.get(normalizePath(pathname)) ?? notFound };
  });
  table.catch(() => {
    table = undefined;
  });
  return table;
}

const loadedByPage = new Map<string, Promise<LoadedRoute>>();
const loadedByAddress = new Map<string, LoadedRoute>();

/** Loads a route's page data and its blocks in parallel; later calls reuse the result. */
export function loadRoute(entry: RouteEntry): Promise<LoadedRoute> {
  const existing = loadedByPage.get(entry.path);
  if (existing) return existing;
  const promise = Promise.all([entry.loadPage(), loadBlocks(entry.blockTypes)]).then(([page, components]) => ({
    entry,
    page,
    components,
  }));
  loadedByPage.set(entry.path, promise);
  promise.catch(() => loadedByPage.delete(entry.path));
  return promise;
}

/** Finds and loads the route at an address; afterwards {@link routeAt} answers it synchronously. */
export async function loadRouteAt(pathname: string): Promise<LoadedRoute> {
  const address = normalizePath(pathname);
  const known = loadedByAddress.get(address);
  if (known) return known;
  const route = await loadRoute((await loadRouteTable()).match(address));
  loadedByAddress.set(address, route);
  return route;
}

/** The route at an address if it has finished loading, for synchronous rendering. */
export function routeAt(pathname: string): LoadedRoute | undefined {
  return loadedByAddress.get(normalizePath(pathname));
}

/** Records the route a prerendered page was built from, so hydration renders it without the route table. */
export function adoptRoute(pathname: string, route: LoadedRoute): void {
  loadedByAddress.set(normalizePath(pathname), route);
  loadedByPage.set(route.entry.path, Promise.resolve(route));
}
