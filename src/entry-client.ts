import { startIslands } from './app/islands/runtime';

startIslands();
