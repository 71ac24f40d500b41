import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import site from 'virtual:fernwise/site';
import { App } from './app/App';
import { pageHead, renderHeadTags } from './app/pageHead';
import { loadRoute, matchRoute, NOT_FOUND_ENTRY } from './app/routeTable';
import './app/styles';

export interface RenderedPage {
  html: string;
  head: string;
  status: 200 | 404;
  /** Block types on the page, so the prerenderer can link their chunks and stylesheets. */
  blockTypes: string[];
}

/** Renders one address of the site to HTML, with its head tags and HTTP status. */
export async function render(url: string): Promise<RenderedPage> {
  const entry = matchRoute(url);
  const route = await loadRoute(entry);
  const html = renderToString(
    <StaticRouter location={url}>
      <App site={site} />
    </StaticRouter>,
  );
  return {
    html,
    head: renderHeadTags(pageHead(route.page, site)),
    status: entry === NOT_FOUND_ENTRY ? 404 : 200,
    blockTypes: entry.blockTypes,
  };
}

export { routeEntries } from 'virtual:fernwise/routes';
