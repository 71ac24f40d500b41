import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { overflowProblems } from './checks/overflow';
import { launchChromium } from '../../scripts/chromium';
import { axeViolations, baseUrl, newContext, openPage, watchedPage } from './support';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context.close();
});

/** A visitor who chose already: the cookie banner stays away. */
async function openHome(width: number): Promise<Page> {
  context = await newContext(browser, width);
  const { page } = await watchedPage(context);
  await page.addInitScript((key) => window.localStorage.setItem(key, 'essential'), site.cookieConsent.storageKey);
  await openPage(page, `${baseUrl()}/`);
  return page;
}

/** The list of cards in each rail of the home page: offers, services, certifications and testimonials. */
const rails = (page: Page): Record<string, Locator> => ({
  offers: page.locator('#offers article').first().locator('xpath=..'),
  services: page.locator('#services article').first().locator('xpath=..'),
  certifications: page.locator('#trust article').first().locator('xpath=..'),
  testimonials: page.locator('#testimonials figure').first().locator('xpath=..'),
});

function railState(rail: Locator) {
  return rail.evaluate((element) => {
    const style = getComputedStyle(element);
    const [, second] = element.children;
    return {
      overflowX: style.overflowX,
      snap: style.scrollSnapType,
      scrolls: element.scrollWidth > element.clientWidth + 50,
      // How far into the screen the second card reaches: it peeks in at the right edge.
      secondLeft: second ? Math.round(second.getBoundingClientRect().left) : null,
      focusable: element.tabIndex >= 0 || element.querySelector('a[href], button') !== null,
    };
  });
}

describe('mobile patterns at 375 px', () => {
  it('offers, services, certifications and testimonials are rails that scroll sideways and snap, inside a page that does not', async () => {
    const page = await openHome(375);
    for (const [name, rail] of Object.entries(rails(page))) {
      const state = await railState(rail);
      expect(state, name).toMatchObject({ overflowX: 'auto', scrolls: true, focusable: true });
      expect(state.snap, name).toContain('x');
      expect(state.secondLeft, name).toBeGreaterThan(200);
      expect(state.secondLeft, name).toBeLessThan(375);
    }
    await expect(overflowProblems(page)).resolves.toEqual([]);
  });

  it('the keyboard scrolls a rail whose cards hold no link', async () => {
    const page = await openHome(375);
    const rail = rails(page).testimonials;
    await rail.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => rail.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it('the offer carousel leaves most of the first screen to the hero', async () => {
    const page = await openHome(375);
    const frame = page.locator('#offers-carousel [data-carousel]');
    const height = await frame.evaluate((element) => element.getBoundingClientRect().height);
    expect(height).toBeLessThan(900 * 0.45);
    await expect(page.locator('#offers-carousel img').first().isVisible()).resolves.toBe(false);
  });

  it('holds Get Started at the bottom of the screen once the hero has gone by', async () => {
    const page = await openHome(375);
    const cta = site.navigation.stickyCta;
    // The bar is the page's last element in <main>, after the blocks.
    const bar = page.locator('main > :last-child > a');
    await expect(bar.textContent()).resolves.toBe(cta?.label);
    await expect(bar.getAttribute('href')).resolves.toBe(cta?.href);
    await expect(bar.isVisible()).resolves.toBe(false);
    const heroBottom = await page.evaluate(
      () => document.querySelector('main > *')?.getBoundingClientRect().bottom ?? 0,
    );
    await page.evaluate((y) => window.scrollTo(0, y), Math.round(heroBottom));
    await expect.poll(() => bar.isVisible()).toBe(true);
    await expect
      .poll(() => bar.evaluate((element) => Math.round(element.parentElement?.getBoundingClientRect().bottom ?? 0)))
      .toBe(900);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect.poll(() => bar.isVisible()).toBe(true);
  });
});

describe('wide screens', () => {
  it('keep the grids and no sticky bar', async () => {
    const page = await openHome(1280);
    for (const [name, rail] of Object.entries(rails(page))) {
      const state = await railState(rail);
      expect(state.scrolls, name).toBe(false);
    }
    await page.evaluate(() => window.scrollTo(0, 3000));
    await expect(page.locator('main > :last-child > a').isVisible()).resolves.toBe(false);
  });
});
