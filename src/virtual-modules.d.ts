declare module 'virtual:fernwise/routes' {
  import type { Page } from './generated/page';

  /** One page of the site as the build sees it: its addresses and a loader for its data. */
  export interface RouteEntry {
    path: string;
    aliases: string[];
    loadPage: () => Promise<Page>;
  }
  export const routeEntries: RouteEntry[];
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

declare module 'virtual:fernwise/icons' {
  /** The address of the site's icon sprite; each icon is a `<symbol>` in it, by its name in core/iconSet.ts. */
  const spriteUrl: string;
  export default spriteUrl;
}

declare module 'virtual:fernwise/theme.css' {
  const css: string;
  export default css;
}
