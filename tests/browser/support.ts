import { createRequire } from 'node:module';
import type { Browser, BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { inject } from 'vitest';

const require = createRequire(import.meta.url);
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');

export const baseUrl = (): string => inject('baseUrl');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Violations of the WCAG 2.2 AA rules on the page as it is now, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}`),
    );
  }, AXE_TAGS);
}

/** A page that records console errors, warnings and uncaught exceptions in `problems`. */
export async function watchedPage(
  context: BrowserContext,
  ignore: (message: ConsoleMessage) => boolean = () => false,
): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if ((message.type() === 'error' || message.type() === 'warning') && !ignore(message))
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return { page, problems };
}

/** Installs a paused fake clock before the page loads: timers then run only when the test calls runFor. */
export async function pauseClock(page: Page): Promise<void> {
  const start = new Date('2026-11-22T09:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

export async function newContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // No request may leave the machine: anything not served by the test server is refused.
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  return context;
}
