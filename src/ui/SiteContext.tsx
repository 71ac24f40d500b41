import { createContext, useContext } from 'react';
import type { Site } from '../generated/site';

const SiteContext = createContext<Site | null>(null);

export const SiteProvider = SiteContext.Provider;

/** The site file's data: brand, navigation, footer and interface labels. */
export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used inside <SiteProvider>');
  return site;
}

type InterfaceLabels = Site['labels'];
const LabelsContext = createContext<InterfaceLabels | null>(null);

/** Provides the site's interface labels; static pages pass the site file's, React islands the page's copy of them. */
export const LabelsProvider = LabelsContext.Provider;

/**
 * The site file's interface labels (button names read by screen readers and the like). Unlike {@link useSite},
 * available inside islands too.
 */
export function useLabels(): InterfaceLabels {
  const labels = useContext(LabelsContext);
  if (!labels) throw new Error('useLabels must be used inside <LabelsProvider>');
  return labels;
}
