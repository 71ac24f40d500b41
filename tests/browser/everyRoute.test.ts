import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAddresses } from '../support/sitePaths';
import { site } from '../support/site';
import { headingProblems } from './checks/headings';
import { brokenImages } from './checks/images';
import { overflowProblems } from './checks/overflow';
import { seoHeadProblems } from './checks/seo';
import { consoleProblems } from './checks/console';
import { launchChromium } from '../../scripts/chromium';
import { axeViolations, baseUrl, newContext } from './support';
import { nonEmpty } from '../support/nonEmpty';

const UNKNOWN_PATH = '/reviews';
// Canonical paths only: an alias answers with a redirect to one of them (hostingParity.test.ts checks each alias).
const routes = [
  ...Array.from(new Set(publicAddresses().map(({ canonicalPath }) => canonicalPath)), (url) => ({ url, status: 200 })),
  { url: UNKNOWN_PATH, status: 404 },
];
const canonicalUrl = (pagePath: string) => `${site.baseUrl}${pagePath === '/' ? '/' : pagePath}`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

// One page per width visits every route in turn (a new document each time), so the suite costs the page loads and
// the checks, not a page's start-up per route. Screenshots are `npm run screenshots`' job.
describe.each([375, 1280])('every route at %i px', (width) => {
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];
  let currentUrl = '';
  beforeAll(async () => {
    context = await newContext(browser, width);
    page = await context.newPage();
    page.on('console', (message) => {
      // Chromium reports a 404 document as a failed resource; that status is the point of the page.
      if (currentUrl === UNKNOWN_PATH && message.location().url.endsWith(UNKNOWN_PATH)) return;
      problems.push(...consoleProblems([{ type: message.type(), text: message.text() }]));
    });
    page.on('pageerror', (error) => problems.push(...consoleProblems([{ type: 'uncaught', text: error.message }])));
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(nonEmpty(routes, 'routes'))(
    '$url: status, head, one h1, ordered headings, no overflow, images drawn, no console problems, no axe violations',
    async ({ url, status }) => {
      problems = [];
      currentUrl = url;
      // networkidle: islands that start at idle or when visible have loaded their code, so their problems count.
      const response = await page.goto(baseUrl() + url, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      if (status === 200) {
        const expected = { canonical: canonicalUrl(url), lang: 'en', twitterCard: 'summary_large_image' };
        expect(seoHeadProblems(await page.content(), expected)).toEqual([]);
      }
      await expect(headingProblems(page)).resolves.toEqual([]);
      await expect(overflowProblems(page)).resolves.toEqual([]);
      await expect(brokenImages(page)).resolves.toEqual([]);
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(problems).toEqual([]);
    },
  );
});
