import type { Page } from 'playwright-core';

/**
 * Images the browser tried to draw and could not: loaded (or failed) but with no pixels, such as a picture a
 * Content-Security-Policy refused or a file that is missing. Lazy images not yet asked for are not judged.
 */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.naturalWidth === 0)
      .map((image) => `${image.currentSrc.slice(0, 60) || image.getAttribute('src')} (alt "${image.alt}")`),
  );
}
