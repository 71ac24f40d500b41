import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/paths';
import { publicAddresses } from '../support/sitePaths';
import { headingProblems } from './checks/headings';
import { brokenImages } from './checks/images';
import { overflowProblems } from './checks/overflow';
import { launchChromium } from '../../scripts/chromium';
import { axeViolations, baseUrl, newContext, watchedPage } from './support';
import { nonEmpty } from '../support/nonEmpty';

const UNKNOWN_PATH = '/reviews';
const SCREENSHOTS = path.join(PROJECT_ROOT, 'artifacts/screenshots/routes');
const addresses = [...publicAddresses().map(({ url }) => ({ url, status: 200 })), { url: UNKNOWN_PATH, status: 404 }];

let browser: Browser;
beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([375, 1280])('every route at %i px', (width) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser, width);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each(nonEmpty(addresses, 'addresses'))(
    '$url: status, one h1, ordered headings, no overflow, images drawn, no console problems, no axe violations',
    async ({ url, status }) => {
      // Chromium reports a 404 document as a failed resource; that status is the point of the page.
      const { page, problems } = await watchedPage(
        context,
        (message) => status === 404 && message.location().url.endsWith(url),
      );
      const response = await page.goto(baseUrl() + url, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(status);
      await expect(headingProblems(page)).resolves.toEqual([]);
      await expect(overflowProblems(page)).resolves.toEqual([]);
      await expect(brokenImages(page)).resolves.toEqual([]);
      await page.screenshot({
        path: path.join(SCREENSHOTS, `${url === '/' ? 'home' : url.slice(1)}-${width}.png`),
        fullPage: true,
      });
      await expect(axeViolations(page)).resolves.toEqual([]);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
