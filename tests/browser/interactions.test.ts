import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '../support/site';
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
    const questions = faq.locator('button[aria-expanded]');
    const count = await questions.count();
    expect(count).toBe(9);
    for (let index = 0; index < count; index += 1) await questions.nth(index).click();
    await expect(faq.locator('button[aria-expanded="true"]').count()).resolves.toBe(9);
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
    const focused: string[] = [];
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('Tab');
      focused.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          const inCarousel = active?.closest('[aria-roledescription="carousel"]');
          const inSlide = active?.closest('[aria-roledescription="slide"]');
          const name = active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
          return `${inSlide ? 'slide:' : inCarousel ? 'carousel:' : ''}${name}`;
        }),
      );
    }
    expect(focused[0]).toBe(site.labels.skipToContent);
    const firstMenu = site.navigation.menus[0].label;
    expect(focused.findIndex((name) => name.startsWith(firstMenu))).toBeGreaterThan(0);
    const rotation = focused.indexOf(`carousel:${site.labels.carouselPause}`);
    const firstSlideControl = focused.findIndex((name) => name.startsWith('slide:'));
    expect(rotation).toBeGreaterThan(0);
    expect(firstSlideControl).toBeGreaterThan(rotation);
    await page.close();
  });

  it('shows a visible focus indicator on links and buttons', async () => {
    const { page } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
    await page.close();
  });
});
