import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { PROJECT_ROOT } from './paths';
import { site } from './site';
import { SiteProvider } from '../../src/ui/SiteContext';
import { theme } from '../../src/app/theme';

export { PROJECT_ROOT, site };

/** Renders UI inside the providers every page has: theme, site data and a router. */
export function renderWithSite(ui: ReactNode, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <MantineProvider theme={theme} forceColorScheme="light">
      <SiteProvider value={site}>
        <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
      </SiteProvider>
    </MantineProvider>,
  );
}
