import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { PROJECT_ROOT } from '../support/paths';
import { launchChromium } from '../../scripts/chromium';
import { baseUrl, becomesVisible, newContext, watchedPage } from './support';

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
const blog = pages.find((page) => page.path === '/blog');
const articleGrid = blog?.blocks.find((block) => block.type === 'article-grid');

interface ScriptLog {
  /** Scripts requested before the document's load event, by name without hash (`index-eGIyAMcG.js` → `index`). */
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

/** The islands loader as a file, which only a page too long to carry it inline fetches before load (the home page). */
const LOADER = 'islands-loader';
/** The islands runtime (src/entry-client.ts), which the loader imports after load. */
const RUNTIME = 'runtime';

const islandState = (page: Page, name: string) =>
  page.locator(`fw-island[data-island="${name}"]`).first().getAttribute('data-island-state');

/** Holds every request for an island's chunk until `release` is called. */
async function holdChunk(chunk: RegExp): Promise<{ release: () => void }> {
  const held: Route[] = [];
  let released = false;
  await context.route(chunk, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

describe('what a page loads', () => {
  it('a page with no interactive block fetches no script before load, and never React', async () => {
    context = await newContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/privacy`, { waitUntil: 'networkidle' });
    await expect.poll(() => islandState(page, 'shell/CookieConsent/cookieConsent')).toBe('mounted');
    const scripts = await scriptsAroundLoad(page);
    expect(scripts.before).toEqual([]);
    expect(scripts.after).toEqual(expect.arrayContaining([RUNTIME, 'cookieConsent.island']));
    expect(scripts.after.filter((name) => /navMenus|languagePicker/.test(name))).toEqual([]);
    expect([...scripts.before, ...scripts.after].filter((name) => /react|hydrateReactIsland/i.test(name))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('a page too long to carry the islands loader fetches it as a file, and nothing else, before load', async () => {
    context = await newContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    await expect.poll(() => islandState(page, 'shell/CookieConsent/cookieConsent')).toBe('mounted');
    const scripts = await scriptsAroundLoad(page);
    expect(scripts.before).toEqual([LOADER]);
    expect(scripts.after).toEqual(expect.arrayContaining([RUNTIME]));
    expect(problems).toEqual([]);
  });

  it('the header menus load at the first press, and that press opens the menu', async () => {
    context = await newContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/privacy`, { waitUntil: 'networkidle' });
    expect(await islandState(page, 'shell/NavMenus/navMenus')).not.toBe('mounted');
    const products = page.getByRole('button', { name: 'Products' });
    await products.click();
    await expect.poll(() => islandState(page, 'shell/NavMenus/navMenus')).toBe('mounted');
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('true');
    await expect
      .poll(() =>
        page
          .getByRole('link', { name: /Banking/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(problems).toEqual([]);
  });

  it('a React island hydrates after the page has loaded, as its own root, without a mismatch', async () => {
    context = await newContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/contact`, { waitUntil: 'networkidle' });
    const contactForm = 'blocks/Contact/ContactForm';
    await page
      .locator(`fw-island[data-island="${contactForm}"] > :not(script, style)`)
      .first()
      .scrollIntoViewIfNeeded();
    await expect.poll(() => islandState(page, contactForm)).toBe('mounted');
    const scripts = await scriptsAroundLoad(page);
    expect(scripts.before.filter((name) => name !== LOADER)).toEqual([]);
    expect(scripts.after).toEqual(expect.arrayContaining(['ContactForm.island', 'hydrateReactIsland']));
    expect(problems).toEqual([]);
  });

  it('the job filter, the searches, the code sample and the email forms bring no React with them', async () => {
    context = await newContext(browser);
    const { page, problems } = await watchedPage(context);
    const islandsOf = {
      '/careers': ['blocks/JobList/DepartmentFilter'],
      '/help': ['blocks/SearchBox/TopicSearch'],
      '/docs': ['blocks/ApiReference/EndpointSearch', 'blocks/CodeSample/EnvironmentSwitch'],
      '/blog': ['ui/EmailSignup/EmailCheck'],
      '/status': ['ui/EmailSignup/EmailCheck'],
    };
    for (const [route, names] of Object.entries(islandsOf)) {
      await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
      for (const name of names) {
        await page.locator(`fw-island[data-island="${name}"] > :not(script, style)`).first().scrollIntoViewIfNeeded();
        await expect.poll(() => islandState(page, name), { message: `${name} on ${route}` }).toBe('mounted');
      }
      const scripts = await scriptsAroundLoad(page);
      expect(
        scripts.before.filter((name) => name !== LOADER),
        route,
      ).toEqual([]);
      expect(
        [...scripts.before, ...scripts.after].filter((name) => /react|hydrateReactIsland|Mantine/i.test(name)),
        route,
      ).toEqual([]);
    }
    expect(problems).toEqual([]);
  });

  it('a visible island starts only once it nears the viewport', async () => {
    context = await newContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/loans`, { waitUntil: 'networkidle' });
    const calculator = 'blocks/Calculator/CalculatorForm';
    await expect(islandState(page, calculator)).resolves.toBeNull();
    await page.locator(`fw-island[data-island="${calculator}"] > :not(script, style)`).first().scrollIntoViewIfNeeded();
    await expect.poll(() => islandState(page, calculator)).toBe('mounted');
    expect(problems).toEqual([]);
  });
});

describe('a page that has not loaded yet', () => {
  /** /privacy at desktop width with its font held back, so that its load event waits; the loader is running. */
  async function privacyBeforeLoad() {
    context = await newContext(browser);
    const held: Route[] = [];
    await context.route(/\.woff2$/, (route) => {
      held.push(route);
    });
    const { page, problems } = await watchedPage(context);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseUrl()}/privacy`, { waitUntil: 'domcontentloaded' });
    const release = () => Promise.all(held.splice(0).map((route) => route.continue()));
    return { page, problems, release };
  }
  const readyState = (page: Page) => page.evaluate(() => document.readyState);

  it('fetches no runtime until then, but a press on a header menu loads it and opens the menu', async () => {
    const { page, problems, release } = await privacyBeforeLoad();
    const products = page.getByRole('button', { name: 'Products' });
    await expect(readyState(page)).resolves.not.toBe('complete');
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/runtime-/.test(entry.name)),
      ),
    ).toBe(false);
    await products.click();
    await expect.poll(() => products.getAttribute('aria-expanded')).toBe('true');
    await expect(readyState(page)).resolves.not.toBe('complete');
    await release();
    await expect.poll(() => readyState(page)).toBe('complete');
    expect(problems).toEqual([]);
  });

  it('does not replay that press once the visitor has pressed somewhere else', async () => {
    const { page, problems, release } = await privacyBeforeLoad();
    await context.route(/\/assets\/runtime-[\w-]{8}\.js$/, async (route) => {
      // Held until the second press, so that press comes before the runtime.
      await page.waitForFunction(() => document.querySelector('h1')?.hasAttribute('data-pressed'));
      await route.continue();
    });
    const products = page.getByRole('button', { name: 'Products' });
    await products.click();
    // The pointer leaves the menu first: resting on it opens it (by the stylesheet until the code runs), over the h1.
    await page.mouse.move(5, 700);
    await page.locator('h1').click();
    await page.locator('h1').evaluate((heading) => heading.setAttribute('data-pressed', ''));
    await expect.poll(() => islandState(page, 'shell/NavMenus/navMenus')).toBe('mounted');
    await expect(products.getAttribute('aria-expanded')).resolves.toBe('false');
    await release();
    expect(problems).toEqual([]);
  });
});

describe('an island that has not started yet', () => {
  /** The blog with the "Load more" island's code held back, and its button pressed once. */
  async function blogWithLoadMorePressedEarly() {
    context = await newContext(browser);
    const chunk = await holdChunk(/\/assets\/LoadMore\.island-[\w-]{8}\.js$/);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/blog`, { waitUntil: 'load' });
    if (articleGrid?.type !== 'article-grid') throw new Error('the blog has no article grid');
    const articles = page.locator('#latest li:not([hidden]) article');
    const shownFirst = await articles.count();
    await page.getByRole('button', { name: articleGrid.loadMoreLabel }).click();
    return { chunk, page, problems, articles, shownFirst };
  }

  it('replays a press made before its code arrived', async () => {
    const { chunk, problems, articles, shownFirst } = await blogWithLoadMorePressedEarly();
    await expect(articles.count()).resolves.toBe(shownFirst);
    chunk.release();
    await expect.poll(() => articles.count()).toBeGreaterThan(shownFirst);
    expect(problems).toEqual([]);
  });

  it('does not replay a press once the visitor has pressed somewhere else', async () => {
    const { chunk, page, problems, articles, shownFirst } = await blogWithLoadMorePressedEarly();
    await page.locator('h1').click();
    chunk.release();
    await expect.poll(() => islandState(page, 'blocks/ArticleGrid/LoadMore')).toBe('mounted');
    await expect(articles.count()).resolves.toBe(shownFirst);
    expect(problems).toEqual([]);
  });

  it('keeps what the visitor typed, and its state follows it', async () => {
    context = await newContext(browser);
    const chunk = await holdChunk(/\/assets\/TopicSearch\.island-[\w-]{8}\.js$/);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/help`, { waitUntil: 'load' });
    const field = page.getByRole('searchbox').first();
    const cards = page.locator('form[role="search"] ~ ul > li:not([hidden])');
    const allCards = await cards.count();
    await field.fill('password');
    chunk.release();
    await expect.poll(() => islandState(page, 'blocks/SearchBox/TopicSearch')).toBe('mounted');
    await expect(field.inputValue()).resolves.toBe('password');
    await expect.poll(() => cards.count()).toBeLessThan(allCards);
    await expect(field.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    expect(problems).toEqual([]);
  });
});

describe('an island that fails', () => {
  it('keeps its server HTML when its props cannot be read, logs one error naming the block, and the rest works', async () => {
    context = await newContext(browser);
    await context.route(`${baseUrl()}/loans`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(data-island="blocks\/Calculator\/CalculatorForm"[^>]*><script type="application\/json">)\{/,
        '$1{broken',
      );
      await route.fulfill({ response, body: html });
    });
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/loans`, { waitUntil: 'networkidle' });
    const island = page.locator('fw-island[data-island="blocks/Calculator/CalculatorForm"]');
    await island.locator('> :not(script, style)').first().scrollIntoViewIfNeeded();
    await expect.poll(() => island.getAttribute('data-island-state')).toBe('failed');
    await expect(becomesVisible(island.locator('input').first())).resolves.toBe(true);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/Calculator block keeps its server HTML: its props could not be read/);
    // The header's menus are islands too, and still work.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().click();
    await expect
      .poll(() =>
        page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().getAttribute('aria-expanded'),
      )
      .toBe('true');
  });

  it('keeps its server HTML when its code throws, and the rest of the page is untouched', async () => {
    context = await newContext(browser);
    const failure = 'the calculator exploded on purpose';
    await context.route(/\/assets\/CalculatorForm\.island-[\w-]{8}\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default { kind: 'react', Component() { throw new Error(${JSON.stringify(failure)}); } };`,
      }),
    );
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/loans`, { waitUntil: 'networkidle' });
    const island = page.locator('fw-island[data-island="blocks/Calculator/CalculatorForm"]');
    const before = await island.innerText();
    await island.locator('> :not(script, style)').first().scrollIntoViewIfNeeded();
    await expect.poll(() => island.getAttribute('data-island-state')).toBe('failed');
    await expect(island.innerText()).resolves.toBe(before);
    await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    expect(problems.some((problem) => problem.includes('Calculator block keeps its server HTML'))).toBe(true);
  });
});

describe('moving between pages', () => {
  it('is a document navigation along a plain link, which the speculation rules let the browser prepare', async () => {
    context = await newContext(browser);
    const { page, problems } = await watchedPage(context);
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? '{}') as {
      prerender?: { eagerness?: string }[];
    };
    expect(rules.prerender?.[0]?.eagerness).toBe('moderate');
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'first document';
    });
    await page.locator('footer a[href="/loans"]').first().click();
    await page.waitForURL(`${baseUrl()}/loans`);
    await page.locator('h1').waitFor();
    await expect(page.evaluate(() => (window as unknown as { marker?: string }).marker)).resolves.toBeUndefined();
    await expect(page.title()).resolves.toContain(pages.find((entry) => entry.path === '/loans')?.title ?? '-');
    expect(problems).toEqual([]);
  });
});
