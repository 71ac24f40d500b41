import { MantineProvider } from '@mantine/core';
import { useLocation } from 'react-router';
import type { Site } from '../generated/site';
import { Shell } from '../shell/Shell';
import { NotificationsHost } from '../ui/NotificationsHost';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollToTop } from './ScrollToTop';
import { RouteView } from './RouteView';
import { SiteProvider } from './SiteContext';
import { theme } from './theme';

/** The whole site inside a router supplied by the entry point (browser or static). */
export function App({ site }: { site: Site }) {
  return (
    <MantineProvider theme={theme} forceColorScheme="light">
      <NotificationsHost />
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
      <RouteView key={pathname} pathname={pathname} />
    </RouteErrorBoundary>
  );
}
