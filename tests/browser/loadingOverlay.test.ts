import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GIVE_UP_AFTER_MS, SHOW_AFTER_MS } from '../../src/shell/LoadingOverlay/loadingOverlay.island';
import { site } from '../support/site';
import { launchChromium } from '../../scripts/chromium';
import { axeViolations, baseUrl, newContext, pauseClock, startIslandsOnPausedClock, watchedPage } from './support';

const copy = site.loadingOverlay;
const ISLAND = 'fw-island[data-island="shell/LoadingOverlay/loadingOverlay"]';
/** The longest the runtime waits for an idle moment before it starts an `idle` island (src/app/islands/runtime.ts). */
const IDLE_TIMEOUT_MS = 2000;

/** What the page reports when an overlay becomes visible. */
interface Shown {
  path: string;
  status: string;
  visible: boolean;
  logo: boolean;
  animations: string[];
  focus: string | null;
}

/**
 * The test server behind a proxy that holds the response of /pricing while `hold` is set: a slow network, as far as
 * the page can tell. (Playwright's page.route cannot stand in: in this Chromium, any page.evaluate made while a
 * navigation is pending takes the browser down, so the test never queries the page then; the page reports to it.)
 */
let proxy: http.Server;
let proxyUrl: string;
let hold: Promise<void> | undefined;
let held: () => void = () => undefined;

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchChromium();
  const upstream = new URL(baseUrl());
  proxy = http.createServer((request, response) => {
    const forward = () => {
      const toUpstream = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      request.pipe(toUpstream);
    };
    if (request.url === '/pricing' && hold) {
      held();
      void hold.then(forward);
    } else forward();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => proxy?.close(resolve));
});
beforeEach(async () => {
  context = await newContext(browser);
  hold = undefined;
});
afterEach(async () => {
  await context.close();
});

/** Holds /pricing until the returned `release` is called; `requested` settles once the page has asked for it. */
function holdPricing(): { requested: Promise<void>; release: () => void } {
  let release: () => void = () => undefined;
  hold = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested = new Promise<void>((resolve) => {
    held = resolve;
  });
  return { requested, release };
}

/**
 * Opens /banking through the proxy with its islands started. Every time an overlay of any page in this tab becomes
 * visible, the page itself reports what it shows into `shown` (through an exposed function, not a query).
 */
async function openBanking(options: { pausedClock?: boolean } = {}) {
  const watched = await watchedPage(context);
  const shown: Shown[] = [];
  await watched.page.exposeFunction('overlayShown', (report: Shown) => shown.push(report));
  await watched.page.addInitScript((selector) => {
    new MutationObserver((records) => {
      for (const { target } of records) {
        if (!(target instanceof HTMLElement) || !target.matches(selector) || target.hidden) continue;
        const report: Shown = {
          path: location.pathname,
          status: target.parentElement?.querySelector('[role="status"]')?.textContent ?? '',
          visible: target.checkVisibility(),
          logo: target.querySelector('svg') !== null,
          animations: [...target.querySelectorAll('*')].flatMap((node) =>
            [null, '::before', '::after'].map((pseudo) => getComputedStyle(node, pseudo).animationName),
          ),
          focus: document.activeElement?.getAttribute('href') ?? null,
        };
        void (window as unknown as { overlayShown: (shown: Shown) => Promise<void> }).overlayShown(report);
      }
    }).observe(document, { subtree: true, attributeFilter: ['hidden'] });
  }, `${ISLAND} > div`);
  if (options.pausedClock) await pauseClock(watched.page);
  await watched.page.goto(`${proxyUrl}/banking`, { waitUntil: 'networkidle' });
  if (options.pausedClock) {
    await startIslandsOnPausedClock(watched.page);
    await watched.page.clock.runFor(IDLE_TIMEOUT_MS);
  }
  await watched.page.locator(`${ISLAND}[data-island-state="mounted"]`).waitFor({ state: 'attached' });
  return { ...watched, shown };
}

/** Follows a link to /pricing as a visitor does: the keyboard on a real link (no hover, so no prerender). */
async function followPricingLink(page: Page): Promise<void> {
  await page.locator('a[href="/pricing"]').last().focus();
  await page.keyboard.press('Enter');
}

const overlay = (page: Page) => page.locator(`${ISLAND} > div`);

describe('the loading overlay', () => {
  it('is in every page hidden, and passes axe when shown', async () => {
    const { page, shown } = await openBanking();
    expect(copy).toBeDefined();
    await expect(overlay(page).isHidden()).resolves.toBe(true);
    await expect(overlay(page).getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(page.locator(`${ISLAND} [role="status"]`).textContent()).resolves.toBe('');
    expect(shown).toEqual([]);
    // Shown in place (no navigation, so the page can be queried): the overlay over the page passes axe.
    await overlay(page).evaluate((element: HTMLElement) => {
      element.hidden = false;
    });
    await expect(axeViolations(page)).resolves.toEqual([]);
  });

  it(`covers a move to another page that has not arrived after ${SHOW_AFTER_MS} ms, with its words`, async () => {
    const { page, problems, shown } = await openBanking();
    const pricing = holdPricing();
    await followPricingLink(page);
    await pricing.requested;
    await expect.poll(() => shown.length, { timeout: 5000 }).toBe(1);
    const [report] = shown;
    expect(report.path).toBe('/banking');
    expect(report.visible).toBe(true);
    // Announced politely: the status region holds its two lines (the visual overlay is aria-hidden).
    expect(report.status).toBe(`${copy?.heading}${copy?.text}`);
    expect(report.logo).toBe(true);
    expect(report.animations.some((name) => name !== 'none')).toBe(true);
    // Nothing in it takes focus: the link keeps it.
    expect(report.focus).toBe('/pricing');

    pricing.release();
    await page.waitForURL(`${proxyUrl}/pricing`, { waitUntil: 'load' });
    await expect(overlay(page).isHidden()).resolves.toBe(true);
    expect(shown).toHaveLength(1);
    expect(problems).toEqual([]);
  });

  it('never shows for a move that arrives in time', async () => {
    const { page, problems, shown } = await openBanking();
    await followPricingLink(page);
    await page.waitForURL(`${proxyUrl}/pricing`, { waitUntil: 'load' });
    await page.locator(`${ISLAND}[data-island-state="mounted"]`).waitFor({ state: 'attached' });
    await expect(overlay(page).isHidden()).resolves.toBe(true);
    expect(shown).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('never shows for a link to a part of the same page', async () => {
    const { page, shown } = await openBanking({ pausedClock: true });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => location.hash)).resolves.toBe('#main-content');
    await page.clock.runFor(GIVE_UP_AFTER_MS);
    expect(shown).toEqual([]);
  });

  it('stays still when the visitor prefers reduced motion', async () => {
    await context.close();
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    const { page, shown } = await openBanking();
    const pricing = holdPricing();
    await followPricingLink(page);
    await pricing.requested;
    await expect.poll(() => shown.length, { timeout: 5000 }).toBe(1);
    expect(shown[0].visible).toBe(true);
    expect(shown[0].animations.every((name) => name === 'none')).toBe(true);
    pricing.release();
    await page.waitForURL(`${proxyUrl}/pricing`);
  });
});
