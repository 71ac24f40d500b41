import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { overflowProblems } from './checks/overflow';
import { launchChromium } from '../../scripts/chromium';
import {
  axeViolations,
  baseUrl,
  becomesVisible,
  newContext,
  openPage,
  pauseClock,
  startIslandsOnPausedClock,
  watchedPage,
} from './support';

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

  it('opens a menu as a disclosure; Escape closes it and returns focus to its toggle', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    const [menu] = site.navigation.menus.filter((entry) => entry.links?.length);
    const toggle = page
      .getByRole('navigation', { name: site.navigation.label })
      .getByRole('button', { name: menu.label });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.locator(`#${await toggle.getAttribute('aria-controls')}`).waitFor();
    const firstLink = menu.links?.[0];
    await expect(becomesVisible(page.getByRole('link', { name: firstLink?.label }).first())).resolves.toBe(true);
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('closes a menu when focus leaves it, and opening another closes the first', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    const [first, second] = site.navigation.menus.filter((entry) => entry.links?.length);
    const firstToggle = nav.getByRole('button', { name: first.label });
    const secondToggle = nav.getByRole('button', { name: second.label });
    await firstToggle.click();
    await expect.poll(() => firstToggle.getAttribute('aria-expanded')).toBe('true');
    await secondToggle.click();
    await expect(firstToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    for (let presses = 0; presses <= (second.links?.length ?? 0); presses += 1) await page.keyboard.press('Tab');
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('opens a menu when the mouse rests on it, after a short delay, and closes it when the mouse leaves', async () => {
    const { page, problems } = await watchedPage(context);
    await pauseClock(page);
    // On a paused clock no island starts until the test moves it.
    await page.goto(`${baseUrl()}/`, { waitUntil: 'load' });
    await startIslandsOnPausedClock(page);
    const [first, second] = site.navigation.menus.filter((entry) => entry.links?.length);
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    const firstToggle = nav.getByRole('button', { name: first.label });
    const secondToggle = nav.getByRole('button', { name: second.label });
    const firstLink = nav.getByRole('link', { name: first.links?.[0].label });
    // Before the header's island has started (it starts at the first press in the bar), the stylesheet opens it.
    await firstToggle.hover();
    await expect(becomesVisible(firstLink)).resolves.toBe(true);
    await firstToggle.click();
    await expect.poll(() => firstToggle.getAttribute('aria-expanded')).toBe('true');
    await firstToggle.click();
    await expect(firstToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.mouse.move(640, 600);

    // From then on the island opens a menu the mouse rests on; passing over the bar opens nothing.
    await secondToggle.hover();
    await page.clock.runFor(50);
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await page.clock.runFor(200);
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(becomesVisible(nav.getByRole('link', { name: second.links?.[0].label }))).resolves.toBe(true);
    // Moving on to the next menu switches to it at once; a press on a menu the mouse opened keeps it open.
    await firstToggle.hover();
    await page.clock.runFor(20);
    await expect(firstToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await firstToggle.click();
    await expect(firstToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await firstToggle.click();
    await expect(firstToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    // Leaving closes it after a moment, so a mouse that strays briefly does not lose the menu.
    await secondToggle.hover();
    await page.clock.runFor(300);
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.mouse.move(640, 600);
    await page.clock.runFor(100);
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.clock.runFor(300);
    await expect(secondToggle.getAttribute('aria-expanded')).resolves.toBe('false');
    expect(problems).toEqual([]);
  });

  it('links to every product page, Business and Premium included, from the menus and the footer', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    for (const href of ['/business', '/premium']) {
      await expect(page.locator(`header nav a[href="${href}"]`).count()).resolves.toBeGreaterThan(0);
      await expect(page.locator(`footer a[href="${href}"]`).count()).resolves.toBe(1);
    }
  });

  it('marks the current page and its section', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/banking`);
    const nav = page.getByRole('navigation', { name: site.navigation.label });
    const section = site.navigation.menus.find((menu) => menu.links?.some((link) => link.href === '/banking'));
    await expect(nav.getByRole('button', { name: section?.label }).getAttribute('aria-current')).resolves.toBe('true');
    await expect(nav.locator('a[href="/banking"]').getAttribute('aria-current')).resolves.toBe('page');
  });

  it('sends Log In and Get Started to the access site', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    const bar = page.locator('header').first();
    await expect(bar.getByRole('link', { name: site.navigation.loginLabel }).getAttribute('href')).resolves.toBe(
      site.accessSite.loginUrl,
    );
    await expect(bar.getByRole('link', { name: site.navigation.signupLabel }).getAttribute('href')).resolves.toBe(
      site.accessSite.signupUrl,
    );
  });

  it('logs the requested path on the not-found page', async () => {
    const { page } = await watchedPage(context);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await openPage(page, `${baseUrl()}/reviews`);
    expect(logs.some((line) => line.includes('/reviews'))).toBe(true);
  });

  it('Go Back on a page opened directly goes home instead of leaving the site', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/reviews`);
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
    await openPage(page, `${baseUrl()}/`);
    const toggle = page.getByRole('button', { name: site.labels.openMenu });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    const close = page.getByRole('button', { name: site.labels.closeMenu });
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true');
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

  it('lists Insurance, Credit Tools and Blog in the menu', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await page.getByRole('button', { name: site.labels.openMenu }).click();
    const menu = page.locator(
      `#${await page.getByRole('button', { name: site.labels.closeMenu }).getAttribute('aria-controls')}`,
    );
    for (const href of ['/insurance', '/credit-tools', '/blog', '/business', '/premium']) {
      await expect(becomesVisible(menu.locator(`a[href="${href}"]`))).resolves.toBe(true);
    }
  });

  it('turns its button into a close icon and dims the page under the open menu; a press there closes it', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    const toggle = page.locator('button[aria-controls$="-mobile"]');
    const icons = toggle.locator('svg use');
    await expect(icons.first().getAttribute('href')).resolves.toMatch(/#menu$/);
    await expect(icons.last().getAttribute('href')).resolves.toMatch(/#x$/);
    const shown = () =>
      toggle.evaluate((button) =>
        [...button.querySelectorAll('svg')].map((svg) => getComputedStyle(svg).display !== 'none'),
      );
    await expect(shown()).resolves.toEqual([true, false]);
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(shown()).resolves.toEqual([false, true]);
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    const backdrop = await panel.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { bottom: Math.round(box.bottom), colour: getComputedStyle(element).backgroundColor };
    });
    expect(backdrop.bottom).toBe(900);
    expect(backdrop.colour).not.toBe('rgba(0, 0, 0, 0)');
    // The page behind stays still while the menu is open.
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('hidden');
    await page.mouse.click(187, 860);
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    await expect(shown()).resolves.toEqual([true, false]);
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).overflow)).resolves.toBe('visible');
  });

  it('has no horizontal overflow', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await expect(overflowProblems(page)).resolves.toEqual([]);
  });
});
