import { useEffect, useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { BlockList, LoadedBlocksProvider } from '../blocks/BlockList';
import { LoadingFallback } from '../shell/LoadingFallback';
import { applyHead, pageHead } from './pageHead';
import { loadRoute, loadedRoute, NOT_FOUND_ENTRY, type RouteEntry } from './routeTable';
import { useSite } from './SiteContext';

/** Renders a route's page once its data and blocks are loaded, with a fallback while they download. */
export function RouteView({ entry }: { entry: RouteEntry }) {
  const site = useSite();
  const location = useLocation();
  const route = loadedRoute(entry);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [loadError, setLoadError] = useState<unknown>(null);

  useEffect(() => {
    if (loadedRoute(entry)) return undefined;
    let current = true;
    loadRoute(entry).then(
      () => current && rerender(),
      (error: unknown) => current && setLoadError(error),
    );
    return () => {
      current = false;
    };
  }, [entry]);

  useEffect(() => {
    if (!route) return;
    applyHead(pageHead(route.page, site), document);
    if (entry === NOT_FOUND_ENTRY) console.info(`No page at ${location.pathname}; showing the not-found page.`);
  }, [route, site, entry, location.pathname]);

  if (loadError) throw loadError;
  if (!route) return <LoadingFallback />;
  return (
    <LoadedBlocksProvider value={route.components}>
      <BlockList blocks={route.page.blocks} components={route.components} />
    </LoadedBlocksProvider>
  );
}
