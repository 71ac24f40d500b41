import { MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { ISLAND_LABELS_ID, scriptJson } from '../core/islands';
import { pageHead, renderHeadTags } from '../core/pageHead';
import type { RenderedPage } from '../core/renderedPage';
import { NOT_FOUND_PATH } from '../core/routePaths';
import { theme } from '../core/theme';
import type { Page } from '../generated/page';
import type { Site } from '../generated/site';
import { ErrorScreen } from '../shell/ErrorScreen';
import { Shell } from '../shell/Shell';
import { IslandCollectorContext } from '../ui/islands/IslandCollector';
import { LabelsProvider, SiteProvider } from '../ui/SiteContext';
import { BlockList } from './BlockList';
import { createIslandCollector, spliceIslands } from './islands/renderIslands';

/** Renders one page of the site to static HTML: the shell, its blocks, and its islands ready to start. */
export function renderPage(page: Page, site: Site): RenderedPage {
  const collector = createIslandCollector();
  const currentPath = page.path;
  let html: string;
  try {
    html = renderToString(
      <IslandCollectorContext.Provider value={collector}>
        <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
          <SiteProvider value={site}>
            <LabelsProvider value={site.labels}>
              <Shell currentPath={currentPath}>
                <BlockList blocks={page.blocks} />
              </Shell>
            </LabelsProvider>
          </SiteProvider>
        </MantineProvider>
      </IslandCollectorContext.Provider>,
    );
  } catch (error) {
    throw new Error(`page ${page.path} failed to render: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  let body = spliceIslands(html, collector.islands, site.labels);
  if (collector.islands.some((island) => island.definition.kind === 'react')) {
    body += `<script type="application/json" id="${ISLAND_LABELS_ID}">${scriptJson(site.labels)}</script>`;
  }
  return {
    body,
    head: renderHeadTags(pageHead(page, site)),
    status: page.path === NOT_FOUND_PATH ? 404 : 200,
    islands: collector.islands.map(({ name, when }) => ({ name, when })),
  };
}

/** The error screen inside the site's shell, for a page that failed to render (the dev server shows it). */
export function renderErrorPage(error: unknown, site: Site): string {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? error.stack : undefined;
  return renderToString(
    <SiteProvider value={site}>
      <LabelsProvider value={site.labels}>
        <Shell currentPath="">
          <ErrorScreen message={message} stack={stack} />
        </Shell>
      </LabelsProvider>
    </SiteProvider>,
  );
}
