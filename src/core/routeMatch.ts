import { NOT_FOUND_PATH, normalizePath } from './routePaths.ts';

interface Routed {
  path: string;
  aliases: readonly string[];
}

/** What answers an address: its page, a redirect from an alias to its page, or the not-found page. */
export type RouteMatch<T extends Routed> =
  { kind: 'page'; entry: T } | { kind: 'alias'; entry: T; location: string } | { kind: 'not-found'; entry: T };

/** Matches an address against the site's pages the way the built site answers it (see staticServer.ts). */
export function matchRoute<T extends Routed>(entries: readonly T[], pathname: string): RouteMatch<T> {
  const address = normalizePath(pathname);
  const notFound = entries.find((entry) => entry.path === NOT_FOUND_PATH);
  for (const entry of entries) {
    if (entry.path === address && entry.path !== NOT_FOUND_PATH) return { kind: 'page', entry };
    if (entry.aliases.includes(address)) return { kind: 'alias', entry, location: entry.path };
  }
  if (!notFound) throw new Error('the site has no not-found page');
  return { kind: 'not-found', entry: notFound };
}
