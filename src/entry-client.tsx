import { createRoot, hydrateRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { BrowserRouter } from 'react-router';
import site from 'virtual:fernwise/site';
import { App } from './app/App';
import { loadRoute, matchRoute } from './app/routeTable';
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
const firstRoute = loadRoute(matchRoute(window.location.pathname));

if (container.firstElementChild) {
  // Prerendered HTML holds the page already: load its data and blocks first so hydration matches it exactly.
  await firstRoute;
  hydrateRoot(container, app);
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
  await firstRoute;
  root.render(app);
}
