import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { openHeaderPopovers, popoverProblems } from './checks/layout';
import { launchChromium } from '../../scripts/chromium';
import { SCREENS } from './screens';
import { baseUrl, pauseClock, startIslandsOnPausedClock } from './support';

// The shell's overlays at every width of SCREENS. Every route's own layout at these widths is everyRoute.test.ts's.
const consent = site.cookieConsent;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function open(page: Page, url: string): Promise<void> {
  await page.goto(baseUrl() + url, { waitUntil: 'load' });
  // Measured in the brand font, as a visitor sees the page once it has arrived.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

describe.each(SCREENS)('layout at $width px', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  // First, while no choice is stored: the cookie banner shows on its own after its delay.
  it('the cookie banner lines up with the page and, with Customize open, keeps its buttons on screen', async () => {
    // The banner's delay passes on a paused clock, not in real time; the clock runs on once the banner is up.
    await pauseClock(page);
    await page.goto(baseUrl() + '/', { waitUntil: 'load' });
    await startIslandsOnPausedClock(page);
    await page.clock.runFor(consent.delayMs);
    await page.clock.resume();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const banner = page.getByRole('region', { name: consent.title });
    await banner.waitFor({ state: 'visible' });
    const [bannerText, headerText] = await Promise.all([
      banner.getByText(consent.title, { exact: true }).boundingBox(),
      page.locator('header a').first().boundingBox(),
    ]);
    expect(Math.abs((bannerText?.x ?? 0) - (headerText?.x ?? -99))).toBeLessThanOrEqual(1);
    await banner.getByRole('button', { name: consent.customize }).click();
    await banner.getByText(consent.categories[0].name).first().waitFor({ state: 'visible' });
    const actions = [consent.acceptAll, consent.essentialOnly, consent.rejectAll, consent.hideDetails];
    const buttons = actions.map((name) => banner.getByRole('button', { name, exact: true }));
    for (const button of buttons) {
      const box = await button.boundingBox();
      expect(box, await button.innerText()).not.toBeNull();
      if (!box) continue;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(height);
    }
    // Stored for the rest of the run, so the banner stays out of the pages below.
    await page.evaluate(([key]) => window.localStorage.setItem(key, 'essential'), [consent.storageKey]);
  });

  it('every header menu and the language list open inside the viewport', async () => {
    await open(page, '/');
    // The header's island starts at the first press, which the check's first click is.
    const placements = await openHeaderPopovers(page);
    expect(placements.length).toBeGreaterThan(0);
    expect(popoverProblems(placements)).toEqual([]);
  });
});
