import { startIslandLoader } from './app/islands/islandLoader';

// The runtime is a chunk of its own, fetched once the page has loaded and painted (see startIslandLoader).
startIslandLoader(() => import('./app/islands/runtime'));
