import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicAddresses } from '../support/sitePaths';
import { site } from '../support/site';
import { headingProblems } from './checks/headings';
import { brokenImages } from './checks/images';
import { overflowProblems } from './checks/overflow';
import { seoHeadProblems } from './checks/seo';
import { consoleProblems } from './checks/console';
import {
  focusRingProblems,
  focusRingSamples,
  offscreenControlProblems,
  tableProblems,
  truncatedControlProblems,
  type FocusRingSample,
} from './checks/layout';
import { loneCardProblems } from './checks/cardRows';
import { brokenWordProblems } from './checks/wordBreaks';
import { headingAlignmentProblems } from './checks/headingAlignment';
import { heroFigureProblems } from './checks/heroFigure';
import { launchChromium } from '../../scripts/chromium';
import { axeViolations, baseUrl, newContext, openPage } from './support';
import { nonEmpty } from '../support/nonEmpty';
import { pathsCoveringEveryBlock } from '../support/blockCoverage';
import { PHONE, SCREENS } from './screens';

const UNKNOWN_PATH = '/reviews';
// Canonical paths only: an alias answers with a redirect to one of them (hostingParity.test.ts checks each alias).
const routes = [
  ...Array.from(new Set(publicAddresses().map(({ canonicalPath }) => canonicalPath)), (url) => ({ url, status: 200 })),
  { url: UNKNOWN_PATH, status: 404 },
];
// Axe runs on every route on a phone; on a laptop, on the routes that together show every block type and variant
// (and the 404 page): the shell is the same on every route, and a block's markup is the same wherever it appears.
const axeOnLaptop = new Set([...pathsCoveringEveryBlock(routes.map(({ url }) => url)), UNKNOWN_PATH]);
const canonicalUrl = (pagePath: string) => `${site.baseUrl}${pagePath === '/' ? '/' : pagePath}`;

// The widest screen, where a centred column is narrower than the section it sits in.
const LAPTOP_WIDTH = SCREENS[SCREENS.length - 1].width;
// A page opens on the phone (axe runs there and at the last width), then is resized through the other widths.
const OTHER_SCREENS = SCREENS.filter((screen) => screen !== PHONE);

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** Two animation frames (or a second, if headless Chromium paints none): what a resize sets off has run. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
}

/**
 * Sideways scroll, controls out of reach or cut off, tables without their scroll edge, split words, lone cards, hero
 * figure cards over the app screen; and on a laptop, where a section's content can be narrower than the page,
 * headings aligned against their content.
 */
async function layoutProblems(page: Page, width: number): Promise<string[]> {
  const problems = [
    ...(await overflowProblems(page)),
    ...(await offscreenControlProblems(page)),
    ...(await truncatedControlProblems(page)),
    ...(await tableProblems(page)),
    ...(await brokenWordProblems(page)),
    ...(await loneCardProblems(page)),
    ...(await heroFigureProblems(page)),
    ...(width >= LAPTOP_WIDTH ? await headingAlignmentProblems(page) : []),
  ];
  return problems.map((problem) => `at ${width} px: ${problem}`);
}

// Each route is loaded once, on a phone, and checked there; then the same document is resized through the other
// widths, as a window is, and laid out again at each. A page load per width cost six loads a route for what a resize
// shows as well (media and container queries apply on resize; the islands that measure listen for it). Screenshots
// are `npm run screenshots`' job.
/** A page of its own that records console problems, for one route at a time. */
interface Lane {
  page: Page;
  problems: string[];
  currentUrl: string;
}

// Two routes at a time, each in a page of its own: a route spends part of its time waiting (on its load, on
// animation frames after a resize), which the other fills.
const LANES = 2;

describe('every route, opened on a phone and resized to a laptop', () => {
  const contexts: BrowserContext[] = [];
  const free: Lane[] = [];
  const waiting: ((lane: Lane) => void)[] = [];
  const focusSamples: FocusRingSample[] = [];
  beforeAll(async () => {
    for (let index = 0; index < LANES; index += 1) {
      const context = await newContext(browser, PHONE.width);
      contexts.push(context);
      const lane: Lane = { page: await context.newPage(), problems: [], currentUrl: '' };
      lane.page.on('console', (message) => {
        // Chromium reports a 404 document as a failed resource; that status is the point of the page.
        if (lane.currentUrl === UNKNOWN_PATH && message.location().url.endsWith(UNKNOWN_PATH)) return;
        lane.problems.push(...consoleProblems([{ type: message.type(), text: message.text() }]));
      });
      lane.page.on('pageerror', (error) =>
        lane.problems.push(...consoleProblems([{ type: 'uncaught', text: error.message }])),
      );
      free.push(lane);
    }
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });
  const takeLane = (): Promise<Lane> =>
    new Promise((resolve) => {
      const lane = free.pop();
      if (lane) resolve(lane);
      else waiting.push(resolve);
    });
  const giveBack = (lane: Lane): void => {
    const next = waiting.shift();
    if (next) next(lane);
    else free.push(lane);
  };

  it.concurrent.each(nonEmpty(routes, 'routes'))(
    '$url: status, head, one h1, ordered headings, images drawn, no console problems, no axe violations at 375 px (and 1280 px on the routes showing every block); no overflow, control out of reach, split word, lone card or hidden hero picture at 320–1280 px; headings aligned with their content at 1280 px; focus rings at 3:1',
    async ({ url, status }) => {
      const lane = await takeLane();
      try {
        await checkRoute(lane, url, status);
      } finally {
        giveBack(lane);
      }
    },
  );

  async function checkRoute(lane: Lane, url: string, status: number): Promise<void> {
    const { page } = lane;
    lane.problems = [];
    lane.currentUrl = url;
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    // Islands that start at load, at idle or in view have started, so their problems count.
    const response = await openPage(page, baseUrl() + url);
    expect(response?.status()).toBe(status);
    if (status === 200) {
      const expected = { canonical: canonicalUrl(url), lang: 'en', twitterCard: 'summary_large_image' };
      expect(seoHeadProblems(await page.content(), expected)).toEqual([]);
    }
    await expect(headingProblems(page)).resolves.toEqual([]);
    await expect(brokenImages(page)).resolves.toEqual([]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    // Measured in the brand font, as a visitor sees the page once it has arrived, and at rest: entrance motion
    // moves what it animates.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const layout = await layoutProblems(page, PHONE.width);
    for (const screen of OTHER_SCREENS) {
      await page.setViewportSize(screen);
      await settle(page);
      layout.push(...(await layoutProblems(page, screen.width)));
    }
    expect(layout).toEqual([]);
    await expect(brokenImages(page)).resolves.toEqual([]);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    if (axeOnLaptop.has(url)) await expect(axeViolations(page)).resolves.toEqual([]);
    // A key press first: focus moved by script then shows the ring, as it does for keyboard users.
    await page.keyboard.press('Tab');
    const found = await focusRingSamples(page);
    focusSamples.push(...found);
    expect(focusRingProblems(found)).toEqual([]);
    expect(lane.problems).toEqual([]);
  }

  it('sampled focus rings of controls on dark surfaces and on light ones', () => {
    expect(focusSamples.filter((sample) => sample.dark).length).toBeGreaterThan(0);
    expect(focusSamples.filter((sample) => !sample.dark).length).toBeGreaterThan(0);
  });
});
