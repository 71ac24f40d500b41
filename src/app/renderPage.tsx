import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter, StaticRouterProvider, type DataRouter, type StaticHandlerContext } from 'react-router-dom';
import { ISLAND_LABELS_ID, scriptJson } from '../core/islands';
import { pageHead, renderHeadTags } from '../core/pageHead';
import type { RenderedPage } from '../core/renderedPage';
import { NOT_FOUND_PATH, routeAddress } from '../core/routePaths';
import { theme } from '../core/theme';
import type { Page } from '../generated/page';
import type { Site } from '../generated/site';
import { ErrorScreen } from '../shell/ErrorScreen';
import { Shell } from '../shell/Shell';
import { IslandCollectorContext, type CollectedIsland } from '../ui/islands/IslandCollector';
import { LabelsProvider, SiteProvider } from '../ui/SiteContext';
import { FIRST_SCREEN_END_TAG } from '../ui/FirstScreenEnd';
import { BlockList, EditMarksContext, FOLD_TAG } from './BlockList';
import { compactMarkup, withoutTextSeparators } from './compactMarkup';
import { createIslandCollector, spliceIslands } from './islands/renderIslands';
import { styleAttributesToClasses } from './styleAttributeClasses';

/** How many blocks from the top of a page count as its first screen, for the CSS inlined into it. */
export const FIRST_SCREEN_BLOCKS = 2;

/**
 * The blocks a page's inlined CSS styles before the whole stylesheet arrives: the first screen, but never every
 * block of a page of two or more. The blocks after them wait for the stylesheet, so they are styled and laid out
 * once, with it. Had a page's last block been styled by the inlined CSS as well, the stylesheet's arrival would
 * restyle and lay out the whole page again: on /status (a hero and a long status board) that was a task of
 * 150–190 ms on Lighthouse's phone profile, after the first paint.
 */
function firstScreenBlocks(page: Page): number {
  return Math.min(FIRST_SCREEN_BLOCKS, Math.max(1, page.blocks.length - 1));
}

const FOLD_ELEMENT = `<${FOLD_TAG}></${FOLD_TAG}>`;
const FIRST_SCREEN_END_ELEMENT = `<${FIRST_SCREEN_END_TAG}></${FIRST_SCREEN_END_TAG}>`;
const MAIN_END = '</main>';

/** A page in the site's shell, its blocks split at the end of its first screen: what a page's route renders. */
export function PageView({ page }: { page: Page }) {
  return (
    <Shell notFound={page.path === NOT_FOUND_PATH}>
      <BlockList blocks={page.blocks} foldAfter={firstScreenBlocks(page)} />
    </Shell>
  );
}

/** The router's answer for one address, ready to render (see siteRoutes.tsx). */
export interface RoutedPage {
  router: DataRouter;
  context: StaticHandlerContext;
}

/**
 * The page's body HTML with its islands spliced in, and where the blocks after its first screen begin in it (null
 * when there are none). The page is rendered by its route in the site's router, or, without one (a unit test
 * rendering a page alone), in a static router at its path.
 */
function renderBody(
  page: Page,
  site: Site,
  routed?: RoutedPage,
  editMarks = false,
): { body: string; css: string; islands: CollectedIsland[]; foldAt: number | null } {
  const collector = createIslandCollector();
  let html: string;
  try {
    html = renderToString(
      <StaticMantine>
        <IslandCollectorContext.Provider value={collector}>
          <SiteProvider value={site}>
            <LabelsProvider value={site.labels}>
              <EditMarksContext.Provider value={editMarks}>
                {routed ? (
                  <StaticRouterProvider router={routed.router} context={routed.context} hydrate={false} />
                ) : (
                  <StaticRouter location={routeAddress(page.path)}>
                    <PageView page={page} />
                  </StaticRouter>
                )}
              </EditMarksContext.Provider>
            </LabelsProvider>
          </SiteProvider>
        </IslandCollectorContext.Provider>
      </StaticMantine>,
    );
  } catch (error) {
    throw new Error(`page ${page.path} failed to render: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  // The page's own markup is never hydrated (its React islands are rendered apart, and spliced in here), so its
  // style attributes can become classes; an island's must stay as React renders them.
  const styled = styleAttributesToClasses(withoutTextSeparators(html));
  let body = compactMarkup(spliceIslands(styled.html, collector.islands, site.labels));
  let fold = body.indexOf(FOLD_ELEMENT);
  if (fold >= 0) body = body.slice(0, fold) + body.slice(fold + FOLD_ELEMENT.length);
  // A block's own end of the first screen, when the block after the fold has one, is where the first screen ends.
  const within = body.indexOf(FIRST_SCREEN_END_ELEMENT);
  if (within >= 0) {
    if (within < fold) throw new Error(`<${FIRST_SCREEN_END_TAG}> stands before the page's fold`);
    body = body.slice(0, within) + body.slice(within + FIRST_SCREEN_END_ELEMENT.length);
    if (body.includes(FIRST_SCREEN_END_ELEMENT))
      throw new Error(`the page has more than one <${FIRST_SCREEN_END_TAG}>`);
    fold = within;
  }
  if (collector.islands.some((island) => island.definition.kind === 'react')) {
    body += `<script type="application/json" id="${ISLAND_LABELS_ID}">${scriptJson(site.labels)}</script>`;
  }
  return { body, css: styled.css, islands: collector.islands, foldAt: fold >= 0 ? fold : null };
}

/**
 * The page as its first screen alone would render: the body up to the fold, then from the end of its blocks on
 * (`<main>` holds nothing else). Cut from the whole page rather than rendered again, which cost a second render
 * of the shell and the first blocks for every page.
 */
function firstScreenOf(body: string, foldAt: number | null): string {
  if (foldAt === null) return body;
  const blocksEnd = body.lastIndexOf(MAIN_END);
  if (blocksEnd < foldAt) throw new Error('the page body has no </main> after its fold');
  return body.slice(0, foldAt) + body.slice(blocksEnd);
}

/**
 * Mantine for markup that is never hydrated: the theme's variables and Mantine's global classes are in the site's
 * stylesheet once, and the `mantine-*` static class names would only add bytes (the site's CSS never uses them).
 */
function StaticMantine({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
      withStaticClasses={false}
    >
      {children}
    </MantineProvider>
  );
}

/**
 * Renders one page of the site to static HTML: the shell, its blocks, and its islands ready to start. The build and
 * the dev server pass the router's answer for the page's address (see siteRoutes.tsx), whose status it takes.
 */
export function renderPage(
  page: Page,
  site: Site,
  routed?: RoutedPage,
  options: { editMarks?: boolean } = {},
): RenderedPage {
  const { body, css, islands, foldAt } = renderBody(page, site, routed, options.editMarks);
  const status = routed ? routed.context.statusCode : page.path === NOT_FOUND_PATH ? 404 : 200;
  if (status !== 200 && status !== 404) throw new Error(`page ${page.path} was answered with status ${status}`);
  return {
    body,
    foldAt,
    firstScreenBody: firstScreenOf(body, foldAt),
    head: renderHeadTags(pageHead(page, site)) + (css ? `<style>${css}</style>` : ''),
    status,
    islands: islands.map(({ name, when }) => ({ name, when })),
  };
}

/**
 * The error screen inside the site's shell, for a page that failed to render (the dev server shows it); the
 * header marks the requested address as the current page, if it is one.
 */
export function renderErrorPage(error: unknown, site: Site, url = '/'): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return renderToString(
    <StaticMantine>
      <SiteProvider value={site}>
        <LabelsProvider value={site.labels}>
          <StaticRouter location={url}>
            <Shell>
              <ErrorScreen message={message} stack={stack} />
            </Shell>
          </StaticRouter>
        </LabelsProvider>
      </SiteProvider>
    </StaticMantine>,
  );
}
