import type { Page } from 'playwright-core';

/** How far a hero's figure card may rise over its picture: the picture's faded lower edge (3rem). */
const MAX_OVERLAP_PX = 48;

/**
 * Hero figure cards that hide the app screen their picture shows: a card laid over the picture may cover only its
 * lower edge (MAX_OVERLAP_PX), at any width.
 */
export function heroFigureProblems(page: Page): Promise<string[]> {
  return page.evaluate((maxOverlap) => {
    const problems: string[] = [];
    for (const aside of document.querySelectorAll('[data-with-figure]')) {
      // The picture is an image, or the same drawing written into the page as SVG (inlineLeadImage.ts).
      const picture = aside.querySelector(':scope > :is(img, svg)')?.getBoundingClientRect();
      const card = aside.querySelector(':scope > p')?.getBoundingClientRect();
      if (!picture || !card) continue;
      const across = Math.min(picture.right, card.right) - Math.max(picture.left, card.left);
      const overlap = picture.bottom - card.top;
      if (across > 0 && overlap > maxOverlap + 1) {
        const value = aside.querySelector(':scope > p > span')?.textContent?.trim() ?? '';
        problems.push(`the figure card "${value}" covers ${Math.round(overlap)} px of its picture's height`);
      }
    }
    return problems;
  }, MAX_OVERLAP_PX);
}
