import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import type { CalculatorBlock, StatusBoardBlock } from '../../src/generated/page';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';
import { launchChromium } from '../../scripts/chromium';
import { baseUrl, openPage } from './support';

/** A phone's first screen: 375 × 667 (iPhone SE), the smallest in common use. */
const PHONE = { width: 375, height: 667 };

const pages = new Map(loadContent({ root: PROJECT_ROOT }).pages.map(({ page }) => [page.path, page]));
function blockOf<T>(path: string, type: string): T {
  const block = pages.get(path)?.blocks.find((candidate) => candidate.type === type);
  if (!block) throw new Error(`no ${type} on ${path}`);
  return block as T;
}

let browser: Browser;
let noScript: BrowserContext;
let phone: BrowserContext;

async function offline(context: BrowserContext): Promise<BrowserContext> {
  await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
  return context;
}

beforeAll(async () => {
  browser = await launchChromium();
  noScript = await offline(await browser.newContext({ viewport: PHONE, javaScriptEnabled: false }));
  phone = await offline(await browser.newContext({ viewport: PHONE }));
});
afterAll(async () => {
  await browser?.close();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  // Without JavaScript no island starts, and nothing can be evaluated in the page to wait for one.
  if (context === noScript) await page.goto(`${baseUrl()}${path}`, { waitUntil: 'load' });
  else await openPage(page, `${baseUrl()}${path}`);
  return page;
}

describe('/status leads with the status', () => {
  const board = blockOf<StatusBoardBlock>('/status', 'status-board');

  it('shows the overall status and the start of the service list in the first screen of a phone', async () => {
    const page = await open(noScript, '/status');
    const headline = await page.getByRole('heading', { name: board.headline, level: 2 }).boundingBox();
    const firstService = await page
      .getByRole('heading', { name: board.services[0].name, level: 3, exact: true })
      .boundingBox();
    expect(headline?.y).toBeLessThan(PHONE.height);
    expect((firstService?.y ?? Infinity) + (firstService?.height ?? 0)).toBeLessThan(PHONE.height);
    await page.close();
  });

  it('keeps the overall status and the first service above the cookie banner on a phone', async () => {
    // `phone` stores no consent choice, so the banner shows after its delay, as on a first visit.
    const page = await open(phone, '/status');
    const banner = page.getByRole('region', { name: site.cookieConsent.title });
    await banner.waitFor({ state: 'visible' });
    const bannerTop = (await banner.boundingBox())?.y ?? 0;
    const headline = await page.getByRole('heading', { name: board.headline, level: 2 }).boundingBox();
    const firstService = page.locator('main li').filter({
      has: page.getByRole('heading', { name: board.services[0].name, level: 3, exact: true }),
    });
    const name = await firstService.getByRole('heading', { level: 3 }).boundingBox();
    const status = await firstService.getByText(board.statusLabels.operational, { exact: true }).boundingBox();
    expect(bannerTop).toBeGreaterThan(PHONE.height / 2);
    expect((headline?.y ?? Infinity) + (headline?.height ?? 0)).toBeLessThanOrEqual(bannerTop);
    expect((name?.y ?? Infinity) + (name?.height ?? 0)).toBeLessThanOrEqual(bannerTop);
    expect((status?.y ?? Infinity) + (status?.height ?? 0)).toBeLessThanOrEqual(bannerTop);
    await page.close();
  });

  it('says when it was last updated without JavaScript', async () => {
    const page = await open(noScript, '/status');
    const updated = page.locator('main p', { hasText: board.lastUpdatedLabel }).locator('time');
    await expect(updated.getAttribute('datetime')).resolves.toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    await expect(updated.textContent()).resolves.toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M UTC$/);
    await page.close();
  });

  it('shows no incident that began before the last update as still in progress', async () => {
    const page = await open(noScript, '/status');
    const updatedDay = board.updated.slice(0, 10);
    const incidents: { date: string; text: string }[] = await page.locator('main article').evaluateAll((articles) =>
      articles.map((article) => ({
        date: article.querySelector('time')?.getAttribute('datetime') ?? '',
        text: article.textContent ?? '',
      })),
    );
    expect(incidents.length).toBe(board.incidents.length);
    const stillOpen = incidents.filter((incident) => incident.date < updatedDay && /in progress/i.test(incident.text));
    expect(stillOpen).toEqual([]);
    await page.close();
  });

  it('draws 90 days of uptime under every service', async () => {
    const page = await open(noScript, '/status');
    const strips = page.locator('main li svg[aria-hidden="true"]');
    await expect(strips.count()).resolves.toBe(board.services.length);
    const box = await strips.first().boundingBox();
    expect(box?.width).toBeGreaterThan(250);
    await page.close();
  });
});

describe('calculators', () => {
  const life = blockOf<CalculatorBlock>('/insurance', 'calculator');

  it('draw their chart without JavaScript, with its figures as a table, and cover in whole dollars', async () => {
    const page = await open(noScript, '/insurance');
    const section = page.locator(`#${life.id}`);
    await expect(section.locator('figure svg').count()).resolves.toBeGreaterThan(0);
    const table = section.getByRole('table', { name: life.chart?.title ?? '', includeHidden: true });
    await expect(table.locator('tbody tr').count()).resolves.toBe(life.inputs[1].defaultValue);
    await expect(section.locator('dd').first().textContent()).resolves.toBe('$750,000');
    await page.close();
  });

  it('redraw the chart as an input changes', async () => {
    const page = await open(phone, '/insurance');
    const section = page.locator(`#${life.id}`);
    const years = section.getByLabel(life.inputs[1].label);
    await years.scrollIntoViewIfNeeded();
    // The island hydrates when it scrolls into view: wait for it to take input.
    await expect
      .poll(
        async () => {
          await years.fill('12');
          return section.locator('figure tbody tr').count();
        },
        { timeout: 10_000 },
      )
      .toBe(12);
    await expect(section.locator('dd').first().textContent()).resolves.toBe('$900,000');
    await page.close();
  });

  it('keep the results in view on a phone while the visitor types in the fields below them', async () => {
    const page = await open(phone, '/loans');
    const calculator = blockOf<CalculatorBlock>('/loans', 'calculator');
    const section = page.locator(`#${calculator.id}`);
    const rate = section.getByLabel(calculator.inputs[1].label);
    await rate.focus();
    // As the browser does for a focused field it has to bring into view.
    await rate.evaluate((field) => field.scrollIntoView({ block: 'start' }));
    const summary = await section.locator('[aria-live="polite"]').boundingBox();
    const field = await rate.boundingBox();
    expect(summary?.y).toBeGreaterThanOrEqual(63);
    expect(summary?.y).toBeLessThan(70);
    // The field being typed in shows below the pinned results, not under them.
    expect(field?.y).toBeGreaterThan((summary?.y ?? 0) + (summary?.height ?? 0));
    expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThan(PHONE.height);
    await page.close();
  });
});

describe('data graphics have a text alternative', () => {
  it('lists each model portfolio mix beside its donut', async () => {
    const page = await open(noScript, '/investing');
    const portfolios = page.locator('#portfolios article');
    await expect(portfolios.count()).resolves.toBe(3);
    await expect(portfolios.first().locator('svg').getAttribute('aria-hidden')).resolves.toBe('true');
    await expect(portfolios.first().locator('li:has(span[aria-hidden])').allTextContents()).resolves.toEqual([
      'Stocks20%',
      'Bonds80%',
    ]);
    await page.close();
  });

  it('writes each credit factor weight beside its bar', async () => {
    const page = await open(noScript, '/credit-tools');
    const cells = page.locator('#factors tbody td:has(svg)');
    await expect(cells.count()).resolves.toBe(5);
    await expect(cells.first().textContent()).resolves.toContain('35%');
    await page.close();
  });

  it('writes each APY beside its bar against the national average', async () => {
    const page = await open(noScript, '/banking');
    const bars = page.locator('#rates figure li');
    await expect(bars.count()).resolves.toBe(4);
    await expect(bars.last().textContent()).resolves.toMatch(/National average.*\d\.\d{2}%/);
    await page.close();
  });
});
