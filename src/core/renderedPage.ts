/** One page rendered on the server: what the prerenderer and the dev server put into the page template. */
export interface RenderedPage {
  /** Everything inside `<body>`, islands included. */
  body: string;
  /** The body as far as a visitor first sees it (the shell and the first blocks), for finding the critical CSS. */
  firstScreenBody: string;
  /**
   * Where in `body` the blocks below the first screen begin (a character offset), or null when the first screen
   * holds every block. The built page links the site stylesheet there (see inlineCriticalCss).
   */
  foldAt: number | null;
  /** The page's head tags: title, description, canonical, social and structured data. */
  head: string;
  status: 200 | 404;
  /** The islands on the page, in document order. */
  islands: { name: string; when: string }[];
}

/** The router's answer for an alias: a permanent redirect to its page (the query string kept). */
export interface RouteRedirect {
  status: 301;
  location: string;
}

/** What the server bundle (src/entry-server.tsx) offers the prerenderer and the dev server. */
export interface ServerEntry {
  routeEntries: { path: string; aliases: string[] }[];
  /**
   * What the site answers at an address (a path, with or without a query), as React Router routes it: a page, an
   * alias's redirect, or the not-found page with status 404.
   */
  render(url: string): Promise<RenderedPage | RouteRedirect>;
  /** The error screen in the site's shell, for the address whose page failed to render. */
  renderError(error: unknown, url: string): string;
  /** The editor's preview of a page's unsaved data, each block marked `data-fw-block` (see src/app/editMarks.ts). */
  renderDraft?(page: unknown, draftSite?: unknown): RenderedPage;
}
