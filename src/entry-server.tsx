import site from 'virtual:fernwise/site';
import { routeEntries } from 'virtual:fernwise/routes';
import { applyEditMarks } from './app/editMarks';
import { renderErrorPage, renderPage } from './app/renderPage';
import { createSiteRenderer } from './app/siteRoutes';
import type { RenderedPage, RouteRedirect } from './core/renderedPage';
import type { Page } from './generated/page';
import type { Site } from './generated/site';

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

/**
 * A page's unsaved data (the editor's draft) rendered as `render` renders the saved page, each block's top-level
 * element marked `data-fw-block="<index>"`; with `draftSite`, in the site file's unsaved data.
 */
export function renderDraft(page: Page, draftSite?: Site): RenderedPage {
  const rendered = renderPage(page, draftSite ?? site, undefined, { editMarks: true });
  return { ...rendered, body: applyEditMarks(rendered.body), firstScreenBody: '', foldAt: null };
}
