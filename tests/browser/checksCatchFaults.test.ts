import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';
import { axeViolations } from './checks/accessibility';
import { withDeadline } from './checks/deadline';
import { headingProblems } from './checks/headings';
import { focusVisibleProblems, skipLinkProblems, tabThrough } from './checks/keyboard';
import {
  focusRingProblems,
  focusRingSamples,
  offscreenControlProblems,
  popoverProblems,
  tableProblems,
  truncatedControlProblems,
} from './checks/layout';
import { layoutShiftProblems, layoutShifts, recordLayoutShifts } from './checks/layoutShift';
import { linkProblems } from './checks/links';
import { overflowProblems } from './checks/overflow';
import { brokenWordProblems } from './checks/wordBreaks';
import { loneCardProblems } from './checks/cardRows';
import { headingAlignmentProblems } from './checks/headingAlignment';
import { serveFromSite, siteLinkRules } from './checks/siteLinkRules';
import { launchChromium } from '../../scripts/chromium';
import { baseUrl, newContext, openPage, watchedPage } from './support';

// Each check of the browser suite, shown to fail: a page from tests/fixtures/broken-pages/ breaks one rule
// and the checker must name that fault. The string checkers' faults are in tests/unit/checksCatchFaults.test.ts.

const SKIP_LABEL = 'Skip to content';
const fixture = (name: string) => readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/broken-pages', name), 'utf8');

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  context = await newContext(browser, 375);
});
afterEach(async () => {
  await context.close();
});

async function open(name: string): Promise<Page> {
  const page = await context.newPage();
  await page.setContent(fixture(name));
  return page;
}

describe('the page checkers', () => {
  it('find nothing wrong with clean.html, so a complaint below comes from the one broken rule', async () => {
    const page = await open('clean.html');
    await expect(headingProblems(page)).resolves.toEqual([]);
    await expect(overflowProblems(page)).resolves.toEqual([]);
    await expect(brokenWordProblems(page)).resolves.toEqual([]);
    await expect(loneCardProblems(page)).resolves.toEqual([]);
    await expect(headingAlignmentProblems(page)).resolves.toEqual([]);
    await expect(axeViolations(page)).resolves.toEqual([]);
    const stops = await tabThrough(page, 4);
    expect(skipLinkProblems(stops, SKIP_LABEL)).toEqual([]);
    expect(focusVisibleProblems(stops)).toEqual([]);
  });

  it('headingProblems reports a second h1', async () => {
    await expect(headingProblems(await open('two-h1.html'))).resolves.toEqual([
      '2 h1 elements ("Save with a plan", "Welcome back"), expected exactly one',
    ]);
  });

  it('headingProblems reports a heading (a hidden banner title) before the h1', async () => {
    await expect(headingProblems(await open('heading-before-h1.html'))).resolves.toEqual([
      'h2 "We use cookies" comes before the h1 in document order',
    ]);
  });

  it('headingProblems reports an h2 followed by an h4', async () => {
    await expect(headingProblems(await open('heading-skip.html'))).resolves.toEqual([
      'heading level skips h2 → h4 at "Step one"',
    ]);
  });

  it('overflowProblems reports a 2000 px element at 375 px and names it', async () => {
    const [problem, ...more] = await overflowProblems(await open('wide-element.html'));
    expect(more).toEqual([]);
    expect(problem).toMatch(/^page scrolls 16\d\d px sideways in a 375 px viewport; widest: div\.promo-strip/);
  });

  it('brokenWordProblems reports a figure broken in the middle, not breaks after a hyphen, in an address or at a soft hyphen', async () => {
    const [problem, ...more] = await brokenWordProblems(await open('broken-word.html'));
    expect(more).toEqual([]);
    expect(problem).toMatch(/^"\$26,687\.40" breaks inside as "\$[\d,.]+\|[\d,.]+" in p\.tile$/);
  });

  it('loneCardProblems reports a third card left at one side, not one centred under the two above nor wrapping facts', async () => {
    await expect(loneCardProblems(await open('lone-card.html'))).resolves.toEqual([
      '"Loans": 2 + 1 cards a row, the last row 0 px from the left and 196 px from the right (not centred)',
    ]);
  });

  it('headingAlignmentProblems reports a heading centred over a grid and one left over a centred column, at 1280 px', async () => {
    const page = await open('misaligned-headings.html');
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(headingAlignmentProblems(page)).resolves.toEqual([
      '"Rates" is centred over content that is not a centred column (1000 of 1000 px)',
      '"Questions" starts at the left edge over a centred column (600 of 1000 px)',
    ]);
  });

  it('axeViolations reports an image without alt text', async () => {
    await expect(axeViolations(await open('image-without-alt.html'))).resolves.toEqual(['image-alt: ["img"]']);
  });

  it('axeViolations reports text with too little contrast', async () => {
    await expect(axeViolations(await open('low-contrast.html'))).resolves.toEqual(['color-contrast: ["p"]']);
  });

  it('axeViolations still finishes when the page paints no frames (headless Chromium now and then stalls)', async () => {
    const page = await open('image-without-alt.html');
    await page.evaluate(() => {
      window.requestAnimationFrame = () => 0;
    });
    await expect(axeViolations(page)).resolves.toEqual(['image-alt: ["img"]']);
  });

  it('withDeadline names the step a page never finished', async () => {
    const page = await open('clean.html');
    const never = page.evaluate(() => new Promise(() => undefined));
    await expect(withDeadline('waiting for nothing', 500, never)).rejects.toThrow(
      'waiting for nothing did not finish within 0.5 s',
    );
  });

  it('skipLinkProblems reports a link reached before the skip link', async () => {
    const stops = await tabThrough(await open('skip-link-late.html'), 2);
    expect(skipLinkProblems(stops, SKIP_LABEL)).toEqual([
      'the first Tab stop is a "Log in", not the skip link "Skip to content"',
    ]);
  });

  it('focusVisibleProblems reports every control whose focus outline was removed', async () => {
    const stops = await tabThrough(await open('focus-outline-none.html'), 4);
    expect(focusVisibleProblems(stops)).toEqual([
      'a "Skip to content" shows no visible focus (outline: none)',
      'a "Banking" shows no visible focus (outline: none)',
      'a "Pricing" shows no visible focus (outline: none)',
      'button "Start" shows no visible focus (outline: none)',
    ]);
  });
});

describe('the layout checkers', () => {
  it('find nothing wrong with clean.html', async () => {
    const page = await open('clean.html');
    await expect(offscreenControlProblems(page)).resolves.toEqual([]);
    await expect(truncatedControlProblems(page)).resolves.toEqual([]);
    await expect(tableProblems(page)).resolves.toEqual([]);
    await page.keyboard.press('Tab');
    expect(focusRingProblems(await focusRingSamples(page))).toEqual([]);
  });

  it('offscreenControlProblems reports a button hanging off the right edge, not a hidden slide', async () => {
    await expect(offscreenControlProblems(await open('control-off-screen.html'))).resolves.toEqual([
      'button "Chat with us" reaches from 303 to 423 px, outside 0–375',
    ]);
  });

  it('truncatedControlProblems reports an ellipsis and a link cut off by its card, not screen-reader text', async () => {
    const problems = await truncatedControlProblems(await open('truncated-link.html'));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^"Read more about FDIC coverage" is cut off: its text needs \d+ px of 120$/);
    expect(problems[1]).toMatch(/^"Compare every plan side by side" is cut off by its container: 160 of \d+ px show$/);
  });

  it('tableProblems reports a table that scrolls with no edge and no fixed first column', async () => {
    await expect(tableProblems(await open('wide-table.html'))).resolves.toEqual([
      `"Today's rates" scrolls sideways with no visible edge to say so`,
      `"Today's rates" scrolls sideways, and its first column scrolls away with it`,
    ]);
  });

  it('focusRingProblems reports a dark ring on a dark surface, not one with a white halo', async () => {
    const page = await open('faint-focus-ring.html');
    await page.keyboard.press('Tab');
    const samples = await focusRingSamples(page);
    expect(samples.map((sample) => [sample.control, sample.dark])).toEqual([
      ['a "Compare accounts"', false],
      ['button "Get started"', true],
      ['button "Open an account"', true],
    ]);
    const [problem, ...more] = focusRingProblems(samples);
    expect(more).toEqual([]);
    expect(problem).toMatch(
      /^button "Get started": focus ring rgb\(0, 95, 153\) reaches 1\.\d+:1 on rgb\(11, 110, 67\)/,
    );
  });

  it('popoverProblems reports a panel that opens past the right edge', () => {
    const viewport = { width: 375, height: 812 };
    expect(
      popoverProblems([
        { toggle: 'Products', left: 16, top: 64, right: 359, bottom: 400, viewport },
        { toggle: 'Language', left: 200, top: 64, right: 520, bottom: 400, viewport },
      ]),
    ).toEqual(['"Language" opens a popover at 200,64–520,400, outside the 375×812 viewport']);
  });
});

describe('the layout shift recorder', () => {
  it('reports content that arrives late and pushes the page down, naming what moved', async () => {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const address = `${baseUrl()}/broken-pages/late-banner`;
    await page.route(address, (route) =>
      route.fulfill({ contentType: 'text/html', body: fixture('late-banner.html') }),
    );
    await page.goto(address);
    await expect.poll(async () => (await layoutShifts(page)).length).toBeGreaterThan(0);
    const [problem, ...more] = layoutShiftProblems(await layoutShifts(page), 0.01);
    expect(more).toEqual([]);
    expect(problem).toMatch(/^cumulative layout shift 0\.\d+ exceeds 0\.01; moved: .*h1: top \d+ → \d+/);
    expect(problem).toContain('p#intro');
  });

  it('finds no shift on a page that does not move', async () => {
    const page = await context.newPage();
    await recordLayoutShifts(page);
    const address = `${baseUrl()}/broken-pages/clean`;
    await page.route(address, (route) => route.fulfill({ contentType: 'text/html', body: fixture('clean.html') }));
    await page.goto(address, { waitUntil: 'load' });
    expect(layoutShiftProblems(await layoutShifts(page), 0)).toEqual([]);
  });
});

describe('watchedPage, the console checker of every browser test', () => {
  it('records a hydration mismatch: an island whose served HTML differs from what its code renders', async () => {
    const island = 'blocks/Calculator/CalculatorForm';
    await context.route(`${baseUrl()}/loans`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(data-island="blocks\/Calculator\/CalculatorForm"[\s\S]*?<label[^>]*>)([^<]+)/,
        '$1Tampered label',
      );
      await route.fulfill({ response, body: html });
    });
    const { page, problems } = await watchedPage(context);
    await openPage(page, `${baseUrl()}/loans`);
    await page.locator(`fw-island[data-island="${island}"] > :not(script, style)`).first().scrollIntoViewIfNeeded();
    await expect.poll(() => problems.length).toBeGreaterThan(0);
    expect(
      problems.some((problem) => /^(error|uncaught): .*(418|[Hh]ydrat)/.test(problem)),
      problems.join('\n'),
    ).toBe(true);
  });

  it('records console warnings and uncaught exceptions, but not logs', async () => {
    const { page, problems } = await watchedPage(context);
    await page.setContent(
      '<script>console.log("fine"); console.info("fine"); console.warn("careful"); setTimeout(() => { throw new Error("boom"); });</script>',
    );
    await expect.poll(() => problems.length).toBe(2);
    expect(problems).toEqual(['warning: careful', 'uncaught: boom']);
  });
});

describe('the link checker against the test server', () => {
  const bad = [
    '/reviews',
    '/404.html',
    '/banking#no-such-section',
    'http://www.fernwise.example/banking',
    'javascript:alert(1)',
    '//evil.example/banking',
    'data:text/html,hi',
    'https://evil.example/',
    `https://x.com/${site.social.twitter}-impostor`,
    '#nowhere',
  ];

  it('passes the links a real page uses', async () => {
    const { html } = await serveFromSite('/');
    await expect(
      linkProblems(
        ['/banking', '/about-us', '/banking#rates', '#main-content', 'mailto:a@b.example'],
        siteLinkRules(html),
      ),
    ).resolves.toEqual([]);
  });

  it('reports unknown paths, paths the server answers with 404, missing anchors and forbidden addresses', async () => {
    const { html } = await serveFromSite('/');
    await expect(linkProblems(bad, siteLinkRules(html))).resolves.toEqual([
      '/reviews leads to no page of the site',
      '/reviews answers 404',
      '/404.html leads to no page of the site',
      '/banking#no-such-section names no element of /banking',
      'http://www.fernwise.example/banking uses a scheme outside https, mailto and tel',
      'javascript:alert(1) uses a scheme outside https, mailto and tel',
      '//evil.example/banking uses a scheme outside https, mailto and tel',
      'data:text/html,hi uses a scheme outside https, mailto and tel',
      'https://evil.example/ is not an allowed external address',
      `https://x.com/${site.social.twitter}-impostor is not an allowed external address`,
      '#nowhere names no element of the page',
    ]);
  });

  it('asks the server, so a path the site claims but the build lacks still fails', async () => {
    const { html } = await serveFromSite('/');
    const rules = { ...siteLinkRules(html), sitePaths: new Set(['/reviews']) };
    await expect(linkProblems(['/reviews'], rules)).resolves.toEqual(['/reviews answers 404']);
  });
});
