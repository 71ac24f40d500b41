import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../../src/engine/hosting/headersFile';
import { HEADERS_FILE, nginxIncludeBeside, REDIRECTS_FILE } from '../../src/engine/hosting/hostingFiles';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../src/engine/hosting/securityHeaders';
import { site } from '../support/site';
import { siteAddresses } from '../support/sitePaths';
import { launchChromium } from '../../scripts/chromium';
import { freePort, localNginxConfig, NGINX, nginxInstalled, startNginx, stopNginx } from './nginxServer';
import { becomesVisible, distDir, FAKE_WIDGET, newContext } from './support';
import { nonEmpty } from '../support/nonEmpty';

if (!nginxInstalled && process.env.CI)
  throw new Error(`${NGINX} is missing: CI must test deploy/nginx.conf (.ci/run installs nginx)`);
if (!nginxInstalled) console.warn(`nginx.test.ts skipped: ${NGINX} is not installed (apt-get install nginx to run it)`);

const UNKNOWN_PATH = '/reviews';

interface ViolationRecorder {
  cspViolations?: string[];
}

describe.skipIf(!nginxInstalled)('deploy/nginx.conf serving the build', () => {
  let prefix: string;
  let nginx: ChildProcess | undefined;
  let base: string;
  let browser: Browser;
  let context: BrowserContext;
  let expectedHeaders: Record<string, string>;

  beforeAll(async () => {
    const dist = distDir();
    const rules = parseHeadersFile(readFileSync(path.join(dist, HEADERS_FILE), 'utf8'));
    // The policy nginx sends is the whole site's (every page's style hashes), as the nginx include holds it.
    const include = readFileSync(nginxIncludeBeside(dist), 'utf8');
    // A value too long for one nginx parameter is set in parts (src/engine/hosting/nginxInclude.ts): join them as nginx does.
    const parts = new Map([...include.matchAll(/^set (\$\w+) "([^"]*)";$/gm)].map(([, name, value]) => [name, value]));
    const written = /add_header Content-Security-Policy "([^"]+)" always;/.exec(include)?.[1] ?? '';
    const policy = written.replace(/\$\w+/g, (name) => parts.get(name) ?? name);
    expect(policy).not.toContain("'unsafe-inline'");
    expectedHeaders = { ...rules.find((rule) => rule.path === '/*')?.headers, 'Content-Security-Policy': policy };
    prefix = mkdtempSync(path.join(tmpdir(), 'fernwise-nginx-'));
    const port = await freePort();
    nginx = await startNginx(prefix, localNginxConfig(dist, prefix, { httpPort: port }));
    base = `http://127.0.0.1:${port}`;
    browser = await launchChromium();
    context = await newContext(browser);
    await context.addInitScript(() => {
      const recorder = window as unknown as ViolationRecorder;
      recorder.cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        recorder.cspViolations?.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
      );
    });
  });

  afterAll(async () => {
    await browser?.close();
    await stopNginx(nginx);
    rmSync(prefix, { recursive: true, force: true });
  });

  const consoleViolations: string[] = [];

  /** Opens `url` in a page that records every response, and CSP violations the console reports. */
  async function visit(url: string): Promise<{ page: Page; response: Response; responses: Response[] }> {
    const page = await context.newPage();
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) consoleViolations.push(`${url}: ${message.text()}`);
    });
    const response = await page.goto(base + url, { waitUntil: 'networkidle' });
    if (!response) throw new Error(`no response for ${url}`);
    return { page, response, responses };
  }

  /** Violations since the last call: `securitypolicyviolation` events in `page`, and console reports. */
  async function violationsOn(page: Page): Promise<string[]> {
    const recorded = await page.evaluate(() => (window as unknown as ViolationRecorder).cspViolations ?? []);
    return [...recorded, ...consoleViolations.splice(0)];
  }

  function expectSecurityHeaders(response: Response, cacheControl: string): void {
    const headers = response.headers();
    const label = `${response.status()} ${response.url()}`;
    for (const [name, value] of Object.entries(expectedHeaders)) expect(headers[name.toLowerCase()], label).toBe(value);
    expect(headers['cache-control'], label).toBe(cacheControl);
  }

  function expectEverySubresource(responses: readonly Response[]): void {
    const own = responses.filter((response) => response.url().startsWith(base));
    expect(own.length).toBeGreaterThan(1);
    for (const response of own)
      expectSecurityHeaders(
        response,
        new URL(response.url()).pathname.startsWith('/assets/') && response.status() === 200
          ? IMMUTABLE_CACHE
          : REVALIDATE_CACHE,
      );
  }

  // Every address over HTTP: status, redirect and headers are the server's job, and a browser adds nothing to them.
  it.each(nonEmpty(siteAddresses(), 'site addresses'))(
    '$url answers as $canonicalPath with the security headers',
    async ({ url, canonicalPath }) => {
      const first = await fetch(base + url, { redirect: 'manual' });
      if (url !== canonicalPath) {
        expect(first.status, url).toBe(301);
        expect(first.headers.get('location'), url).toBe(canonicalPath);
      }
      const page = url === canonicalPath ? first : await fetch(base + canonicalPath, { redirect: 'manual' });
      expect(page.status, canonicalPath).toBe(200);
      for (const [name, value] of Object.entries(expectedHeaders))
        expect(page.headers.get(name), `${name} of ${canonicalPath}`).toBe(value);
      expect(page.headers.get('cache-control'), canonicalPath).toBe(REVALIDATE_CACHE);
    },
  );

  // The site-wide policy nginx sends must allow what each page's own policy (Cloudflare's and Netlify's, and what
  // the browser suite loads every route under) allows; a hash missing here is a page nginx would break.
  it("allows every inline script and style hash of every page's own policy", () => {
    const ownPolicies = parseHeadersFile(readFileSync(path.join(distDir(), HEADERS_FILE), 'utf8')).flatMap(
      (rule) => rule.headers['Content-Security-Policy'] ?? [],
    );
    const hashes = new Set(
      nonEmpty(ownPolicies, 'page policies').flatMap((policy) => policy.match(/'sha256-[^']+'/g) ?? []),
    );
    expect(hashes.size).toBeGreaterThan(0);
    const sent = expectedHeaders['Content-Security-Policy'];
    expect([...hashes].filter((hash) => !sent.includes(hash))).toEqual([]);
  });

  // In a browser, the pages whose inline scripts, styles and islands differ the most: every subresource carries the
  // headers, and nothing breaks the policy.
  it.each(['/', '/banking', '/status', '/docs'])(
    '%s loads every subresource with the security headers and no CSP violation',
    async (url) => {
      const { page, response, responses } = await visit(url);
      expect(response.status()).toBe(200);
      expectEverySubresource(responses);
      await expect(becomesVisible(page.locator('h1').first())).resolves.toBe(true);
      await expect(violationsOn(page)).resolves.toEqual([]);
      await page.close();
    },
  );

  it(`answers an unknown path with the 404 page, status 404`, async () => {
    const { page, response, responses } = await visit(UNKNOWN_PATH);
    expect(response.status()).toBe(404);
    expectEverySubresource(responses);
    await expect(becomesVisible(page.locator('h1').first())).resolves.toBe(true);
    await expect(violationsOn(page)).resolves.toEqual([]);
    await page.close();
  });

  it('caches a hashed asset for a year', async () => {
    const asset = readdirSync(path.join(distDir(), 'assets')).find((name) => name.endsWith('.js'));
    const { page, response } = await visit(`/assets/${asset}`);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, IMMUTABLE_CACHE);
    await page.close();
  });

  it("sends the build's own gzip copy of a page and of a script to a client that accepts gzip", async () => {
    const script = readdirSync(path.join(distDir(), 'assets')).find(
      (name) => name.endsWith('.js') && statSync(path.join(distDir(), 'assets', name)).size > 4096,
    );
    for (const [url, file] of [
      ['/banking', 'banking.html'],
      [`/assets/${script}`, `assets/${script}`],
    ]) {
      const response = await fetch(base + url, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-encoding'), url).toBe('gzip');
      // The length of the precompressed file, not a stream compressed on the fly (which would be chunked).
      expect(Number(response.headers.get('content-length')), url).toBe(
        statSync(path.join(distDir(), `${file}.gz`)).size,
      );
      await expect(response.text()).resolves.toBe(readFileSync(path.join(distDir(), file), 'utf8'));
    }
  });

  it.each([HEADERS_FILE, REDIRECTS_FILE])('keeps %s private', async (file) => {
    const { page, response } = await visit(`/${file}`);
    expect(response.status()).toBe(404);
    await page.close();
  });

  it('includes the nginx configuration from beside the build, where no host publishes it', () => {
    expect(existsSync(nginxIncludeBeside(distDir()))).toBe(true);
    const inside = readdirSync(distDir(), { recursive: true, encoding: 'utf8' }).filter((name) =>
      name.endsWith('.conf'),
    );
    expect(inside).toEqual([]);
  });

  it('answers a page address with a trailing slash with one 308 to the address without it', async () => {
    const response = await fetch(`${base}/banking/?ref=x`, { redirect: 'manual' });
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/banking?ref=x');
    expect(response.headers.get('strict-transport-security')).toBe(expectedHeaders['Strict-Transport-Security']);
  });

  it('lets the translation widget load and translate without a CSP violation', async () => {
    let widgetRequests = 0;
    const widgetScript = (url: URL) => url.href.startsWith(site.translation.scriptUrl.split('?')[0]);
    await context.route(widgetScript, (route) => {
      widgetRequests += 1;
      return route.fulfill({ contentType: 'text/javascript', body: FAKE_WIDGET });
    });
    const { page } = await visit('/');
    await page.getByRole('button', { name: /Choose a language/ }).click();
    await page.getByRole('list', { name: site.translation.listLabel }).getByRole('button', { name: 'Spanish' }).click();
    // A blocked widget never translates: stop waiting at the first violation, so the failure names it.
    await page.waitForFunction(() => {
      const state = window as unknown as ViolationRecorder & { __translatedTo?: string };
      return state.__translatedTo === 'es' || (state.cspViolations ?? []).length > 0;
    });
    await expect(violationsOn(page)).resolves.toEqual([]);
    expect(widgetRequests).toBe(1);
    await page.close();
    await context.unroute(widgetScript);
  });
});
