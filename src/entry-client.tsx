import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import site from 'virtual:fernwise/site';
import { App } from './app/App';
import { prerenderedRoute } from './app/prerenderedRoute';
import { adoptRoute, loadRouteAt } from './app/routeTable';
import { SiteProvider } from './app/SiteContext';
import { theme } from './app/theme';
import { LoadingOverlay } from './shell/LoadingOverlay';
import './app/styles';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const app = (
  <BrowserRouter>
    <App site={site} />
  </BrowserRouter>
);
const { pageModule } = container.dataset;

if (container.firstElementChild && pageModule) {
  // Prerendered HTML holds the page already: load its data and first blocks so hydration matches it exactly.
  adoptRoute(window.location.pathname, await prerenderedRoute(pageModule, container));
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking it in one long task.
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // No prerendered content (dev server, client-only build): show the boot overlay until the page is ready.
  const root = createRoot(container);
  root.render(
    <MantineProvider theme={theme} forceColorScheme="light">
      <SiteProvider value={site}>
        <LoadingOverlay />
      </SiteProvider>
    </MantineProvider>,
  );
  await loadRouteAt(window.location.pathname);
  root.render(app);
}
