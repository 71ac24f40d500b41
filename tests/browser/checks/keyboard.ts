import type { Page } from 'playwright-core';

/** Where one press of Tab put the focus. */
export interface FocusStop {
  /** The element's accessible label or text. */
  name: string;
  tag: string;
  /** Whether the element is a slide of a carousel, elsewhere in a carousel, or neither. */
  within: 'slide' | 'carousel' | 'page';
  outlineStyle: string;
  outlineWidth: number;
}

/** Presses Tab `presses` times from where the focus is and records each element it lands on. */
export async function tabThrough(page: Page, presses: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement ?? document.body;
        const style = getComputedStyle(active);
        return {
          name: active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '',
          tag: active.tagName.toLowerCase(),
          within: active.closest('[aria-roledescription="slide"]')
            ? ('slide' as const)
            : active.closest('[aria-roledescription="carousel"]')
              ? ('carousel' as const)
              : ('page' as const),
          outlineStyle: style.outlineStyle,
          outlineWidth: parseFloat(style.outlineWidth),
        };
      }),
    );
  }
  return stops;
}

/** Problems unless the first Tab stop is the skip link labelled `skipLabel`. */
export function skipLinkProblems(stops: readonly FocusStop[], skipLabel: string): string[] {
  const [first] = stops;
  if (first?.name === skipLabel) return [];
  return [
    `the first Tab stop is ${first ? `${first.tag} "${first.name}"` : 'nothing'}, not the skip link "${skipLabel}"`,
  ];
}

export const MIN_OUTLINE_PX = 2;

/** Every Tab stop without a visible focus indicator: an outline of at least 2 px. */
export function focusVisibleProblems(stops: readonly FocusStop[]): string[] {
  return stops
    .filter((stop) => stop.outlineStyle === 'none' || !(stop.outlineWidth >= MIN_OUTLINE_PX))
    .map((stop) => {
      const outline = stop.outlineStyle === 'none' ? 'outline: none' : `outline ${stop.outlineWidth}px wide`;
      return `${stop.tag} "${stop.name.slice(0, 40)}" shows no visible focus (${outline})`;
    });
}
