import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { launchChromium } from '../../scripts/chromium';
import {
  axeViolations,
  baseUrl,
  becomesVisible,
  newContext,
  pauseClock,
  startIslandsOnPausedClock,
  watchedPage,
} from './support';

const copy = site.cookieConsent;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
});
afterEach(async () => {
  await context.close();
});

const banner = (page: Page) => page.getByRole('region', { name: copy.title });
const stored = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), copy.storageKey);

/**
 * Opens the banking page on a paused clock, so the banner's delay is under the test's control, once its islands
 * runtime has started.
 */
async function openWithClock(init?: () => void): Promise<{ page: Page; problems: string[] }> {
  const watched = await watchedPage(context);
  if (init) await watched.page.addInitScript(init);
  await pauseClock(watched.page);
  await watched.page.goto(`${baseUrl()}/banking`, { waitUntil: 'load' });
  await startIslandsOnPausedClock(watched.page);
  return watched;
}

describe('cookie consent', () => {
  it(`appears ${copy.delayMs} ms after load, not before`, async () => {
    const { page } = await openWithClock();
    await page.clock.runFor(copy.delayMs - 100);
    await expect(banner(page).count()).resolves.toBe(0);
    await page.clock.runFor(100);
    await banner(page).waitFor({ state: 'visible' });
  });

  it.each([
    [copy.acceptAll, 'all'],
    [copy.essentialOnly, 'essential'],
    [copy.rejectAll, 'rejected'],
  ])('%s stores "%s", hides the banner, and the banner stays away on the next visit', async (label, value) => {
    const { page } = await openWithClock();
    await page.clock.runFor(copy.delayMs);
    await banner(page).waitFor();
    await banner(page).getByRole('button', { name: label }).click();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(stored(page)).resolves.toBe(value);
    await page.reload({ waitUntil: 'load' });
    await startIslandsOnPausedClock(page);
    await page.clock.runFor(copy.delayMs * 2);
    await expect(banner(page).count()).resolves.toBe(0);
  });

  it('the X hides it without storing anything, so it returns on the next visit', async () => {
    const { page } = await openWithClock();
    await page.clock.runFor(copy.delayMs);
    await banner(page).waitFor();
    await banner(page).getByRole('button', { name: copy.close }).click();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(stored(page)).resolves.toBeNull();
    await page.reload({ waitUntil: 'load' });
    await startIslandsOnPausedClock(page);
    await page.clock.runFor(copy.delayMs);
    await expect(becomesVisible(banner(page))).resolves.toBe(true);
  });

  it('Customize shows and hides the three categories', async () => {
    const { page } = await openWithClock();
    await page.clock.runFor(copy.delayMs);
    await banner(page).waitFor();
    // From here on the details' open and close transitions need time to pass.
    await page.clock.resume();
    const toggle = banner(page).getByRole('button', { name: copy.customize });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    const hide = banner(page).getByRole('button', { name: copy.hideDetails });
    await hide.waitFor();
    await expect(hide.getAttribute('aria-expanded')).resolves.toBe('true');
    // The details open with a transition: wait for each category to become visible rather than sample it once.
    for (const category of copy.categories)
      await banner(page).getByRole('listitem').filter({ hasText: category.description }).waitFor({ state: 'visible' });
    await hide.click();
    await expect(
      banner(page).getByRole('button', { name: copy.customize }).getAttribute('aria-expanded'),
    ).resolves.toBe('false');
    await banner(page).getByRole('listitem').first().waitFor({ state: 'hidden' });
  });

  it('Customize shows a switch per category; Save my choices stores them, and Cookie settings in the footer opens them again', async () => {
    const { page, problems } = await openWithClock();
    await page.clock.runFor(copy.delayMs);
    await banner(page).waitFor();
    await page.clock.resume();
    await banner(page).getByRole('button', { name: copy.customize }).click();
    const switches = banner(page).getByRole('switch');
    await expect.poll(() => switches.count()).toBe(copy.categories.length);
    const [essential, analytics, marketing] = copy.categories.map((category) =>
      banner(page).getByRole('switch', { name: category.name }),
    );
    await expect(essential.isChecked()).resolves.toBe(true);
    await expect(essential.isDisabled()).resolves.toBe(true);
    await expect(analytics.isChecked()).resolves.toBe(false);
    await analytics.check();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await banner(page).getByRole('button', { name: copy.saveChoices }).click();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(stored(page)).resolves.toBe(`custom:${copy.categories[1].key}`);

    await page.reload({ waitUntil: 'load' });
    await page.clock.resume();
    // Until the banner's island has started, the link leads to the cookie policy.
    await page.waitForSelector('fw-island[data-island-state="mounted"] [data-testid="cookie-banner"]', {
      state: 'attached',
    });
    await expect(banner(page).count()).resolves.toBe(0);
    const settings = page.locator('footer').getByRole('link', { name: copy.settingsLink });
    await settings.click();
    await banner(page).waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/banking');
    await expect(analytics.isChecked()).resolves.toBe(true);
    await expect(marketing.isChecked()).resolves.toBe(false);
    await marketing.check();
    await banner(page).getByRole('button', { name: copy.saveChoices }).click();
    await expect(stored(page)).resolves.toBe('all');
    await settings.click();
    await banner(page).waitFor({ state: 'visible' });
    await expect(marketing.isChecked()).resolves.toBe(true);
    await banner(page).getByRole('button', { name: copy.rejectAll }).click();
    await expect(stored(page)).resolves.toBe('rejected');
    expect(problems).toEqual([]);
  });

  it('treats an unknown stored value as no choice', async () => {
    const key = copy.storageKey;
    const { page, problems } = await openWithClock(() => window.localStorage.setItem('cookie-consent', 'maybe'));
    expect(key).toBe('cookie-consent');
    await page.clock.runFor(copy.delayMs);
    await expect(becomesVisible(banner(page))).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('keeps working when localStorage throws on every call', async () => {
    const { page, problems } = await openWithClock(() => {
      const refuse = () => {
        throw new DOMException('denied', 'SecurityError');
      };
      Storage.prototype.getItem = refuse;
      Storage.prototype.setItem = refuse;
    });
    await page.clock.runFor(copy.delayMs);
    await expect(becomesVisible(banner(page))).resolves.toBe(true);
    await banner(page).getByRole('button', { name: copy.acceptAll }).click();
    await expect(banner(page).count()).resolves.toBe(0);
    await expect(becomesVisible(page.getByRole('heading', { level: 1 }))).resolves.toBe(true);
    expect(problems).toEqual([]);
  });

  it('is reachable by keyboard from the top of the page', async () => {
    const { page } = await openWithClock();
    await page.clock.runFor(copy.delayMs);
    await banner(page).waitFor();
    let reached = false;
    for (let presses = 0; presses < 6 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => Boolean(document.activeElement?.closest('[data-testid="cookie-banner"]')));
    }
    expect(reached).toBe(true);
  });

  it('never covers the element that has keyboard focus', async () => {
    const { page } = await openWithClock();
    await page.clock.runFor(copy.delayMs);
    await banner(page).waitFor();
    const bannerTop = await banner(page).evaluate((element) => element.getBoundingClientRect().top);
    let checked = 0;
    for (let presses = 0; presses < 150; presses += 1) {
      await page.keyboard.press('Tab');
      const state = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body || active.closest('[data-testid="cookie-banner"]')) return null;
        const rect = active.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) return null;
        return { bottom: rect.bottom, label: `${active.tagName} ${active.textContent?.trim().slice(0, 40) ?? ''}` };
      });
      if (!state) continue;
      checked += 1;
      expect(state.bottom, `${state.label} is behind the banner`).toBeLessThanOrEqual(bannerTop);
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('has no accessibility violations with its details open', async () => {
    const { page } = await openWithClock();
    await page.clock.runFor(copy.delayMs);
    await banner(page).waitFor();
    await page.clock.resume();
    await banner(page).getByRole('button', { name: copy.customize }).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
