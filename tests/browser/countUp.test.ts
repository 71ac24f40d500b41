import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import type { StatsBlock } from '../../src/generated/page';
import { launchChromium } from '../../scripts/chromium';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';
import { baseUrl, islandsStarted, openPage } from './support';

/** The stats' figures count up as they come into view (src/blocks/Stats/CountUp.island.ts). */
const PHONE = { width: 375, height: 667 };
const ROUTE = '/community';
const stats = loadContent({ root: PROJECT_ROOT })
  .pages.find(({ page }) => page.path === ROUTE)
  ?.page.blocks.find((block) => block.type === 'stats') as StatsBlock | undefined;
if (!stats) throw new Error(`no stats block on ${ROUTE}`);
const finals = stats.items.map((item) => item.value);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function openIn(options: Parameters<Browser['newContext']>[0]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, ...options });
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  if (options?.javaScriptEnabled !== false) {
    await context.addInitScript(
      ([key]) => {
        window.localStorage.setItem(key, 'essential');
        // Every layout shift the page makes, for the CLS check.
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      },
      [site.cookieConsent.storageKey] as const,
    );
  }
  const page = await context.newPage();
  // Without JavaScript no island starts, and nothing can be evaluated in the page to wait for one.
  if (options?.javaScriptEnabled === false) await page.goto(`${baseUrl()}${ROUTE}`, { waitUntil: 'load' });
  else await openPage(page, `${baseUrl()}${ROUTE}`);
  return { context, page };
}

/** Each figure as a sighted visitor sees it (the counting text, or the figure itself when not counting). */
function shownFigures(page: Page): Promise<string[]> {
  return page
    .locator(`#${stats?.id} dd[data-figure]`)
    .evaluateAll((nodes) =>
      nodes.map((node) => (node.querySelector('[aria-hidden]') ?? node).textContent?.trim() ?? ''),
    );
}

describe('stats figures count up', () => {
  it('without JavaScript, show each final figure', async () => {
    const { context, page } = await openIn({ javaScriptEnabled: false });
    await expect(shownFigures(page)).resolves.toEqual(finals);
    await context.close();
  });

  it('with reduced motion, show each final figure and never count', async () => {
    const { context, page } = await openIn({ reducedMotion: 'reduce' });
    await page.locator(`#${stats?.id}`).scrollIntoViewIfNeeded();
    // The count-up island, now in view, has started (and, asked for reduced motion, left the figures alone).
    await islandsStarted(page);
    await expect(shownFigures(page)).resolves.toEqual(finals);
    await expect(page.locator(`#${stats?.id} [aria-hidden]`).count()).resolves.toBe(0);
    await context.close();
  });

  it('count from zero when scrolled into view, keep the final figure for assistive technology, and shift nothing', async () => {
    const { context, page } = await openIn({ reducedMotion: 'no-preference' });
    const section = page.locator(`#${stats?.id}`);
    // Below the first screen, the island has set each counting figure to zero before the visitor reaches it.
    await expect
      .poll(() => section.locator('dd[data-figure] [aria-hidden]').count())
      .toBe(finals.filter((value) => !value.includes('/')).length);
    const before = await shownFigures(page);
    expect(before.filter((value) => /^\D*0(\.0+)?\D*$/.test(value)).length).toBeGreaterThan(0);
    // Each figure's accessible text is the final one throughout.
    const accessible = await section.locator('dd[data-figure]').evaluateAll((nodes) =>
      nodes.map((node) =>
        [...node.childNodes]
          .filter((child) => !(child instanceof Element && child.hasAttribute('aria-hidden')))
          .map((child) => child.textContent)
          .join('')
          .trim(),
      ),
    );
    expect(accessible).toEqual(finals);

    const boxesBefore = await section.locator('dl > div').evaluateAll((items) =>
      items.map((item) => {
        const { height } = item.getBoundingClientRect();
        return Math.round(height);
      }),
    );
    await section.locator('dl').scrollIntoViewIfNeeded();
    // Midway: the figures have left zero and not yet reached their final values (the count takes 1.2 s).
    await expect
      .poll(
        async () => {
          const shown = (await shownFigures(page)).join('|');
          return shown !== before.join('|') && shown !== finals.join('|');
        },
        { interval: 20, timeout: 5000 },
      )
      .toBe(true);
    await expect.poll(() => shownFigures(page), { timeout: 5000 }).toEqual(finals);
    // Back to the server's markup, exactly.
    await expect.poll(() => section.locator('[aria-hidden]').count()).toBe(0);
    await expect(shownFigures(page)).resolves.toEqual(finals);
    const boxesAfter = await section
      .locator('dl > div')
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)));
    expect(boxesAfter).toEqual(boxesBefore);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);
    await context.close();
  });
});
