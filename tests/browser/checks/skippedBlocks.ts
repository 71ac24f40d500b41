import type { Page } from 'playwright-core';

/** Marks a block drawn for a check; its value is the block's own inline content-visibility, put back after. */
const DRAWN_FOR_CHECK = 'data-drawn-for-check';

/**
 * Runs `check` with the blocks the browser skips while they are off-screen (content-visibility: auto) laid out,
 * and puts them back as they were afterwards: a check that measures the whole page needs their boxes.
 */
export async function withSkippedBlocksDrawn<T>(page: Page, check: () => Promise<T>): Promise<T> {
  await page.evaluate((mark) => {
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility !== 'auto') continue;
      element.setAttribute(mark, element.style.contentVisibility);
      element.style.contentVisibility = 'visible';
    }
  }, DRAWN_FOR_CHECK);
  try {
    return await check();
  } finally {
    await page.evaluate((mark) => {
      for (const element of document.querySelectorAll<HTMLElement>(`[${mark}]`)) {
        element.style.contentVisibility = element.getAttribute(mark) ?? '';
        element.removeAttribute(mark);
      }
    }, DRAWN_FOR_CHECK);
  }
}
