import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { withDeadline } from './deadline';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface AxeResults {
  violations: { id: string; nodes: { target: unknown[] }[] }[];
}

/**
 * Scrolls through the page and back, so every block has been laid out once: blocks below the first screen render
 * only near the viewport (content-visibility: auto), and axe measures colours and target sizes from the rendered
 * page, as a visitor who scrolls sees it.
 */
async function renderEveryBlock(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const start = window.scrollY;
    // Headless Chromium now and then paints no frame for a while, and an animation frame that never comes would hang
    // the test until its timeout; a timer stands in after 100 ms, as the islands runtime does for a hidden tab.
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 100)),
      ]);
    // A screen and a half at a time: what lies within half a screen of the viewport is drawn (content-visibility)
    // and its islands start (their look-ahead), so each stop covers two screens, overlapping the last by half.
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight * 1.5) {
      window.scrollTo(0, top);
      await frame();
    }
    window.scrollTo(0, start);
    await frame();
  });
  // Islands that came into view start now: let them finish, and their transitions end, before anything is measured.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('fw-island')].every(
          (island) => island.hasAttribute('data-island-state') || island.getAttribute('data-when') === 'interaction',
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  // Finite transitions only: an endless animation never finishes, so only those with a finite end are awaited (no
  // fixed sleep); the deadline around this step bounds the wait.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Violations of the WCAG 2.2 AA rules on the page as it is now, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await withDeadline('scrolling through the page before axe', 20_000, renderEveryBlock(page));
  // Evaluated rather than added as a <script>, which the site's Content-Security-Policy blocks.
  await page.evaluate(AXE_SOURCE);
  const evaluation = page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } })
      .axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
    );
  }, AXE_TAGS);
  return withDeadline('axe.run', 30_000, evaluation);
}
