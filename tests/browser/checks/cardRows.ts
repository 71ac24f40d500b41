import type { Page } from 'playwright-core';
import { withSkippedBlocksDrawn } from './skippedBlocks';

/**
 * Rows of cards whose last row, shorter than the rows above, is left at one side with empty columns beside it
 * (three cards on a tablet drawn two, then one at the left). A row of cards is a grid, or a flex container that
 * wraps, whose items are each at least a fifth of its width, drawn as a card (a border or a background of their
 * own) and titled by a heading: tags, chips, lines of small facts and lists of names that wrap are not cards. A
 * short last row passes when it is centred under the rows above (within 2 px). Blocks the browser skips off-screen
 * (content-visibility: auto) are laid out for the check and put back after it.
 */
export function loneCardProblems(page: Page): Promise<string[]> {
  return withSkippedBlocksDrawn(page, () =>
    page.evaluate(() => {
      const isCard = (element: Element) => {
        const style = getComputedStyle(element);
        const bordered = ['top', 'right', 'bottom', 'left'].some(
          (side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
        );
        const filled = !/^(?:transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor);
        return (bordered || filled) && element.querySelector('h2, h3, h4, h5, h6') !== null;
      };
      const problems: string[] = [];
      for (const container of document.querySelectorAll<HTMLElement>('main *')) {
        const style = getComputedStyle(container);
        const wraps = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap');
        if (!wraps) continue;
        const box = container.getBoundingClientRect();
        const items = [...container.children]
          .map((item) => ({ item, rect: item.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width > 0 && rect.height > 0);
        if (items.length < 3) continue;
        if (!items.every(({ item, rect }) => rect.width >= box.width / 5 && isCard(item))) continue;
        // Items whose boxes overlap down the page share a row, even when one sits a little lower (a raised card).
        const rows: DOMRect[][] = [];
        for (const rect of items.map((entry) => entry.rect).sort((a, b) => a.top - b.top)) {
          const row = rows.at(-1);
          if (row && rect.top < Math.max(...row.map((placed) => placed.bottom)) - 1) row.push(rect);
          else rows.push([rect]);
        }
        const last = rows.at(-1) ?? [];
        const widest = Math.max(...rows.map((row) => row.length));
        if (rows.length < 2 || last.length === widest) continue;
        const before = Math.min(...last.map((rect) => rect.left)) - box.left;
        const after = box.right - Math.max(...last.map((rect) => rect.right));
        if (Math.abs(before - after) <= 2) continue;
        const heading = container.closest('main > *')?.querySelector('h2')?.textContent?.trim();
        problems.push(
          `${heading ? `"${heading}": ` : ''}${rows.map((row) => row.length).join(' + ')} cards a row, the last ` +
            `row ${Math.round(before)} px from the left and ${Math.round(after)} px from the right (not centred)`,
        );
      }
      return problems;
    }),
  );
}
