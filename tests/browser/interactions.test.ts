import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { walkData } from '../../src/engine/content/rules/walkData';
import type { BannerCarouselBlock, LegalDocumentBlock } from '../../src/generated/page';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';
import { focusVisibleProblems, skipLinkProblems, tabThrough } from './checks/keyboard';
import { launchChromium } from '../../scripts/chromium';
import { SCREENS } from './screens';
import { axeViolations, baseUrl, newContext, openPage, watchedPage } from './support';

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
    await openPage(page, `${baseUrl()}/`);
    const faq = page.locator('#faq');
    const questions = faq.locator('summary');
    const count = await questions.count();
    expect(count).toBe(9);
    for (let index = 0; index < count; index += 1) await questions.nth(index).click();
    await expect(faq.locator('details[open]').count()).resolves.toBe(9);
    await page.getByRole('button', { name: site.labels.carouselPause }).click();
    await page.getByRole('button', { name: site.labels.carouselPlay }).waitFor();
    await expect(axeViolations(page)).resolves.toEqual([]);
    await page.close();
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, then the navigation, then the carousel rotation button before its slides', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    const stops = await tabThrough(page, 40);
    expect(skipLinkProblems(stops, site.labels.skipToContent)).toEqual([]);
    const firstMenu = site.navigation.menus[0].label;
    expect(stops.findIndex((stop) => stop.name.startsWith(firstMenu))).toBeGreaterThan(0);
    const rotation = stops.findIndex((stop) => stop.within === 'carousel' && stop.name === site.labels.carouselPause);
    const firstSlideControl = stops.findIndex((stop) => stop.within === 'slide');
    expect(rotation).toBeGreaterThan(0);
    expect(firstSlideControl).toBeGreaterThan(rotation);
    await page.close();
  });

  it('shows a visible focus indicator on every link and button Tab reaches', async () => {
    const { page } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    const stops = await tabThrough(page, 40);
    expect(stops.filter((stop) => stop.tag !== 'body')).toHaveLength(40);
    expect(focusVisibleProblems(stops)).toEqual([]);
    await page.close();
  });
});

const pages = loadContent({ root: PROJECT_ROOT }).pages.map(({ page }) => page);

describe('the home carousel', () => {
  const home = pages.find((page) => page.path === '/');
  const carouselBlock = home?.blocks.find((block): block is BannerCarouselBlock => block.type === 'banner-carousel');
  const slideCount = carouselBlock?.slides.length ?? 0;
  const drawn = (shown: number[]) =>
    Array.from({ length: slideCount }, (_, index) => (shown.includes(index) ? 'visible' : 'hidden'));

  /** Moves to the next slide and reads each slide's visibility in the same task, as the next frame would draw it. */
  const nextSlideAndRead = (frame: Element) => {
    frame.querySelector<HTMLButtonElement>('[data-carousel-next]')?.click();
    return [...frame.querySelectorAll('[aria-roledescription="slide"]')].map(
      (slide) => getComputedStyle(slide).visibility,
    );
  };
  const visibilities = (frame: Element) =>
    [...frame.querySelectorAll('[aria-roledescription="slide"]')].map((slide) => getComputedStyle(slide).visibility);

  // Off-screen slides are not drawn (painting them when the carousel started was its largest cost); the slide that
  // leaves must stay drawn while the track slides it out, or the panel would show a gap.
  it('draws only the shown slide, and the leaving one until it has slid out', async () => {
    const { page, problems } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/`);
    const frame = page.locator('[data-carousel]');
    await frame.scrollIntoViewIfNeeded();
    await page.locator('[data-carousel][data-ready]').waitFor();
    await page.getByRole('button', { name: site.labels.carouselPause }).click();
    expect(slideCount).toBeGreaterThan(2);
    await expect(frame.evaluate(visibilities)).resolves.toEqual(drawn([0]));
    await expect(frame.evaluate(nextSlideAndRead)).resolves.toEqual(drawn([0, 1]));
    await page.waitForFunction(() => {
      const slides = document.querySelectorAll('[data-carousel] [aria-roledescription="slide"]');
      return getComputedStyle(slides[0]).visibility === 'hidden';
    });
    await expect(frame.evaluate(visibilities)).resolves.toEqual(drawn([1]));
    expect(problems).toEqual([]);
    await page.close();
  });

  it('hides the slide that leaves at once when the visitor asks for reduced motion', async () => {
    const { page, problems } = await watchedPage(context);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, `${baseUrl()}/`);
    const frame = page.locator('[data-carousel]');
    await frame.scrollIntoViewIfNeeded();
    await page.locator('[data-carousel][data-ready]').waitFor();
    await expect(frame.evaluate(nextSlideAndRead)).resolves.toEqual(drawn([1]));
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe('a legal document on a phone', () => {
  const privacy = pages.find((page) => page.path === '/privacy');
  const legal = privacy?.blocks.find((block): block is LegalDocumentBlock => block.type === 'legal-document');
  const sections = legal?.sections ?? [];

  // Its sections are laid out only near the viewport (content-visibility): a contents link must still land on its
  // section, drawn, whatever the sections above it measured before they were seen: first a section in the middle,
  // past sections never drawn, then the last, then back up to the third.
  it('takes each contents link to its section, drawn at the top of the screen', async () => {
    // The smallest phone: the fewest sections near the viewport are drawn before the first jump.
    const phone = await newContext(browser, SCREENS[0].width, SCREENS[0].height);
    const { page } = await watchedPage(phone);
    await openPage(page, `${baseUrl()}/privacy`);
    expect(sections.length).toBeGreaterThan(3);
    for (const index of [Math.ceil(sections.length / 2), sections.length, 3]) {
      const title = `${index}. ${sections[index - 1].title}`;
      await page.getByRole('navigation', { name: legal?.tocLabel }).getByRole('link', { name: title }).click();
      await page.waitForFunction((hash) => location.hash === hash, `#section-${index}`);
      // Measured once the frames after the jump have laid out the sections it passed, as the visitor sees it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const heading = page.getByRole('heading', { level: 2, name: title });
      const box = await heading.boundingBox();
      expect(box?.height).toBeGreaterThan(0);
      // Exactly where the link sends it: the page's scroll padding below the top (the sticky header's room), to the
      // pixel.
      const margin = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop));
      expect(Math.abs((box?.y ?? Number.NaN) - margin), title).toBeLessThanOrEqual(1);
      // The section's first paragraph is drawn under its heading, not a placeholder.
      const text = await heading.evaluate((element) => element.nextElementSibling?.getBoundingClientRect().height ?? 0);
      expect(text).toBeGreaterThan(20);
    }
    await phone.close();
  });
});

/** Every `#fragment` address a page's blocks link to, from its YAML, each once. */
function fragmentLinks(blocks: unknown): string[] {
  const found = new Set<string>();
  walkData(blocks, (item, _at, key) => {
    if (key === 'href' && typeof item === 'string' && item.startsWith('#')) found.add(item);
    return undefined;
  });
  return [...found];
}

describe('a link into the page on a phone', () => {
  // Blocks (and article cards) below the first screen are laid out only near the viewport, standing in at a guessed
  // height until then: a link from the top of a page to a block far down must still land on it, not past it.
  const jumps = pages.flatMap((page) => fragmentLinks(page.blocks).map((hash) => ({ path: page.path, hash })));

  it('lands each link on its target, right under the header, at the smallest phone', async () => {
    expect(jumps.length).toBeGreaterThan(10);
    const phone = await newContext(browser, SCREENS[0].width, SCREENS[0].height);
    const missed: string[] = [];
    for (const { path, hash } of jumps) {
      const page = await phone.newPage();
      await openPage(page, `${baseUrl()}${path}`);
      await page.locator(`main a[href="${hash}"]`).first().click();
      await page.waitForFunction((expected) => location.hash === expected, hash);
      // Measured once the frames after the jump have laid out the blocks it passed, as the visitor sees it.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const offset = await page.evaluate((selector) => {
        const target = document.querySelector(selector);
        if (!target) return Number.NaN;
        const aim =
          parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) +
          parseFloat(getComputedStyle(target).scrollMarginTop);
        return Math.round(target.getBoundingClientRect().top - aim);
      }, hash);
      if (offset !== 0) missed.push(`${path}${hash}: ${offset} px from where it aims`);
      await page.close();
    }
    await phone.close();
    expect(missed).toEqual([]);
  });
});
