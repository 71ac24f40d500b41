declare module 'virtual:fernwise/routes' {
  import type { Block, Page } from './generated/page';

  /** One page of the site as the build sees it: its addresses, the blocks it uses, and a loader for its data. */
  export interface RouteEntry {
    path: string;
    aliases: string[];
    blockTypes: Block['type'][];
    loadPage: () => Promise<Page>;
  }
  export const routeEntries: RouteEntry[];
  export const NOT_FOUND_PATH: string;
}

declare module 'virtual:fernwise/site' {
  import type { Site } from './generated/site';

  const site: Site;
  export default site;
}
