import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import type { ArticleGridBlock } from '../../src/generated/page';
import { PROJECT_ROOT } from '../support/paths';
import { launchChromium } from '../../scripts/chromium';
import { baseUrl, newContext } from './support';

/** What a visitor sees of the blog's articles, their pages and categories, and of the docs' code sample. */
let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await context?.close();
});

const pages = loadContent({ root: PROJECT_ROOT }).pages.map(({ page }) => page);
const grid = pages
  .find((page) => page.path === '/blog')
  ?.blocks.find((block): block is ArticleGridBlock => block.type === 'article-grid');

describe('/blog', () => {
  it('makes every article card a link to an article page that exists, with its Article structured data', async () => {
    context = await newContext(browser, 1280);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/blog`);
    const hrefs = await page
      .locator('#latest article a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toHaveLength(grid?.articles.length ?? -1);
    // A click anywhere on the card (here over its picture) follows the link. A card is drawn only once near the
    // viewport (content-visibility), so the click waits, as a visitor's eye does, for the frame that draws it.
    const card = page.locator('#latest article').first();
    await card.scrollIntoViewIfNeeded();
    await expect
      .poll(() => card.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true })))
      .toBe(true);
    await card.click({ position: { x: 40, y: 40 } });
    await page.waitForURL(`**${hrefs[0]}`);
    expect(await page.locator('h1').textContent()).toBe(grid?.articles[0].title);
    for (const href of hrefs) {
      const response = await page.goto(`${baseUrl()}${href}`);
      expect(response?.status(), href ?? undefined).toBe(200);
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '') as { '@type': string }));
      expect(data.map((item) => item['@type'])).toContain('Article');
      expect(await page.locator('main article p').count()).toBeGreaterThanOrEqual(3);
    }
  });

  it('shows only the picked category, with a count that matches what shows, without JavaScript too', async () => {
    for (const javaScriptEnabled of [true, false]) {
      // Without reduced motion a section's content rises 2.5rem as it scrolls in, moved by the browser on the frame
      // after the scroll; on a loaded machine the click that scrolled the link into view could press the link and
      // release 40 px away, on the list (CI, 2026-12-07). The filter is the subject here, not the entrance.
      context = await browser.newContext({
        viewport: { width: 1280, height: 900 },
        javaScriptEnabled,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/blog`);
      const links = page.getByRole('navigation', { name: 'Browse by category' }).getByRole('link');
      const total = grid?.articles.length ?? 0;
      expect(await links.first().textContent()).toContain(`${total} articles`);
      for (const name of [...new Set(grid?.articles.map((article) => article.category))]) {
        const expected = grid?.articles.filter((article) => article.category === name).length ?? 0;
        await links.filter({ hasText: name }).click();
        const shown = page.locator('#latest li:has(> article):visible');
        await expect.poll(() => shown.count()).toBe(expected);
        expect(await shown.locator('[data-mantine-badge], span').first().isVisible()).toBe(true);
        const categories = await shown.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
        for (const text of categories) expect(text).toContain(name);
        expect(await links.filter({ hasText: name }).textContent()).toContain(`${expected} article`);
      }
      await links.first().click();
      await expect
        .poll(() => page.locator('#latest li:has(> article):visible').count())
        .toBe(javaScriptEnabled ? Math.min(total, grid?.pageSize ?? 6) : total);
      await context.close();
    }
  });
});

describe('/docs code sample', () => {
  it('is coloured by token, scrolls sideways on a phone and takes keyboard focus', async () => {
    context = await newContext(browser, 375);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/docs`);
    const region = page.getByRole('region', { name: 'list-accounts.js' });
    const colours = await region
      .locator('code span')
      .evaluateAll((spans) => [...new Set(spans.map((span) => getComputedStyle(span).color))]);
    expect(colours.length).toBeGreaterThanOrEqual(4);
    const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await region.focus();
    expect(await region.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});
