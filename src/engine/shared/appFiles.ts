/**
 * The browser code's files the engine names, as Vite serves them (from the project root). The engine never imports
 * browser code (the layering rules); it hands these modules to Vite, and this is the one place it names them, so
 * `tests/unit/appFiles.test.ts` can check each exists and that no other engine file names one.
 */
export const APP_FILES = {
  /** The server's entry: renders a page (see src/entry-server.tsx). */
  serverEntry: '/src/entry-server.tsx',
  /** The islands runtime, index.html's page entry, which the islands loader imports once the page has loaded. */
  islandsRuntime: '/src/entry-client.ts',
  /** What the islands runtime loads to hydrate a React island (the first one on a page). */
  reactIslandHydration: '/src/app/islands/hydrateReactIsland.tsx',
  /** The islands loader: the part of the islands runtime every page runs first. */
  islandLoader: '/src/app/islands/islandLoader.ts',
  /** The dev client's part of the edit loop: it shows a saved page again in place. */
  devPageUpdates: '/src/app/devPageUpdates.ts',
  /** Every stylesheet of the site, which the build gathers into one file; in development Vite injects them. */
  styles: '/src/app/styles.ts',
  /** The page editor's browser app, served by the dev server at /_edit (never built). */
  editorMain: '/src/editor/main.tsx',
} as const;

/** An app file's path relative to the project root, as Rollup's `input` takes it. */
export const rootRelative = (file: string): string => file.slice(1);
