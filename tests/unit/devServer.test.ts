// @vitest-environment node
import react from '@vitejs/plugin-react';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fernwisePlugins } from '../../src/engine/plugins/fernwisePlugins';
import { PROJECT_ROOT } from '../support/paths';

let server: ViteDevServer;
let pagesDir: string;
let origin: string;
const sent: { type: string; err?: { message: string; loc?: { line: number; column: number } } }[] = [];

beforeAll(async () => {
  pagesDir = path.join(mkdtempSync(path.join(tmpdir(), 'fernwise-dev-')), 'pages');
  cpSync(path.join(PROJECT_ROOT, 'pages'), pagesDir, { recursive: true });
  server = await createServer({
    root: PROJECT_ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [fernwisePlugins({ root: PROJECT_ROOT, pagesDir }), react()],
    server: { port: 0, host: '127.0.0.1', watch: null, hmr: false },
  });
  await server.listen();
  origin = `http://127.0.0.1:${(server.httpServer?.address() as AddressInfo).port}`;
  // Record what the dev server tells the browser's overlay instead of sending it over a socket.
  server.ws.send = ((payload: (typeof sent)[number]) => {
    sent.push(payload);
  }) as ViteDevServer['ws']['send'];
}, 60_000);

afterAll(async () => {
  await server?.close();
  rmSync(path.dirname(pagesDir), { recursive: true, force: true });
});

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
    const unknown = await fetch(`${origin}/no-such-page`);
    expect(unknown.status).toBe(404);
    await expect(unknown.text()).resolves.toContain('Page Not Found');
  }, 60_000);

  it('show the block catalogue, a dev-only page the build leaves out, with a section per block type', async () => {
    const response = await fetch(`${origin}/blocks`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.match(/<article[^>]* id="block-/g)?.length).toBeGreaterThan(5);
    expect(html).toContain('<meta name="robots" content="noindex"');
  }, 60_000);
});

describe('validation inside the dev server', () => {
  it('serves the route table while the content is valid', async () => {
    await expect(routesModule()).resolves.toContain('"/banking"');
  });

  it('shows a broken file in the error overlay with its location, and keeps running', async () => {
    const file = path.join(pagesDir, 'banking.yaml');
    const original = readFileSync(file, 'utf8');
    writeFileSync(file, original.replace('type: rate-table', 'type: rate-tabel'));
    server.watcher.emit('change', file);
    const error = sent.findLast((payload) => payload.type === 'error');
    expect(error?.err?.message).toContain('unknown block type "rate-tabel"');
    expect(error?.err?.message).toMatch(/banking\.yaml:\d+:\d+/);
    await expect(routesModule()).rejects.toThrow(/rate-tabel/);

    writeFileSync(file, original);
    server.watcher.emit('change', file);
    expect(sent.at(-1)?.type).toBe('full-reload');
    await expect(routesModule()).resolves.toContain('"/banking"');
  });
});
