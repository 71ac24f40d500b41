import type { Browser, BrowserContext, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { overflowProblems } from './checks/overflow';
import { launchChromium } from './chromium';
import { becomesVisible, axeViolations, baseUrl, newContext, pauseClock, watchedPage } from './support';

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

describe('navigation bar on wide screens', () => {
  beforeEach(async () => {
    context = await newContext(browser, 1280);
  });

  it('opens a menu as a disclosure and closes it with Escape', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const [menu] = site.navigation.menus.filter((entry) => entry.links?.length);
    const toggle = page
      .getByRole('navigation', { name: site.navigation.label })
      .getByRole('button', { name: menu.label });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.locator(`#${await toggle.getAttribute('aria-controls')}`).waitFor();
    const firstLink = menu.links?.[0];
    await expect(becomesVisible(page.getByRole('link', { name: firstLink?.label }).first())).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('sends Log In and Get Started to the access site', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const bar = page.locator('header').first();
    await expect(bar.getByRole('link', { name: site.navigation.loginLabel }).getAttribute('href')).resolves.toBe(
      site.accessSite.loginUrl,
    );
    await expect(bar.getByRole('link', { name: site.navigation.signupLabel }).getAttribute('href')).resolves.toBe(
      site.accessSite.signupUrl,
    );
  });

  it('shows the loading overlay only when a page takes longer than 300 ms to load', async () => {
    const { page } = await watchedPage(context);
    let release: () => void = () => undefined;
    await context.route(/\/assets\/banking-[^/]+\.js$/, async (route: Route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await pauseClock(page);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await expect(page.getByText(site.loadingOverlay.heading).count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Compare accounts' }).click();
    await page.clock.runFor(250);
    await expect(page.getByText(site.loadingOverlay.heading).count()).resolves.toBe(0);
    await page.clock.runFor(100);
    await page.getByText(site.loadingOverlay.heading).waitFor();
    await expect(becomesVisible(page.getByText(site.loadingOverlay.subtext))).resolves.toBe(true);
    release();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect(page.getByText(site.loadingOverlay.heading).count()).resolves.toBe(0);
  });

  it('shows the error screen when a page cannot load, and recovers by going home', async () => {
    const { page } = await watchedPage(context);
    await context.route(/\/assets\/banking-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Compare accounts' }).click();
    await page.getByRole('heading', { level: 1, name: site.errorScreen.heading }).waitFor();
    await page.getByRole('link', { name: site.errorScreen.homeLabel }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).not.toBe(site.errorScreen.heading);
  });

  it('starts a newly visited page at its top, or at its #anchor', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Compare accounts' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('link', { name: 'Compare accounts' }).click();
    await page.waitForURL(`${baseUrl()}/banking`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('link', { name: "See today's rates" }).click();
    await page.waitForURL(`${baseUrl()}/banking#rates`);
    await expect
      .poll(() => page.evaluate(() => document.getElementById('rates')?.getBoundingClientRect().top ?? -1))
      .toBeLessThan(200);
  });

  it('logs the requested path on the not-found page', async () => {
    const { page } = await watchedPage(context);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(`${baseUrl()}/reviews`, { waitUntil: 'networkidle' });
    expect(logs.some((line) => line.includes('/reviews'))).toBe(true);
  });

  it('Go Back on a page opened directly goes home instead of leaving the site', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/reviews`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });
});

describe('navigation on small screens', () => {
  beforeEach(async () => {
    context = await newContext(browser, 375);
  });

  it('toggles a shorter menu with aria-expanded', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const toggle = page.getByRole('button', { name: site.labels.openMenu });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    const close = page.getByRole('button', { name: site.labels.closeMenu });
    await expect(close.getAttribute('aria-expanded')).resolves.toBe('true');
    for (const link of site.navigation.mobileLinks) {
      await expect(becomesVisible(page.getByRole('link', { name: link.label, exact: true }).first())).resolves.toBe(
        true,
      );
    }
    await expect(axeViolations(page)).resolves.toEqual([]);
    await close.click();
    await expect(page.getByRole('button', { name: site.labels.openMenu }).getAttribute('aria-expanded')).resolves.toBe(
      'false',
    );
  });

  it('has no horizontal overflow', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await expect(overflowProblems(page)).resolves.toEqual([]);
  });
});
