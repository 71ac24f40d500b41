import type { Page } from 'playwright-core';

/** Horizontal overflow of the page: how far it scrolls sideways, and the elements that stick out the most. */
export async function overflowProblems(page: Page): Promise<string[]> {
  const { overflow, viewport, culprits } = await page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const outside = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right + window.scrollX }))
      .filter(({ right }) => right > width + 0.5)
      .sort((a, b) => b.right - a.right)
      .slice(0, 3)
      .map(({ element, right }) => {
        const id = element.id ? `#${element.id}` : '';
        const classes = element.classList.length > 0 ? `.${[...element.classList].slice(0, 2).join('.')}` : '';
        return `${element.tagName.toLowerCase()}${id}${classes} (right edge ${Math.round(right)} px)`;
      });
    return { overflow: root.scrollWidth - width, viewport: width, culprits: outside };
  });
  if (overflow === 0) return [];
  const blame = culprits.length > 0 ? `; widest: ${culprits.join(', ')}` : '';
  return [`page scrolls ${overflow} px sideways in a ${viewport} px viewport${blame}`];
}
