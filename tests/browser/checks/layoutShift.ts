import type { Page } from 'playwright-core';

/** One layout shift the browser reported, with the elements that moved. */
export interface LayoutShift {
  value: number;
  /** Each moved element as "tag#id.class: top y → y, height h → h". */
  sources: string[];
}

interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
}

/** Records every layout shift not caused by input, from the start of each document the page opens. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __layoutShifts: typeof shifts }).__layoutShifts = shifts;
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : (node?.parentElement ?? null);
      if (!element) return 'a removed node';
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.join('')}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            ({ node, previousRect, currentRect }) =>
              `${describe(node)}: top ${Math.round(previousRect.top)} → ${Math.round(currentRect.top)}, ` +
              `height ${Math.round(previousRect.height)} → ${Math.round(currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded so far on the page's current document. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts?: LayoutShift[] }).__layoutShifts ?? []);
}

/** A problem when the cumulative layout shift exceeds `maxScore`, naming every element that moved. */
export function layoutShiftProblems(shifts: readonly LayoutShift[], maxScore: number): string[] {
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  if (score <= maxScore) return [];
  const moved = [...new Set(shifts.flatMap((shift) => shift.sources))];
  return [`cumulative layout shift ${score.toFixed(4)} exceeds ${maxScore}; moved: ${moved.join('; ')}`];
}
