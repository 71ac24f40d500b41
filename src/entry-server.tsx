import site from 'virtual:fernwise/site';
import { routeEntries } from 'virtual:fernwise/routes';
import { renderErrorPage, renderPage } from './app/renderPage';
import type { RenderedPage } from './core/renderedPage';

export { routeEntries };

/** Renders the page at a route path (not an alias) to HTML. */
export async function render(pagePath: string): Promise<RenderedPage> {
  const entry = routeEntries.find((candidate) => candidate.path === pagePath);
  if (!entry) throw new Error(`no page has path ${pagePath}`);
  return renderPage(await entry.loadPage(), site);
}

/** The error screen in the site's shell, for a page that failed to render. */
export function renderError(error: unknown): string {
  return renderErrorPage(error, site);
}
