import { NOT_FOUND_PATH } from './routePaths.ts';

/** The share card's size: the 1.91:1 image Open Graph and X's summary_large_image show best. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

/** The address of a page's share card PNG, written by the build (src/engine/assets/shareCards.ts): `/banking` → /share/banking.png. */
export function shareCardPath(pagePath: string): string {
  if (pagePath === '/') return '/share/home.png';
  if (pagePath === NOT_FOUND_PATH) return '/share/not-found.png';
  return `/share/${pagePath.slice(1).replaceAll('/', '--')}.png`;
}
