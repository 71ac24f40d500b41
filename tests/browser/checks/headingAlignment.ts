import type { Page } from 'playwright-core';
import { withSkippedBlocksDrawn } from './skippedBlocks';

/**
 * Section headings aligned against their content. The site's rule: a section heading starts at the content's left
 * edge, and only a section whose content is one centred column (a list of questions, a search box) centres its
 * heading over it. A section is a `main section` whose heading (`h2`) sits in a `header` followed by the content; a
 * centred column is narrower than 80 % of the content width, with equal space each side (within 2 px). Blocks the
 * browser skips off-screen (content-visibility: auto) are laid out for the check and put back after it.
 */
export function headingAlignmentProblems(page: Page): Promise<string[]> {
  return withSkippedBlocksDrawn(page, () =>
    page.evaluate(() => {
      const problems: string[] = [];
      for (const header of document.querySelectorAll<HTMLElement>('main section header')) {
        const heading = header.querySelector(':scope > h2');
        const column = header.parentElement;
        if (!heading || !column) continue;
        const content = [...column.children]
          .filter((element) => element !== header)
          .map((element) => element.getBoundingClientRect())
          .filter((rect) => rect.width > 0 && rect.height > 0);
        // A split section puts its heading beside the content, not above it.
        if (content.length === 0 || content.some((rect) => rect.top < header.getBoundingClientRect().bottom - 1)) {
          continue;
        }
        const style = getComputedStyle(column);
        const left = column.getBoundingClientRect().left + parseFloat(style.paddingLeft);
        const right = column.getBoundingClientRect().right - parseFloat(style.paddingRight);
        const contentLeft = Math.min(...content.map((rect) => rect.left));
        const contentRight = Math.max(...content.map((rect) => rect.right));
        const centredColumn =
          contentRight - contentLeft < (right - left) * 0.8 &&
          Math.abs(contentLeft - left - (right - contentRight)) <= 2;
        const centredHeading = getComputedStyle(heading).textAlign === 'center';
        if (centredHeading === centredColumn) continue;
        const name = `"${heading.textContent?.trim() ?? ''}"`;
        const widths = `${Math.round(contentRight - contentLeft)} of ${Math.round(right - left)} px`;
        problems.push(
          centredHeading
            ? `${name} is centred over content that is not a centred column (${widths})`
            : `${name} starts at the left edge over a centred column (${widths})`,
        );
      }
      return problems;
    }),
  );
}
