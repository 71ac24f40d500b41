import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile, type HeaderRule } from '../../src/engine/hosting/headersFile';
import { HEADERS_FILE } from '../../src/engine/hosting/hostingFiles';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../src/engine/hosting/securityHeaders';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';
import { siteAddresses } from '../support/sitePaths';
import { freePort } from '../browser/nginxServer';
import { distDir } from '../browser/support';
import { nonEmpty } from '../support/nonEmpty';

// Cloudflare Pages as `wrangler pages dev` runs it (workerd, offline): the same asset server and _headers/_redirects
// handling as the host. See deploy/README.md.
const WRANGLER = path.join(PROJECT_ROOT, 'node_modules/.bin/wrangler');
const UNKNOWN_PATHS = ['/reviews', '/blocks', '/banking/extra'];

/** Starts `wrangler pages dev` on the build in its own process group; resolves once it says it is ready. */
async function startWrangler(
  dist: string,
  port: number,
  cwd: string,
): Promise<{ child: ChildProcess; log: () => string }> {
  // An inspector port of its own: workerd's default (9229) is taken when another wrangler runs in a parallel file.
  const inspectorPort = await freePort();
  const args = [
    'pages',
    'dev',
    dist,
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--compatibility-date',
    '2026-04-01',
    '--inspector-port',
    String(inspectorPort),
  ];
  const child = spawn(WRANGLER, args, {
    cwd,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, CI: '1', WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: cwd, NO_COLOR: '1' },
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (/Ready on http/.test(log)) resolve({ child, log: () => log });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`wrangler exited with ${code}:\n${log}`)));
  });
}

describe('Cloudflare Pages (wrangler pages dev) serving the build', () => {
  let scratch: string;
  let wrangler: ChildProcess | undefined;
  let wranglerLog: () => string = () => '';
  let base: string;
  let rules: HeaderRule[];

  beforeAll(async () => {
    scratch = mkdtempSync(path.join(tmpdir(), 'fernwise-wrangler-'));
    rules = parseHeadersFile(readFileSync(path.join(distDir(), HEADERS_FILE), 'utf8'));
    const port = await freePort();
    const started = await startWrangler(distDir(), port, scratch);
    wrangler = started.child;
    wranglerLog = started.log;
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  afterAll(async () => {
    if (wrangler?.pid !== undefined && wrangler.exitCode === null) {
      const exited = new Promise((resolve) => wrangler?.once('exit', resolve));
      // The whole group this test started: wrangler and its workerd.
      process.kill(-wrangler.pid, 'SIGTERM');
      await exited;
    }
    rmSync(scratch, { recursive: true, force: true });
  });

  const get = (url: string) => fetch(base + url, { redirect: 'manual' });

  /** The headers _headers gives the path (each page its own policy, `/*`'s for the rest), Cache-Control aside. */
  function expectSecurityHeaders(response: Response, urlPath: string): void {
    const { 'Cache-Control': _cache, ...expected } = headersForPath(rules, urlPath);
    expect(expected['Content-Security-Policy'], urlPath).toMatch(/^default-src 'none'; /);
    for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), urlPath).toBe(value);
  }

  const canonical = siteAddresses().filter(({ url, canonicalPath }) => url === canonicalPath);
  const aliases = siteAddresses().filter(({ url, canonicalPath }) => url !== canonicalPath);

  it.each(nonEmpty(canonical, 'canonical addresses'))(
    'answers $url with 200 and its own page, no redirect',
    async ({ url }) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('location')).toBeNull();
      expectSecurityHeaders(response, url);
      expect(response.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
      const canonicalLink = `<link rel="canonical" href="${site.baseUrl}${url}"`;
      await expect(response.text()).resolves.toContain(canonicalLink);
    },
  );

  it.each(nonEmpty(aliases, 'aliases'))(
    'answers $url with one 301 to $canonicalPath, which answers 200',
    async ({ url, canonicalPath }) => {
      const response = await get(`${url}?ref=x`);
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get('location') ?? '', base).href).toBe(`${base}${canonicalPath}?ref=x`);
      expectSecurityHeaders(response, url);
      expect((await get(canonicalPath)).status).toBe(200);
    },
  );

  it.each(UNKNOWN_PATHS)('answers %s with the not-found page, status 404', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expectSecurityHeaders(response, url);
    await expect(response.text()).resolves.toContain('Page Not Found');
  });

  it('caches a hashed asset for a year', async () => {
    const asset = readdirSync(path.join(distDir(), 'assets')).find((name) => name.endsWith('.js'));
    const response = await get(`/assets/${asset}`);
    expect(response.status).toBe(200);
    expectSecurityHeaders(response, `/assets/${asset}`);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  });

  it('publishes no nginx configuration', async () => {
    expect(existsSync(path.join(distDir(), '_nginx'))).toBe(false);
    expect((await get('/_nginx/site.conf')).status).toBe(404);
  });

  it("takes the plain 301 of each alias and skips only Netlify's forced 301! line", () => {
    const skipped = /Found (\d+) invalid redirect rules?/.exec(wranglerLog());
    expect(Number(skipped?.[1] ?? 0)).toBe(aliases.length);
    // Each alias as written and with a trailing slash (Cloudflare Pages matches a rule only as written).
    expect(wranglerLog()).toMatch(new RegExp(`Parsed ${aliases.length * 2} valid redirect rules?`));
  });
});
