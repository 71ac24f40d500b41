import type { Page } from 'playwright-core';
import { withSkippedBlocksDrawn } from './skippedBlocks';

/**
 * Words and figures the layout breaks in the middle to fit a narrow box ("$26,687.|40", "manageme|nt"): a line
 * may end after a space, a hyphen, a dash or a slash, nowhere else. Addresses (with @ or ://) may break anywhere, as
 * one can be longer than a phone's line; preformatted text scrolls instead. Blocks the browser skips off-screen
 * (content-visibility: auto) are laid out for the check and put back after it.
 */
export function brokenWordProblems(page: Page): Promise<string[]> {
  return withSkippedBlocksDrawn(page, () =>
    page.evaluate(() => {
      const problems: string[] = [];
      const range = document.createRange();
      const lineTops = (node: Text, start: number, end: number) => {
        range.setStart(node, start);
        range.setEnd(node, end);
        return [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
      };
      const where = (element: Element) =>
        `${element.tagName.toLowerCase()}${element.classList.length > 0 ? `.${element.classList[0]}` : ''}`;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const parent = node.parentElement;
        if (!parent || parent.closest('script, style, noscript, pre, template')) continue;
        // Soft hyphens are break points the author chose, so they split words here.
        for (const match of node.data.matchAll(/[^\s\u00ad]{2,}/g)) {
          const word = match[0];
          const start = match.index;
          const tops = lineTops(node, start, start + word.length);
          if (new Set(tops.map(Math.round)).size < 2 || /@|:\/\//.test(word)) continue;
          // A character's own box is its last: a soft hyphen's break adds the drawn hyphen before it, a line above.
          let previousTop = lineTops(node, start, start + 1).at(-1);
          for (let index = 1; index < word.length; index += 1) {
            const top = lineTops(node, start + index, start + index + 1).at(-1);
            if (top === undefined) continue;
            if (previousTop !== undefined && top > previousTop + 1 && !/[-‐–—/]/.test(word[index - 1])) {
              problems.push(
                `"${word}" breaks inside as "${word.slice(0, index)}|${word.slice(index)}" in ${where(parent)}`,
              );
              break;
            }
            previousTop = top;
          }
        }
      }
      return problems;
    }),
  );
}
