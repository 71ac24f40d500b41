import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCodeSvg } from '../../src/engine/assets/qrCode';
import { contentSource } from '../../src/engine/vite/contentSource';
import { qrCodesPlugin } from '../../src/engine/vite/qrCodesPlugin';
import { qrFileName } from '../../src/core/qrFileName';
import { PROJECT_ROOT } from '../support/paths';

const QR_URL = 'https://fernwise.example/app?from=test';
const APP_PAGE = `path: /app-test
title: Get the app
description: A page with an app download block, used to check that its QR code is drawn at build time.
blocks:
  - { type: hero, title: Get the app, layout: text-only }
  - type: app-download
    heading: Your money, in your pocket
    qrUrl: ${QR_URL}
    qrAlt: QR code that opens the app download page
    badges:
      - { store: app-store, overline: Download on the, label: App Store, href: https://fernwise.example/app/ios }
`;

type Hook = (this: unknown, ...args: unknown[]) => unknown;
type Middleware = (request: { url?: string }, response: FakeResponse, next: () => void) => void;

interface FakeResponse {
  headers: Record<string, string>;
  body?: string;
  setHeader(name: string, value: string): void;
  end(body: string): void;
}

let pagesDir: string;

beforeAll(() => {
  pagesDir = mkdtempSync(path.join(tmpdir(), 'fernwise-qr-'));
  for (const name of readdirSync(path.join(PROJECT_ROOT, 'pages'))) {
    cpSync(path.join(PROJECT_ROOT, 'pages', name), path.join(pagesDir, name));
  }
  writeFileSync(path.join(pagesDir, 'app-test.yaml'), APP_PAGE);
});

afterAll(() => {
  rmSync(pagesDir, { recursive: true, force: true });
});

function emittedBy(consumer: 'client' | 'server'): { fileName: string; source: string }[] {
  const plugin = qrCodesPlugin(contentSource(PROJECT_ROOT, pagesDir));
  const emitted: { fileName: string; source: string }[] = [];
  const context = {
    environment: { config: { consumer } },
    emitFile: (file: { fileName: string; source: string }) => {
      emitted.push(file);
      return file.fileName;
    },
  };
  (plugin.generateBundle as unknown as Hook).call(context, {}, {}, false);
  return emitted;
}

describe('QR code images of app-download blocks', () => {
  it('are written into the client build under the name the block links to', () => {
    const emitted = emittedBy('client');
    // The copied site pages may hold app-download blocks of their own: one file per address, each named by its hash.
    expect(emitted).toContainEqual({ type: 'asset', fileName: qrFileName(QR_URL).slice(1), source: qrCodeSvg(QR_URL) });
    const names = emitted.map((file) => file.fileName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^qr\/[0-9a-f]{8}\.svg$/);
  });

  it('are left out of the server build', () => {
    expect(emittedBy('server')).toEqual([]);
  });

  it('are served by the dev server, and other addresses pass through', () => {
    const plugin = qrCodesPlugin(contentSource(PROJECT_ROOT, pagesDir));
    let middleware: Middleware | undefined;
    const devServer = {
      middlewares: { use: (handler: Middleware) => (middleware = handler) },
      watcher: { add: () => undefined, on: () => undefined },
    };
    (plugin.configureServer as unknown as Hook).call({}, devServer);
    const respond = (url: string) => {
      const response: FakeResponse = {
        headers: {},
        setHeader(name, value) {
          this.headers[name] = value;
        },
        end(body) {
          this.body = body;
        },
      };
      let passed = false;
      middleware?.({ url }, response, () => (passed = true));
      return { response, passed };
    };
    const hit = respond(`${qrFileName(QR_URL)}?t=1`);
    expect(hit.passed).toBe(false);
    expect(hit.response.headers['Content-Type']).toBe('image/svg+xml');
    expect(hit.response.body).toBe(qrCodeSvg(QR_URL));
    expect(respond('/qr/00000000.svg').passed).toBe(true);
    expect(respond('/banking').passed).toBe(true);
  });
});
