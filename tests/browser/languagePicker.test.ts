import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { site } from '../support/site';
import { launchChromium } from '../../scripts/chromium';
import {
  axeViolations,
  baseUrl,
  becomesHidden,
  becomesVisible,
  FAKE_WIDGET,
  newContext,
  openPage,
  watchedPage,
} from './support';

const { translation, languages } = site;

let browser: Browser;
let context: BrowserContext;
let scriptRequests: number;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser);
  scriptRequests = 0;
});
afterEach(async () => {
  await context.close();
});

async function serveWidget(handler: (route: Route) => Promise<void>): Promise<void> {
  await context.route(
    (url) => url.href.startsWith(translation.scriptUrl.split('?')[0]),
    async (route) => {
      scriptRequests += 1;
      await handler(route);
    },
  );
}

const picker = (page: Page) => page.getByRole('button', { name: /Choose a language/ });
const list = (page: Page) => page.getByRole('list', { name: translation.listLabel });

describe('language picker', () => {
  it('requests nothing from the translation service until a language is chosen', async () => {
    await serveWidget((route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }));
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await picker(page).click();
    await expect(becomesVisible(list(page))).resolves.toBe(true);
    expect(scriptRequests).toBe(0);
  });

  it(`lists the ${languages.length} languages, shows ${languages[0].nativeName} by default, and the choice after choosing`, async () => {
    await serveWidget((route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET }));
    const { page, problems } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await expect(picker(page).getAttribute('aria-label')).resolves.toContain(languages[0].nativeName);
    await picker(page).click();
    await expect.poll(() => list(page).getByRole('button').count()).toBe(languages.length);
    await list(page).getByRole('button', { name: 'Spanish' }).click();
    await expect(becomesHidden(list(page))).resolves.toBe(true);
    await expect.poll(() => picker(page).getAttribute('aria-label')).toContain('Español');
    await page.waitForFunction(() => (window as unknown as { __translatedTo?: string }).__translatedTo === 'es');
    const options = await page.evaluate(
      () => (window as unknown as { __translateOptions: Record<string, unknown> }).__translateOptions,
    );
    expect(options).toEqual({
      pageLanguage: 'en',
      includedLanguages: languages.map((language) => language.code).join(','),
      layout: 'simple-layout',
      autoDisplay: false,
      multilanguagePage: true,
    });
    await picker(page).click();
    await list(page).getByRole('button', { name: 'French' }).click();
    await page.waitForFunction(() => (window as unknown as { __translatedTo?: string }).__translatedTo === 'fr');
    expect(scriptRequests).toBe(1);
    await expect(
      page.evaluate(() => (window as unknown as { __translateCalls: number }).__translateCalls),
    ).resolves.toBe(1);
    expect(problems).toEqual([]);
  });

  it('closes when the page outside it is pressed or Escape is pressed', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await picker(page).click();
    await expect(becomesVisible(list(page))).resolves.toBe(true);
    await page.mouse.click(5, 600);
    await expect(becomesHidden(list(page))).resolves.toBe(true);
    await expect(picker(page).getAttribute('aria-expanded')).resolves.toBe('false');
    await picker(page).click();
    await page.keyboard.press('Escape');
    await expect(becomesHidden(list(page))).resolves.toBe(true);
    await expect(picker(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
  });

  it('names each language in its own tongue and in English, beside its flag (an SVG file, never an emoji)', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await picker(page).click();
    await expect(becomesVisible(list(page))).resolves.toBe(true);
    for (const language of languages) {
      const option = list(page).locator(`button[value="${language.code}"]`);
      await expect(option.locator(`span[lang="${language.code}"]`).textContent()).resolves.toBe(language.nativeName);
      await expect(option.textContent()).resolves.toContain(language.name);
      const flag = await option.evaluate((element) => getComputedStyle(element, '::before').backgroundImage);
      expect(flag).toMatch(/^url\(".*\.svg"\)$/);
    }
  });

  it('says translation is unavailable when the script cannot load, keeps the language it had, and the page keeps working', async () => {
    await serveWidget((route) => route.abort());
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await picker(page).click();
    await list(page).getByRole('button', { name: 'German' }).click();
    await expect(becomesVisible(page.getByRole('status').filter({ hasText: translation.unavailable }))).resolves.toBe(
      true,
    );
    await expect(picker(page).getAttribute('aria-label')).resolves.toContain(languages[0].nativeName);
    await expect(picker(page).getAttribute('aria-label')).resolves.not.toContain('Deutsch');
    await expect(
      page
        .locator(`#${await picker(page).getAttribute('aria-controls')} button[value="${languages[0].code}"]`)
        .getAttribute('aria-current'),
    ).resolves.toBe('true');
    await expect(
      page
        .locator(`#${await picker(page).getAttribute('aria-controls')} button[value="de"]`)
        .getAttribute('aria-current'),
    ).resolves.toBeNull();
    await page.getByRole('link', { name: 'Compare accounts' }).click();
    await page.waitForURL(`${baseUrl()}/banking`);
  });

  it('has no accessibility violations with the list open', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    await picker(page).click();
    await expect(axeViolations(page)).resolves.toEqual([]);
  });
});
