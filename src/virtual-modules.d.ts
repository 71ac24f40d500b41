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

declare module 'virtual:fernwise/catalogue' {
  /** One block of the library: its type, its schema description and its example, validated at build time. */
  export interface CatalogueEntry {
    type: string;
    description: string;
    example: unknown;
  }
  const catalogue: CatalogueEntry[];
  export default catalogue;
}
