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
