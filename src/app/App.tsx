import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Route, Routes, useLocation } from 'react-router';
import type { Site } from '../generated/site';
import { Shell } from '../shell/Shell';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { RouteView } from './RouteView';
import { NOT_FOUND_ENTRY, PAGE_ENTRIES } from './routeTable';
import { SiteProvider } from './SiteContext';
import { theme } from './theme';

/** The whole site inside a router supplied by the entry point (browser or static). */
export function App({ site }: { site: Site }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <Notifications limit={3} autoClose={4000} position="bottom-right" />
      <SiteProvider value={site}>
        <ScrollToTop />
        <Shell>
          <SiteRoutes />
        </Shell>
      </SiteProvider>
    </MantineProvider>
  );
}

function SiteRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Routes>
        {PAGE_ENTRIES.flatMap((entry) =>
          [entry.path, ...entry.aliases].map((path) => (
            <Route key={path} path={path} element={<RouteView entry={entry} />} />
          )),
        )}
        <Route path="*" element={<RouteView entry={NOT_FOUND_ENTRY} />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
