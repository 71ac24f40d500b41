import {
  createStaticHandler,
  createStaticRouter,
  data,
  isRouteErrorResponse,
  redirect,
  useLoaderData,
  type RouteObject,
} from 'react-router-dom';
import type { RenderedPage, RouteRedirect } from '../core/renderedPage';
import { NOT_FOUND_PATH, normalizePath } from '../core/routePaths';
import type { Page } from '../generated/page';
import type { Site } from '../generated/site';
import { PageView, renderPage } from './renderPage';

/** One page of the site as the route table has it (`virtual:fernwise/routes`): its addresses and its data. */
export interface SitePageEntry {
  path: string;
  aliases: readonly string[];
  loadPage: () => Promise<Page>;
}

type PageLoader = () => Promise<Page>;

/** What a page's route renders: the page its loader read, in the site's shell. */
function RoutedPage() {
  return <PageView page={useLoaderData<PageLoader>()} />;
}

/**
 * The site's routes for React Router: each page a route (its id is its path) whose loader reads the page and whose
 * element renders it; each of a page's aliases a route whose loader answers a 301 redirect to the page, keeping
 * the query string; the page with path `*` the not-found route, which React Router picks for every address no
 * other route claims, and whose loader sets the answer's status to 404. Addresses are case-sensitive, as the
 * built site's files are.
 */
export function siteRoutes(entries: readonly SitePageEntry[]): RouteObject[] {
  return entries.flatMap((entry): RouteObject[] => {
    const page: RouteObject = {
      id: entry.path,
      path: entry.path,
      caseSensitive: true,
      loader:
        entry.path === NOT_FOUND_PATH
          ? async () => data(await entry.loadPage(), { status: 404 })
          : () => entry.loadPage(),
      element: <RoutedPage />,
    };
    const aliases = entry.aliases.map((alias): RouteObject => ({
      id: `${alias} -> ${entry.path}`,
      path: alias,
      caseSensitive: true,
      loader: ({ request }) => redirect(entry.path + new URL(request.url).search, 301),
    }));
    return [page, ...aliases];
  });
}

/** The origin requests to the router are made on; the site's addresses are paths, so any origin would do. */
const ORIGIN = 'http://fernwise.invalid';

/** A path as React Router matches it: each segment percent-decoded, a segment that does not decode left as it is. */
function decodedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * The routes that can answer an address: the one whose path it is, if any, and the not-found route. Every path of
 * the route table is static and case-sensitive (page.schema.json), so a lookup finds the one React Router would.
 * React Router flattens and ranks every route it is given, and converts them all again for each static router:
 * over the whole table that was work in proportion to the site's size for every page, so a build in proportion to
 * its square (1,040 pages: 4.9 s of the render workers' 38 s of CPU).
 */
function candidateRoutes(routes: readonly RouteObject[]): (pathname: string) => RouteObject[] {
  const byPath = new Map(routes.filter((route) => route.path !== NOT_FOUND_PATH).map((route) => [route.path, route]));
  const notFound = routes.filter((route) => route.path === NOT_FOUND_PATH);
  return (pathname) => {
    const route = byPath.get(decodedPath(pathname));
    return route ? [route, ...notFound] : notFound;
  };
}

/** The error for an address no page answers on a site without a not-found page. */
function noNotFoundPage(url: string): Error {
  return new Error(`the site has no not-found page (path: "${NOT_FOUND_PATH}") to answer ${url}`);
}

/**
 * The site's answer at an address, through React Router on the server: `createStaticHandler` over the routes that
 * can answer it (see candidateRoutes), `query` for the address, then, for a page, `createStaticRouter` and
 * `StaticRouterProvider` render it (see renderPage). An alias answers its redirect; an unknown address the
 * not-found page with status 404.
 */
export function createSiteRenderer(
  entries: readonly SitePageEntry[],
  site: Site,
): (url: string) => Promise<RenderedPage | RouteRedirect> {
  const routesFor = candidateRoutes(siteRoutes(entries));
  return async (url) => {
    const address = new URL(url, ORIGIN);
    // `/banking/` is `/banking`: the page and its current link in the navigation are the same.
    address.pathname = normalizePath(address.pathname);
    const routes = routesFor(address.pathname);
    if (routes.length === 0) throw noNotFoundPage(url);
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(address));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (context.status !== 301 || location === null) {
        throw new Error(`the router answered ${url} with status ${context.status}`);
      }
      return { status: 301, location };
    }
    if (context.errors) {
      const [error] = Object.values(context.errors) as unknown[];
      if (isRouteErrorResponse(error) && error.status === 404) {
        throw noNotFoundPage(url);
      }
      throw error;
    }
    const match = context.matches.at(-1);
    const page = match ? (context.loaderData[match.route.id] as Page | undefined) : undefined;
    if (!page) throw new Error(`no page answers ${url}`);
    return renderPage(page, site, { router: createStaticRouter(handler.dataRoutes, context), context });
  };
}
