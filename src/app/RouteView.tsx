import { useEffect, useReducer, useState } from 'react';
import { BlockList, LoadedBlocksProvider } from '../blocks/BlockList';
import { LoadingFallback } from '../shell/LoadingFallback';
import { applyHead, pageHead } from './pageHead';
import { NOT_FOUND_PATH } from './routePaths';
import { loadRouteAt, routeAt } from './routeTable';
import { useSite } from './SiteContext';

/** Renders the page at an address once its data and blocks are loaded, with a fallback while they download. */
export function RouteView({ pathname }: { pathname: string }) {
  const site = useSite();
  const route = routeAt(pathname);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [loadError, setLoadError] = useState<{ pathname: string; error: unknown } | null>(null);

  useEffect(() => {
    if (routeAt(pathname)) return undefined;
    let current = true;
    loadRouteAt(pathname).then(
      () => current && rerender(),
      (error: unknown) => current && setLoadError({ pathname, error }),
    );
    return () => {
      current = false;
    };
  }, [pathname]);

  useEffect(() => {
    if (!route) return;
    applyHead(pageHead(route.page, site), document);
    if (route.entry.path === NOT_FOUND_PATH) console.info(`No page at ${pathname}; showing the not-found page.`);
  }, [route, site, pathname]);

  if (loadError?.pathname === pathname) throw loadError.error;
  if (!route) return <LoadingFallback />;
  return (
    <LoadedBlocksProvider value={route.components}>
      <BlockList blocks={route.page.blocks} components={route.components} hydrationGates={route.hydrationGates} />
    </LoadedBlocksProvider>
  );
}
