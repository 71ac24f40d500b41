import { drawShareCards, type ShareCardTask } from './shareCards.ts';

/** A share-card worker's task (see writeShareCards): draws a batch of cards into the cache, then the process exits. */
export default function drawBatch(task: ShareCardTask): Promise<void> {
  return drawShareCards(task);
}
