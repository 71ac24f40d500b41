import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { theme } from '../../core/theme';
import type { Site } from '../../generated/site';
import { LabelsProvider } from '../../ui/SiteContext';

interface IslandRootProps {
  labels: Site['labels'];
  /** Called once the island has committed in the browser; never on the server. */
  onMounted?: () => void;
  children: ReactNode;
}

/**
 * What wraps every React island, identically on server and client. The theme's CSS variables and Mantine's global
 * classes are in the site's stylesheet once, so no island writes them again.
 */
export function IslandRoot({ labels, onMounted, children }: IslandRootProps) {
  useEffect(() => {
    onMounted?.();
  }, [onMounted]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <LabelsProvider value={labels}>{children}</LabelsProvider>
    </MantineProvider>
  );
}
