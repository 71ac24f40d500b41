import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { focusVisibleProblems, skipLinkProblems, tabThrough } from './checks/keyboard';
import { launchChromium } from './chromium';
import { axeViolations, baseUrl, newContext, watchedPage } from './support';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser, 1280);
});
afterAll(async () => {
  await browser?.close();
});

describe('accessibility after interactions on the home page', () => {
  it('has no violations with every FAQ answer open and the carousel paused', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const faq = page.locator('#faq');
    const questions = faq.locator('summary');
    const count = await questions.count();
    expect(count).toBe(9);
    for (let index = 0; index < count; index += 1) await questions.nth(index).click();
    await expect(faq.locator('details[open]').count()).resolves.toBe(9);
    await page.getByRole('button', { name: site.labels.carouselPause }).click();
    await page.getByRole('button', { name: site.labels.carouselPlay }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.close();
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, then the navigation, then the carousel rotation button before its slides', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const stops = await tabThrough(page, 40);
    expect(skipLinkProblems(stops, site.labels.skipToContent)).toEqual([]);
    const firstMenu = site.navigation.menus[0].label;
    expect(stops.findIndex((stop) => stop.name.startsWith(firstMenu))).toBeGreaterThan(0);
    const rotation = stops.findIndex((stop) => stop.within === 'carousel' && stop.name === site.labels.carouselPause);
    const firstSlideControl = stops.findIndex((stop) => stop.within === 'slide');
    expect(rotation).toBeGreaterThan(0);
    expect(firstSlideControl).toBeGreaterThan(rotation);
    await page.close();
  });

  it('shows a visible focus indicator on every link and button Tab reaches', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const stops = await tabThrough(page, 40);
    expect(stops.filter((stop) => stop.tag !== 'body')).toHaveLength(40);
    expect(focusVisibleProblems(stops)).toEqual([]);
    await page.close();
  });
});
