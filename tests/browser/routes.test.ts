import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { site } from '../support/site';
import { seoHeadProblems } from './checks/seo';
import { launchChromium } from '../../scripts/chromium';
import { newContext, openPage, watchedPage } from './support';

const baseUrl = inject('baseUrl');
const UNKNOWN_PATH = '/reviews';
const canonicalUrl = (pagePath: string) => `${site.baseUrl}${pagePath === '/' ? '/' : pagePath}`;

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newContext(browser, 1280);
});

afterAll(async () => {
  await browser?.close();
});

interface Visit {
  page: Page;
  status: number | undefined;
  problems: string[];
}

/** Opens a path and records every console error or warning and uncaught exception until the page hydrates. */
async function visit(path: string): Promise<Visit> {
  // Chromium reports the 404 document itself as a failed resource; that status is the point of the page.
  const { page, problems } = await watchedPage(
    context,
    (message) => path === UNKNOWN_PATH && message.location().url.endsWith(UNKNOWN_PATH),
  );
  const response = await openPage(page, baseUrl + path);
  return { page, status: response?.status(), problems };
}

// Every route's status, head, headings and console: everyRoute.test.ts.
describe('the prerendered routes', () => {
  it('leaves the block catalogue, a dev-server page, out of the build: /blocks is not found', async () => {
    const { page, status } = await visit('/blocks');
    expect(status).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Page Not Found');
    for (const file of ['blocks', 'blocks.html']) expect(existsSync(path.join(inject('distDir'), file))).toBe(false);
    await page.close();
  });

  it('serves the full page content in the HTML, before any script runs', async () => {
    const response = await fetch(`${baseUrl}/banking`);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toContain('High-Yield Savings');
    expect(html).toContain('4.20%');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });
});

describe('unknown paths', () => {
  it(`answers ${UNKNOWN_PATH} with status 404 and the not-found page`, async () => {
    const { page, status, problems } = await visit(UNKNOWN_PATH);
    expect(status).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Page Not Found');
    await expect(page.getByRole('link', { name: 'Return Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('Go Back returns to the previous page', async () => {
    const { page } = await visit('/banking');
    await page.goto(baseUrl + UNKNOWN_PATH, { referer: `${baseUrl}/banking` });
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${baseUrl}/banking`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Banking');
    await page.close();
  });
});

describe('navigation between pages', () => {
  it("follows an in-site link to a new document, with that page's own head", async () => {
    const { page, problems } = await visit('/');
    await page.getByRole('link', { name: 'Compare accounts' }).click();
    await page.waitForURL(`${baseUrl}/banking`);
    await page.getByRole('heading', { level: 1, name: /Banking/ }).waitFor();
    await expect(page.title()).resolves.toContain('Checking, savings and money market accounts');
    const expected = { canonical: canonicalUrl('/banking'), lang: 'en', twitterCard: 'summary_large_image' };
    expect(seoHeadProblems(await page.content(), expected)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });
});
