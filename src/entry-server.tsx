import site from 'virtual:fernwise/site';
import { routeEntries } from 'virtual:fernwise/routes';
import { renderErrorPage } from './app/renderPage';
import { createSiteRenderer } from './app/siteRoutes';
import type { RenderedPage, RouteRedirect } from './core/renderedPage';

export { routeEntries };

const renderAddress = createSiteRenderer(routeEntries, site);

/** What the site answers at an address, routed by React Router: a page, an alias's redirect, or the not-found page. */
export function render(url: string): Promise<RenderedPage | RouteRedirect> {
  return renderAddress(url);
}

/** The error screen in the site's shell, for the address whose page failed to render. */
export function renderError(error: unknown, url: string): string {
  return renderErrorPage(error, site, url);
}
