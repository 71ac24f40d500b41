// @vitest-environment node
import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createServer, type Logger, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fernwisePlugins } from '../../src/engine/vite/fernwisePlugins';
import { PROJECT_ROOT } from '../support/paths';

let server: ViteDevServer;
let pagesDir: string;
let origin: string;
interface Sent {
  type: string;
  event?: string;
  data?: { paths: string[]; file: string };
  err?: { message: string; loc?: { line: number; column: number } };
}
const sent: Sent[] = [];
const logged: string[] = [];

beforeAll(async () => {
  pagesDir = path.join(mkdtempSync(path.join(tmpdir(), 'fernwise-dev-')), 'pages');
  cpSync(path.join(PROJECT_ROOT, 'pages'), pagesDir, { recursive: true });
  server = await createServer({
    root: PROJECT_ROOT,
    configFile: false,
    customLogger: recordingLogger(),
    plugins: [fernwisePlugins({ root: PROJECT_ROOT, pagesDir }), react()],
    // No file watching: each test says which file changed, as the watcher would.
    server: { port: 0, host: '127.0.0.1', watch: null },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  // Record what the dev server tells the browser instead of sending it over the socket.
  server.environments.client.hot.send = ((payload: Sent) => {
    sent.push(payload);
  }) as ViteDevServer['environments']['client']['hot']['send'];
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(path.dirname(pagesDir), { recursive: true, force: true });
});

/** A logger that keeps what the dev server prints, for the tests to count. */
function recordingLogger(): Logger {
  const logger = createLogger('info');
  const keep = (message: string) => void logged.push(message);
  return { ...logger, info: keep, warn: keep, warnOnce: keep, error: keep };
}

/** Tells the dev server a file was saved, as its watcher does, and waits until it has handled it. */
async function save(file: string, text: string): Promise<Sent> {
  const count = sent.length;
  writeFileSync(file, text);
  server.watcher.emit('change', file);
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(count), { timeout: 10_000 });
  return sent[sent.length - 1];
}

async function routesModule(): Promise<string> {
  const result = await server.transformRequest('virtual:fernwise/routes');
  return result?.code ?? '';
}

describe('pages in the dev server', () => {
  it('are rendered on the server, as the build writes them, islands included', async () => {
    const response = await fetch(`${origin}/banking`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Banking/);
    expect(html).toContain('<fw-island data-island="shell/CookieConsent/cookieConsent"');
    expect(html).toContain('/@vite/client');
  }, 60_000);

  it('redirect an alias to its page and answer an unknown address with the not-found page', async () => {
    const alias = await fetch(`${origin}/about-us`, { redirect: 'manual' });
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe('/about');
    const withQuery = await fetch(`${origin}/about-us?ref=mail`, { redirect: 'manual' });
    expect(withQuery.headers.get('location')).toBe('/about?ref=mail');
    const unknown = await fetch(`${origin}/no-such-page`);
    expect(unknown.status).toBe(404);
    await expect(unknown.text()).resolves.toContain('Page Not Found');
    // The router marks the current page in the navigation.
    await expect((await fetch(`${origin}/about/`)).text()).resolves.toMatch(/<a aria-current=page href="\/about">/);
  }, 60_000);

  it('serve a drawing as the build writes it: its words as outlines, any other file of public/ as it is', async () => {
    const drawing = await fetch(`${origin}/images/scene-home.svg`);
    expect(drawing.headers.get('content-type')).toBe('image/svg+xml');
    const svg = await drawing.text();
    expect(readFileSync(path.join(PROJECT_ROOT, 'public/images/scene-home.svg'), 'utf8')).toContain('<text');
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path transform="translate\([\d.]+ [\d.]+\)scale\(/);
    const withoutText = await fetch(`${origin}/images/hero-growth.svg`);
    await expect(withoutText.text()).resolves.toBe(
      readFileSync(path.join(PROJECT_ROOT, 'public/images/hero-growth.svg'), 'utf8'),
    );
    expect((await fetch(`${origin}/images/no-such-drawing.svg`)).status).toBe(404);
    expect((await fetch(`${origin}/images/%E0%A4%A.svg`)).status).toBe(404);
  }, 60_000);

  it('show the block catalogue, a dev-only page the build leaves out, with a section per block type', async () => {
    const response = await fetch(`${origin}/blocks`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<article[^>]* id="block-/g)?.length).toBeGreaterThan(5);
    expect(html).toContain('<meta name="robots" content="noindex"');
  }, 60_000);

  it('show a block schema edited while it runs (schema/blocks/*.json) in the catalogue, without a restart', async () => {
    const file = path.join(PROJECT_ROOT, 'schema/blocks/team.schema.json');
    const original = readFileSync(file, 'utf8');
    const { atime, mtime } = statSync(file);
    const schema = JSON.parse(original) as { description: string };
    const edited = `${schema.description.replace(/\.$/, '')}, edited while the dev server runs.`;
    const sentBefore = sent.length;
    try {
      const reload = await save(file, original.replace(JSON.stringify(schema.description), JSON.stringify(edited)));
      expect(reload.type).toBe('full-reload');
      await expect((await fetch(`${origin}/blocks`)).text()).resolves.toContain('edited while the dev server runs');
    } finally {
      await save(file, original);
      // The project's own file, put back as it was, its time included (a newer schema reads as stale generated types).
      utimesSync(file, atime, mtime);
      // The reloads this test caused are its own: later tests count what the dev server sends them.
      sent.length = sentBefore;
    }
  }, 60_000);
});

describe('validation inside the dev server', () => {
  it('serves the route table while the content is valid', async () => {
    await expect(routesModule()).resolves.toContain('"/banking"');
  });

  it('shows a saved page again in place: a custom event naming its addresses, no reload', async () => {
    const file = path.join(pagesDir, 'banking.yaml');
    const original = readFileSync(file, 'utf8');
    const before = await (await fetch(`${origin}/banking`)).text();
    expect(before).toMatch(/<h1[^>]*>Banking that/);

    const message = await save(file, original.replace(/^(\s+title: )Banking that/m, '$1Banking edited'));
    expect(message).toMatchObject({ type: 'custom', event: 'fernwise:content-update' });
    expect(message.data?.paths).toContain('/banking');
    expect(sent.some((payload) => payload.type === 'full-reload')).toBe(false);
    await expect((await fetch(`${origin}/banking`)).text()).resolves.toMatch(/<h1[^>]*>Banking edited/);

    await save(file, original);
    await expect((await fetch(`${origin}/banking`)).text()).resolves.toMatch(/<h1[^>]*>Banking that/);
  }, 60_000);

  it('shows a broken file in the error overlay with its location, prints it once, and keeps running', async () => {
    const file = path.join(pagesDir, 'banking.yaml');
    const original = readFileSync(file, 'utf8');
    logged.length = 0;
    const error = await save(file, original.replace('type: rate-table', 'type: rate-tabel'));
    expect(error.type).toBe('error');
    expect(error.err?.message).toContain('unknown block type "rate-tabel"');
    expect(error.err?.message).toMatch(/banking\.yaml:\d+:\d+/);
    await expect(routesModule()).rejects.toThrow(/rate-tabel/);
    // Every page shows the overlay until the fix, without printing the problem again.
    const page = await fetch(`${origin}/banking`);
    expect(page.status).toBe(500);
    await expect(page.text()).resolves.toContain('ErrorOverlay');
    expect(logged.filter((line) => line.includes('rate-tabel'))).toHaveLength(1);

    const fixed = await save(file, original);
    expect(fixed).toMatchObject({ type: 'custom', event: 'fernwise:content-update' });
    expect(logged.some((line) => line.includes('content valid again'))).toBe(true);
    await expect(routesModule()).resolves.toContain('"/banking"');
    await expect((await fetch(`${origin}/banking`)).text()).resolves.toMatch(/<h1[^>]*>Banking that/);
  }, 60_000);

  it('reloads the browser when a page claims another address, and redirects it at once', async () => {
    const file = path.join(pagesDir, 'banking.yaml');
    const original = readFileSync(file, 'utf8');
    const message = await save(file, original.replace(/^path: \/banking$/m, 'path: /banking\naliases: [/bank]'));
    expect(message.type).toBe('full-reload');
    const alias = await fetch(`${origin}/bank`, { redirect: 'manual' });
    expect(alias.headers.get('location')).toBe('/banking');
    await save(file, original);
    expect((await fetch(`${origin}/bank`, { redirect: 'manual' })).status).toBe(404);
  }, 60_000);
});
