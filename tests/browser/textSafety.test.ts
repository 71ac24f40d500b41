import type { Browser, BrowserContext, Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/app/renderPage';
import type { Page } from '../../src/generated/page';
import { site } from '../support/site';
import { launchChromium } from '../../scripts/chromium';
import { newContext } from './support';

// Text from content is written as text, never as markup: shown where a script would really run. jsdom never runs
// the scripts of HTML it is given, so only a browser can show that this markup never becomes one.
const SCRIPT = '<script>window.hacked = (window.hacked || 0) + 1</script>';
const HANDLER = '<img src="x" onerror="window.hacked = (window.hacked || 0) + 1">';
const CLOSER = '</script><script>window.hacked = (window.hacked || 0) + 1</script>';
const markup = `${SCRIPT}${HANDLER}${CLOSER}<b onclick="x()">bold</b>`;

/** A page whose every text is markup: hero, cards, an FAQ (its questions also go into JSON-LD), a job list whose
 * templates travel in an island's JSON props, and a featured article (an Article in JSON-LD). */
const page: Page = {
  path: '/markup',
  title: markup.slice(0, 60),
  description: `${markup} A page whose every text is markup, to show that none of it becomes an element.`,
  blocks: [
    { type: 'hero', title: markup, subtitle: markup, backButton: markup, layout: 'text-only' },
    { type: 'card-grid', heading: markup, cards: [{ title: markup, text: markup }] },
    { type: 'faq', heading: 'Questions', items: [{ question: markup, answer: markup }] },
    {
      type: 'job-list',
      heading: markup,
      applyLabel: markup,
      filter: { label: markup, allLabel: markup, countTemplate: `${markup} {count}` },
      jobs: [
        {
          title: markup,
          department: markup,
          location: markup,
          type: markup,
          description: markup,
          applyHref: '/careers',
        },
      ],
    },
    {
      type: 'article-featured',
      category: markup,
      date: '2026-10-30',
      readTime: markup,
      title: markup,
      excerpt: markup,
      author: markup,
    },
  ],
};

const documentOf = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser);
});

afterAll(async () => {
  await browser?.close();
});

/** Loads `html` as a document in Chromium (its scripts run, its images fail and fire onerror) and waits for it. */
async function load(html: string): Promise<BrowserPage> {
  const tab = await context.newPage();
  await tab.setContent(html, { waitUntil: 'load' });
  return tab;
}

const hacked = (tab: BrowserPage) => tab.evaluate(() => (window as unknown as { hacked?: number }).hacked ?? 0);

describe('text from content in Chromium', () => {
  it('runs the markup when it is written as HTML, so the check below can fail', async () => {
    const tab = await load(documentOf('', `<h1>${markup}</h1>`));
    await expect(hacked(tab)).resolves.toBeGreaterThan(0);
    await tab.close();
  });

  it('never runs as script, handler or element, in the body, the islands props or the JSON-LD', async () => {
    const { head, body } = renderPage(page, site);
    expect(head).toContain('application/ld+json');
    const tab = await load(documentOf(head, body));
    await expect(hacked(tab)).resolves.toBe(0);
    await expect(tab.locator('b[onclick], img[onerror]').count()).resolves.toBe(0);
    // Every script element is one the renderer wrote: data blocks (island props, JSON-LD), none holding the markup's own.
    const scriptTypes = await tab
      .locator('script')
      .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('type') ?? ''));
    for (const type of scriptTypes) expect(['application/json', 'application/ld+json']).toContain(type);
    await expect(tab.locator('h1').textContent()).resolves.toBe(markup);
    // The JSON-LD reads back as the characters typed.
    const questions = await tab.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => {
        const data = JSON.parse(script.textContent ?? '{}') as { mainEntity?: { name: string }[] };
        return data.mainEntity?.map(({ name }) => name) ?? [];
      }),
    );
    expect(questions).toEqual([markup]);
    await tab.close();
  });
});
