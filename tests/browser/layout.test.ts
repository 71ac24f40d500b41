import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { publicAddresses } from '../support/sitePaths';
import {
  focusRingProblems,
  focusRingSamples,
  offscreenControlProblems,
  openHeaderPopovers,
  popoverProblems,
  tableProblems,
  truncatedControlProblems,
  type FocusRingSample,
} from './checks/layout';
import { loneCardProblems } from './checks/cardRows';
import { overflowProblems } from './checks/overflow';
import { brokenWordProblems } from './checks/wordBreaks';
import { launchChromium } from '../../scripts/chromium';
import { baseUrl } from './support';
import { nonEmpty } from '../support/nonEmpty';

// Every route at the widths people use, from the smallest phone to a laptop (1024 px is the range where many rows
// of cards hold three). A width per range of the stylesheets' breakpoints (360 px falls in 375's range, 22.5–24em),
// in one browser: one page per width visits every route in turn, so the suite costs little
// more than the page loads themselves.
const SCREENS = [
  { width: 320, height: 568 },
  { width: 375, height: 812 },
  { width: 414, height: 896 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
];
const UNKNOWN_PATH = '/reviews';
const routes = [...new Set(publicAddresses().map(({ canonicalPath }) => canonicalPath)), UNKNOWN_PATH];
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
    await open(page, '/');
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

  it.each(nonEmpty(routes, 'routes'))(
    '%s: no sideways scroll, no control outside the viewport or cut off, wide tables scroll with an edge, no word split, no lone card at one side',
    async (url) => {
      await open(page, url);
      const problems = [
        ...(await overflowProblems(page)),
        ...(await offscreenControlProblems(page)),
        ...(await truncatedControlProblems(page)),
        ...(await tableProblems(page)),
        ...(await brokenWordProblems(page)),
        ...(await loneCardProblems(page)),
      ];
      expect(problems).toEqual([]);
    },
  );

  it('every header menu and the language list open inside the viewport', async () => {
    await open(page, '/');
    // The header's island starts at the first press, which the check's first click is.
    const placements = await openHeaderPopovers(page);
    expect(placements.length).toBeGreaterThan(0);
    expect(popoverProblems(placements)).toEqual([]);
  });
});

describe('focus indicators', () => {
  const samples: FocusRingSample[] = [];
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await context.addInitScript(([key]) => window.localStorage.setItem(key, 'essential'), [
      consent.storageKey,
    ] as const);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(nonEmpty(routes, 'routes'))(
    '%s: the focus ring contrasts 3:1 with the surface of a control on each background',
    async (url) => {
      await open(page, url);
      // A key press first: focus moved by script then shows the ring, as it does for keyboard users.
      await page.keyboard.press('Tab');
      const found = await focusRingSamples(page);
      samples.push(...found);
      expect(focusRingProblems(found)).toEqual([]);
    },
  );

  it('sampled controls on dark surfaces and on light ones', () => {
    expect(samples.filter((sample) => sample.dark).length).toBeGreaterThan(0);
    expect(samples.filter((sample) => !sample.dark).length).toBeGreaterThan(0);
  });
});
