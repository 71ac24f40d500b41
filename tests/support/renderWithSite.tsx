import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { theme } from '../../src/core/theme';
import { LabelsProvider, SiteProvider } from '../../src/ui/SiteContext';
import { PROJECT_ROOT } from './paths';
import { site } from './site';

export { PROJECT_ROOT, site };

/**
 * Renders UI inside the providers a page has: the site's data and labels, and the theme the islands' Mantine
 * components read. Islands render in place, as they do inside another island.
 */
export function renderWithSite(ui: ReactNode): RenderResult {
  return render(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <SiteProvider value={site}>
        <LabelsProvider value={site.labels}>{ui}</LabelsProvider>
      </SiteProvider>
    </MantineProvider>,
  );
}
