import type { Browser, BrowserContext, ConsoleMessage, Locator, Page, Response } from 'playwright-core';
import { inject } from 'vitest';
import { ISLAND_STATE_ATTRIBUTE, ISLAND_TAG, ISLAND_TRIGGER_ATTRIBUTE } from '../../src/core/islands';
import { site } from '../support/site';
import { consoleProblems } from './checks/console';

export { AXE_TAGS, axeViolations } from './checks/accessibility';

export const baseUrl = (): string => inject('baseUrl');

/** The built site the test server serves (FERNWISE_DIST or dist/). */
export const distDir = (): string => inject('distDir');

/** A page that records console errors, warnings and uncaught exceptions in `problems`. */
export async function watchedPage(
  context: BrowserContext,
  ignore: (message: ConsoleMessage) => boolean = () => false,
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (!ignore(message)) problems.push(...consoleProblems([{ type: message.type(), text: message.text() }]));
  });
  page.on('pageerror', (error) => problems.push(...consoleProblems([{ type: 'uncaught', text: error.message }])));
  return { page, problems };
}

/**
 * Waits until every island due to start by itself has started (or failed): those that start at load or idle, and
 * those that start when visible and are within half a screen of the viewport. Islands that wait for an
 * interaction, and visible ones further down or not drawn, are not waited for. Waiting for the network to rest
 * instead (`networkidle`) costs half a second of quiet after the last request on every load.
 */
export async function islandsStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ tag, state, trigger }) =>
      [...document.querySelectorAll(tag)].every((island) => {
        if (island.hasAttribute(state)) return true;
        const when = island.getAttribute(trigger);
        if (when === 'interaction') return true;
        if (when !== 'visible') return false;
        // The island element is display: contents and has no box of its own; its contents do.
        const range = document.createRange();
        range.selectNodeContents(island);
        const box = range.getBoundingClientRect();
        const drawn = box.width > 0 || box.height > 0;
        return !drawn || box.top > innerHeight * 1.5 || box.bottom < -innerHeight * 0.5;
      }),
    { tag: ISLAND_TAG, state: ISLAND_STATE_ATTRIBUTE, trigger: ISLAND_TRIGGER_ATTRIBUTE },
    { timeout: 15_000 },
  );
}

/** Opens `url` and waits for its load event and for its islands to start (see islandsStarted). */
export async function openPage(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url, { waitUntil: 'load' });
  await islandsStarted(page);
  return response;
}

/** Installs a paused fake clock before the page loads: timers then run only when the test calls runFor. */
export async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-11-22T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/**
 * On a page whose clock is paused (see pauseClock), runs the clock through the frame after load that the islands
 * loader waits for, and waits until the islands runtime it then imports has started: from here on, the islands'
 * timers run on the paused clock as the test moves it (about 20 ms past load already).
 */
export async function startIslandsOnPausedClock(page: Page): Promise<void> {
  const runtime = page.waitForResponse(/\/assets\/runtime-[\w-]{8}\.js$/);
  // One animation frame (16 ms on the paused clock) and the zero-delay timeout queued from it.
  await page.clock.runFor(20);
  const response = await runtime;
  // Importing the module again settles once it has run, after the loader's own import has handed over to it. A
  // string, so that the test's own bundler leaves this import() alone.
  await page.evaluate(`import(${JSON.stringify(response.url())}).then(() => undefined)`);
}

/**
 * Whether the locator's element becomes visible within the timeout. A single isVisible() samples once, which
 * races lazily loaded chunks and enter transitions; this waits for the state instead.
 */
export function becomesVisible(locator: Locator, timeout = 10_000): Promise<boolean> {
  return locator.waitFor({ state: 'visible', timeout }).then(
    () => true,
    () => false,
  );
}

/** Whether the locator's element becomes hidden or leaves the page within the timeout (exit transitions take time). */
export function becomesHidden(locator: Locator, timeout = 10_000): Promise<boolean> {
  return locator.waitFor({ state: 'hidden', timeout }).then(
    () => true,
    () => false,
  );
}

export async function newContext(browser: Browser, width = 1280, height = 900): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height } });
  // No request may leave the machine: anything not served by the test server is refused.
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  return context;
}

const widgetCallback = new URL(site.translation.scriptUrl).searchParams.get('cb') ?? '';

/** Stands in for the translation service: records the options it was given and offers the language select. */
export const FAKE_WIDGET = `
  window.google = { translate: { TranslateElement: function (options, containerId) {
    window.__translateCalls = (window.__translateCalls || 0) + 1;
    window.__translateOptions = options;
    var select = document.createElement('select');
    select.className = 'goog-te-combo';
    ${JSON.stringify(site.languages.map((language) => language.code))}.forEach(function (code) {
      var option = document.createElement('option'); option.value = code; select.appendChild(option);
    });
    select.addEventListener('change', function () { window.__translatedTo = select.value; });
    document.getElementById(containerId).appendChild(select);
  } } };
  window.google.translate.TranslateElement.InlineLayout = { SIMPLE: 'simple-layout' };
  window[${JSON.stringify(widgetCallback)}]();
`;
