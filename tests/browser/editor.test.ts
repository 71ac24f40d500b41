import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { launchChromium } from '../../scripts/chromium';
import { fernwisePlugins } from '../../src/engine/vite/fernwisePlugins';
import { PROJECT_ROOT } from '../support/paths';
import { axeViolations } from './checks/accessibility';

/**
 * The page editor at /_edit as an author drives it, on the dev server over a temporary copy of pages/ (the real
 * pages are never written): each test leaves the copy's banking.yaml as the editor saved it, and the next goes on
 * from there, as an author's session would.
 */
let server: ViteDevServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pagesDir: string;
let origin: string;

const banking = () => path.join(pagesDir, 'banking.yaml');
const readBanking = () => readFileSync(banking(), 'utf8');
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { lengths: [a.length, b.length], changed: a.filter((line, i) => line !== b[i]) };
};
const previewVersion = async () => Number((await page.locator('iframe').getAttribute('data-preview-version')) ?? 0);
const previewH1 = () => page.frameLocator('iframe').locator('h1');
const blockField = (block: number, field: string) =>
  page.locator(`.mantine-AppShell-main [id^="f-"][id$="-${block}_${field}"]`).first();

async function openBanking(): Promise<void> {
  await page.goto(`${origin}/_edit/page/banking.yaml`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(
    () => Number(document.querySelector('iframe')?.getAttribute('data-preview-version')) > 0,
    null,
    {
      timeout: 60_000,
    },
  );
}

async function saveAndWait(): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText(/^Saved at /).waitFor({ timeout: 20_000 });
}

beforeAll(async () => {
  pagesDir = path.join(mkdtempSync(path.join(tmpdir(), 'fernwise-editor-')), 'pages');
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
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
  if (pagesDir) rmSync(path.dirname(pagesDir), { recursive: true, force: true });
});

describe('the page editor', () => {
  it('lists every page with its address, title and checks, with no axe violation', async () => {
    await page.goto(`${origin}/_edit`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('link', { name: '/banking', exact: true }).waitFor({ timeout: 60_000 });
    expect(await page.getByRole('row').count()).toBeGreaterThan(10);
    await expect(page.getByRole('link', { name: 'Site file' }).count()).resolves.toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('changes the hero title: the preview shows it and the file changes on one line, comments kept', async () => {
    const before = readBanking();
    await openBanking();
    expect(await axeViolations(page)).toEqual([]);
    const version = await previewVersion();
    await blockField(0, 'title').fill('Banking that grows');
    await page.waitForFunction(
      (v) => Number(document.querySelector('iframe')?.getAttribute('data-preview-version')) > v,
      version,
      { timeout: 20_000 },
    );
    await expect(previewH1().textContent()).resolves.toContain('Banking that grows');
    await saveAndWait();
    const after = readBanking();
    const diff = changedLines(before, after);
    expect(diff.lengths[0]).toBe(diff.lengths[1]);
    expect(diff.changed).toEqual(['    title: Banking that']);
    expect(after).toContain('    title: Banking that grows\n');
    expect(after.split('\n')[0]).toBe('# yaml-language-server: $schema=../schema/page.schema.json');
  });

  it('keeps the session token out of the preview: a script in the frame reaches neither the editor nor its token', async () => {
    await openBanking();
    const token = await page.evaluate(
      () => document.querySelector('meta[name="fernwise-edit-token"]')?.getAttribute('content') ?? '',
    );
    expect(token.length).toBeGreaterThan(16);
    expect(await page.locator('iframe').getAttribute('sandbox')).toBe('allow-scripts');
    // The probe's reads work where they are allowed: the editor's own page reads its shell, token included.
    expect(await page.evaluate(async () => (await fetch('/_edit')).text())).toContain(token);
    const fileBefore = readBanking();
    const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
    if (!frame) throw new Error('no preview frame');
    // Run in the frame's own world, as the previewed page's scripts are.
    const answers = await frame.evaluate(async () => {
      const found: Record<string, string> = {};
      const attempt = async (way: string, read: () => unknown) => {
        try {
          found[way] = String(await read());
        } catch (error) {
          found[way] = `refused: ${error instanceof Error ? error.name : String(error)}`;
        }
      };
      const editor = new URL('/_edit/page/banking.yaml', document.baseURI).href;
      await attempt('the editor document', () => window.parent.document.documentElement.outerHTML);
      await attempt('the top document', () => window.top?.document.documentElement.outerHTML);
      await attempt('the editor shell', async () => (await fetch(editor)).text());
      await attempt('the page API', async () =>
        (await fetch(new URL('/_edit/api/page?file=pages/banking.yaml', document.baseURI))).text(),
      );
      await attempt('storage', () => JSON.stringify(localStorage) + JSON.stringify(sessionStorage));
      await attempt('cookies', () => document.cookie);
      await attempt('a save', async () => {
        const response = await fetch(new URL('/_edit/api/save', document.baseURI), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ file: 'pages/banking.yaml', baseHash: null, data: {} }),
        });
        return response.status;
      });
      return found;
    });
    for (const [way, answer] of Object.entries(answers)) expect(answer, way).not.toContain(token);
    expect(answers['the editor document']).toMatch(/^refused/);
    expect(answers['the top document']).toMatch(/^refused/);
    expect(answers['the editor shell']).toMatch(/^refused/);
    expect(answers['the page API']).toMatch(/^refused/);
    expect(answers['a save']).toMatch(/^refused/);
    expect(readBanking()).toBe(fileBefore);
    // The frame still talks to the editor: a click on a block in it selects that block's form.
    await page.frameLocator('iframe').locator('[data-fw-block="2"]').click();
    await page.getByRole('heading', { name: 'Block 3', exact: true }).waitFor({ timeout: 10_000 });
  });

  it('reorders two blocks by keyboard and saves them moved', async () => {
    await openBanking();
    const handle = page.getByRole('button', { name: 'Move block 2, card-grid' });
    await handle.focus();
    // Each key waits for what a screen reader hears after it: dnd-kit measures the list when a block is picked up.
    const steps = [
      // Picked up: dnd-kit announces it, then at once that the block is over its own place.
      { key: 'Space', heard: /^block 2 \(card-grid\) is over position 2 of \d+\.$/ },
      { key: 'ArrowDown', heard: /^block 2 \(card-grid\) is over position 3 of \d+\.$/ },
      { key: 'Space', heard: /^block 2 \(card-grid\) dropped at position 3 of \d+\.$/ },
    ];
    for (const { key, heard } of steps) {
      await page.keyboard.press(key);
      await page
        .locator('[role="status"][aria-live]')
        .filter({ hasText: heard })
        .waitFor({ state: 'attached', timeout: 5_000 });
    }
    await page.getByRole('button', { name: 'Move block 3, card-grid' }).waitFor({ timeout: 5_000 });
    await saveAndWait();
    const text = readBanking();
    expect(text.indexOf('- type: rate-table')).toBeGreaterThan(0);
    expect(text.indexOf('- type: card-grid')).toBeGreaterThan(text.indexOf('- type: rate-table'));
  });

  it('adds an FAQ from the catalogue, its example as the starting content', async () => {
    await openBanking();
    await page.getByRole('button', { name: 'Add block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add faq', exact: true }).click();
    await page.getByRole('button', { name: /^Move block \d+, faq$/ }).waitFor();
    await saveAndWait();
    expect(readBanking()).toMatch(/^ {2}- type: faq$/m);
  });

  it('shows a broken link at its field with its code, and refuses to save it', async () => {
    await openBanking();
    const before = readBanking();
    await blockField(0, 'actions_1_href').fill('/no-such-page');
    await page
      .getByText(/FW\d+: .*no-such-page/)
      .first()
      .waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(/^Not saved: /).waitFor({ timeout: 20_000 });
    expect(readBanking()).toBe(before);
    await blockField(0, 'actions_1_href').fill('#rates');
  });

  it('keeps both versions when the file changed on disk, and saves the author choice over it', async () => {
    await openBanking();
    const outside = `${readBanking()}# a note saved from a code editor\n`;
    writeFileSync(banking(), outside);
    await blockField(0, 'eyebrow').fill('Accounts');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'The file changed on disk' });
    await dialog.waitFor({ timeout: 20_000 });
    expect(readBanking()).toBe(outside);
    await expect(dialog.getByRole('region', { name: 'Version on disk' }).textContent()).resolves.toContain(
      '# a note saved from a code editor',
    );
    await expect(dialog.getByRole('region', { name: 'Your version' }).textContent()).resolves.toContain(
      'eyebrow: Accounts',
    );
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await page.getByText(/^Saved at /).waitFor({ timeout: 20_000 });
    const saved = readBanking();
    expect(saved).toContain('eyebrow: Accounts');
    expect(saved).toContain('# a note saved from a code editor');
  });

  it('shows the changes since opened, undoes and redoes', async () => {
    await openBanking();
    await blockField(0, 'highlight').fill('pays you more');
    await page.getByRole('button', { name: 'Changes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Changed since opened' });
    await dialog.getByText('+     highlight: pays you more').waitFor({ timeout: 20_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(blockField(0, 'highlight').inputValue()).resolves.toBe('pays you back');
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await expect(blockField(0, 'highlight').inputValue()).resolves.toBe('pays you more');
  });

  it('works by keyboard alone: from the list to a field, then saved with Ctrl+S', async () => {
    await page.goto(`${origin}/_edit`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('link', { name: '/banking', exact: true }).waitFor({ timeout: 60_000 });
    let found = false;
    for (let i = 0; i < 80 && !found; i++) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.textContent === '/banking');
    }
    expect(found).toBe(true);
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => Number(document.querySelector('iframe')?.getAttribute('data-preview-version')) > 0,
      null,
      {
        timeout: 60_000,
      },
    );
    let inField = false;
    for (let i = 0; i < 60 && !inField; i++) {
      await page.keyboard.press('Tab');
      inField = await page.evaluate(() => /-0_subtitle$/.test(document.activeElement?.id ?? ''));
    }
    expect(inField).toBe(true);
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Really.');
    // Saved once the author sees the change in the preview.
    await page
      .frameLocator('iframe')
      .getByText(/no monthly fees\. Really\.$/)
      .waitFor({ timeout: 20_000 });
    await page.keyboard.press('Control+s');
    await page.getByText(/^Saved at /).waitFor({ timeout: 20_000 });
    const saved = parse(readBanking()) as { blocks: { type: string; subtitle?: string }[] };
    expect(saved.blocks.find((b) => b.type === 'hero')?.subtitle).toMatch(/no monthly fees\. Really\.$/);
  });

  it('opens the site file and the new page view with no axe violation', async () => {
    await page.goto(`${origin}/_edit/site`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { name: 'Site file' }).waitFor({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${origin}/_edit/new`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { name: 'New page' }).waitFor({ timeout: 60_000 });
    expect(await axeViolations(page)).toEqual([]);
  });
});
