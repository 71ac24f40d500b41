import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fernwisePlugins } from '../../src/engine/vite/fernwisePlugins';
import { PROJECT_ROOT } from '../support/paths';
import { launchChromium } from '../../scripts/chromium';

/** The edit loop as an author sees it: the dev server in Chromium, page files saved on disk. */
let server: ViteDevServer;
let browser: Browser;
let page: Page;
let pagesDir: string;
let origin: string;
const originals = new Map<string, string>();
const dirty = new Set<string>();

const file = (name: string) => path.join(pagesDir, name);

function save(name: string, change: (text: string) => string): void {
  if (!originals.has(name)) originals.set(name, readFileSync(file(name), 'utf8'));
  dirty.add(name);
  writeFileSync(file(name), change(originals.get(name) ?? ''));
}

const heroTitle = (title: string) => (text: string) => text.replace(/^(\s+title: ).*$/m, `$1${title}`);

async function headingContains(text: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('h1')?.textContent?.includes(expected), text, {
    polling: 'raf',
    timeout: 20_000,
  });
}

beforeAll(async () => {
  pagesDir = path.join(mkdtempSync(path.join(tmpdir(), 'fernwise-edit-loop-')), 'pages');
  cpSync(path.join(PROJECT_ROOT, 'pages'), pagesDir, { recursive: true });
  server = await createServer({
    root: PROJECT_ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [fernwisePlugins({ root: PROJECT_ROOT, pagesDir }), react()],
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(path.dirname(pagesDir), { recursive: true, force: true });
});

// Each test ends with its files as they were and the page showing them again, so no save of one test reaches the
// page of the next.
afterEach(async () => {
  for (const name of dirty) writeFileSync(file(name), originals.get(name) ?? '');
  if (dirty.has('banking.yaml')) await headingContains('Banking that');
  dirty.clear();
  await page.close();
});

beforeEach(async () => {
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${origin}/banking`, { waitUntil: 'load', timeout: 60_000 });
  await headingContains('Banking that');
  // Set on this document only: a reload would lose it.
  await page.evaluate(() => {
    Object.assign(window, { documentMarker: 'first load', updates: 0 });
    document.addEventListener('fernwise:page-updated', () => {
      Object.assign(window, { updates: (window as unknown as { updates: number }).updates + 1 });
    });
  });
});

const marker = () => page.evaluate(() => (window as unknown as { documentMarker?: string }).documentMarker);
const updates = () => page.evaluate(() => (window as unknown as { updates: number }).updates);

describe('the edit loop in the dev server', () => {
  it('shows a saved page in place: new heading and title, same document, same scroll position', async () => {
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);

    save('banking.yaml', (text) =>
      heroTitle('Banking, saved once')(text).replace(/^title: .*$/m, 'title: Checking and savings, edited in place'),
    );
    await headingContains('Banking, saved once');
    expect(await marker()).toBe('first load');
    expect(await page.title()).toContain('Checking and savings, edited in place');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await updates()).toBe(1);
  }, 60_000);

  it("leaves the page alone when another page's file is saved", async () => {
    save('loans.yaml', heroTitle('Loans, saved elsewhere'));
    save('banking.yaml', heroTitle('Banking, saved after loans'));
    await headingContains('Banking, saved after loans');
    // The server handles saves in order: had the first one touched this page, it would count twice.
    expect(await updates()).toBe(1);
    expect(await marker()).toBe('first load');
  }, 60_000);

  it('shows a broken save in the error overlay, and the fix clears it and shows the page', async () => {
    save('banking.yaml', (text) => text.replace('type: rate-table', 'type: rate-tabel'));
    const overlay = page.locator('vite-error-overlay');
    await overlay.waitFor({ state: 'attached', timeout: 20_000 });
    await expect(overlay.evaluate((element) => element.shadowRoot?.textContent ?? '')).resolves.toContain(
      'unknown block type "rate-tabel"',
    );

    save('banking.yaml', heroTitle('Banking, fixed'));
    await headingContains('Banking, fixed');
    await overlay.waitFor({ state: 'detached', timeout: 20_000 });
    expect(await marker()).toBe('first load');
  }, 60_000);
});
