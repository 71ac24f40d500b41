import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium';
import { baseUrl, newContext, watchedPage } from './support';

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser, 1280);
});
afterAll(async () => {
  await browser?.close();
});

interface ScriptLog {
  /** Scripts requested before the document's load event, by name without hash (`Faq-s3o-3mUW.js` → `Faq`). */
  before: string[];
  /** Scripts requested after it. */
  after: string[];
}

/** Sorts the scripts a loaded page fetched by when the page itself says each request started. */
async function scriptsAroundLoad(page: Page): Promise<ScriptLog> {
  const entries = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance.getEntriesByType('resource').map((entry) => ({
      name: new URL(entry.name).pathname,
      beforeLoad: entry.startTime < navigation.loadEventStart,
    }));
  });
  const log: ScriptLog = { before: [], after: [] };
  for (const { name, beforeLoad } of entries) {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(name);
    if (match) (beforeLoad ? log.before : log.after).push(match[1]);
  }
  return log;
}

/** Names (without hash) of the scripts the page requests from now on. */
function recordScripts(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(.+)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

describe('what a prerendered page loads', () => {
  it('hydrates the hero at once and the blocks below it after the page has loaded, without the route table', async () => {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const scripts = await scriptsAroundLoad(page);

    expect(scripts.before).toContain('Hero');
    expect(scripts.before).not.toContain('Faq');
    expect(scripts.after).toContain('Faq');
    expect([...scripts.before, ...scripts.after]).not.toContain('routes');

    // The FAQ kept its prerendered HTML and now answers clicks: it hydrated in place.
    const firstQuestion = page.locator('#faq button[aria-expanded]').first();
    await firstQuestion.click();
    await expect(firstQuestion.getAttribute('aria-expanded')).resolves.toBe('true');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hydrates a block far down the page only once it nears the viewport or is touched, and the first click counts', async () => {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    // React marks every DOM node it has hydrated with a __reactFiber property; prerendered nodes it skipped lack one.
    const hydrated = (locator: Locator) =>
      locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
    const heading = page.locator('h1');
    const firstQuestion = page.locator('#faq button[aria-expanded]').first();
    const lastBlock = page.locator('main > section').last();
    await expect(hydrated(heading)).resolves.toBe(true);
    await expect(hydrated(firstQuestion)).resolves.toBe(false);
    await expect(hydrated(lastBlock)).resolves.toBe(false);

    // A click on a block that has not hydrated yet hydrates it on the spot and still reaches it.
    await firstQuestion.click();
    await expect(firstQuestion.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(hydrated(firstQuestion)).resolves.toBe(true);

    await lastBlock.scrollIntoViewIfNeeded();
    await expect.poll(() => hydrated(lastBlock)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('fetches the route table and the next page when a link is hovered, before it is clicked', async () => {
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const scripts = recordScripts(page);
    const homeHeading = await page.locator('h1').textContent();
    const link = page.locator('footer a[href="/loans"]').first();
    const calculatorLoaded = page.waitForResponse(/\/assets\/Calculator-[\w-]{8}\.js$/);
    await link.hover();
    await calculatorLoaded;
    expect(scripts).toEqual(expect.arrayContaining(['routes', 'loans', 'Calculator']));

    await link.click();
    await page.waitForURL(`${baseUrl()}/loans`);
    await page
      .locator('h1')
      .filter({ hasNotText: homeHeading ?? '' })
      .waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
