/**
 * The islands runtime: index.html's entry, which the islands loader of every page imports once the page has loaded
 * (see src/app/islands/islandLoader.ts and src/engine/render/islandLoaderScript.ts).
 */
export { startIslands } from './app/islands/runtime';
