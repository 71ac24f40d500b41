import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import site from 'virtual:fernwise/site';
import { App } from './app/App';
import { pageHead, renderHeadTags } from './app/pageHead';
import { eagerBlockTypes } from './app/pageBlockTypes';
import { NOT_FOUND_PATH } from './app/routePaths';
import { loadRouteAt } from './app/routeTable';
import './app/styles';

export interface RenderedPage {
  html: string;
  head: string;
  status: 200 | 404;
  /** Block types on the page, so the prerenderer can link their chunks and stylesheets. */
  blockTypes: string[];
  /** Block types whose code the page loads before hydrating; the others load after the page. */
  eagerBlockTypes: string[];
}

/** Renders one address of the site to HTML, with its head tags and HTTP status. */
export async function render(url: string): Promise<RenderedPage> {
  const route = await loadRouteAt(url);
  const html = renderToString(
    <StaticRouter location={url}>
      <App site={site} />
    </StaticRouter>,
  );
  return {
    html,
    head: renderHeadTags(pageHead(route.page, site)),
    status: route.entry.path === NOT_FOUND_PATH ? 404 : 200,
    blockTypes: route.entry.blockTypes,
    eagerBlockTypes: eagerBlockTypes(route.page),
  };
}

export { routeEntries } from 'virtual:fernwise/routes';
