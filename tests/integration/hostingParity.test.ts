import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../src/engine/hosting/headersFile';
import { writeHostedCopy } from '../../src/engine/hosting/hostedCopy';
import { HEADERS_FILE, REDIRECTS_FILE } from '../../src/engine/hosting/hostingFiles';
import { PROJECT_ROOT } from '../support/paths';
import { nginxInstalled } from '../browser/nginxServer';
import { rawRequest, startLocalNginx, startServe, startWranglerPages, type RunningHost } from './hostServers';

/**
 * One address per page, on every host: `npm run serve`, deploy/nginx.conf under nginx, Cloudflare Pages (`wrangler
 * pages dev` on the hosted copy, the folder the workflow deploys) and Netlify (its documented rules, modelled below:
 * netlify-cli is not a dependency). Each row is a request; each column what a host answers: status and Location.
 */
const dist = path.resolve(process.env.FERNWISE_DIST ?? path.join(PROJECT_ROOT, 'dist'));

type Host = 'serve' | 'nginx' | 'cloudflare' | 'netlify';
const HOSTS: readonly Host[] = ['serve', 'nginx', 'cloudflare', 'netlify'];

/** `308 /banking`, `404`: the status, then the Location when there is one. */
type Expected = string;
interface Row {
  method: string;
  path: string;
  /** What every host answers, unless `hosts` says otherwise. */
  all: Expected;
  /** A host's own answer; `null` where the request is not asked of that host (see `why`). */
  hosts?: Partial<Record<Host, Expected | null>>;
  why?: string;
}

// Netlify answers a page's other spellings (`/banking/`, `/banking.html`) with its own 301 (Pretty URLs, on by
// default); Cloudflare Pages' asset server with 308, which the other two follow. No rule per page changes either
// without thousands of lines in _redirects (Cloudflare Pages takes 2,000 static rules).
const UNDOCUMENTED = { netlify: null };
// `wrangler pages dev` answers the hosting files with 502; the host itself does not publish them (deploy/README.md).
const DEV_ONLY_502 = { cloudflare: '502' };
const METHOD = (method: string): Row => ({
  method,
  path: '/banking',
  all: '405',
  hosts: { netlify: null, ...(method === 'TRACE' && { cloudflare: null }) },
  why: method === 'TRACE' ? 'wrangler pages dev never answers TRACE (the edge refuses it)' : undefined,
});

const ROWS: Row[] = [
  { method: 'GET', path: '/', all: '200' },
  { method: 'GET', path: '/banking', all: '200' },
  { method: 'HEAD', path: '/banking', all: '200' },
  { method: 'GET', path: '/banking?ref=x', all: '200' },
  { method: 'GET', path: '/banking/', all: '308 /banking', hosts: { netlify: '301 /banking' } },
  { method: 'GET', path: '/banking/?ref=x', all: '308 /banking?ref=x', hosts: { netlify: '301 /banking?ref=x' } },
  { method: 'GET', path: '/banking.html', all: '308 /banking', hosts: { netlify: '301 /banking' } },
  { method: 'GET', path: '/index', all: '308 /', hosts: UNDOCUMENTED },
  { method: 'GET', path: '/index.html', all: '308 /', hosts: { netlify: '301 /' } },
  { method: 'GET', path: '/index/', all: '308 /', hosts: UNDOCUMENTED },
  { method: 'GET', path: '/about-us', all: '301 /about' },
  { method: 'GET', path: '/about-us/', all: '301 /about' },
  { method: 'GET', path: '/about-us?ref=x', all: '301 /about?ref=x' },
  { method: 'GET', path: '/reviews', all: '404' },
  { method: 'GET', path: '/reviews/', all: '404' },
  { method: 'GET', path: '/reviews.html', all: '404' },
  { method: 'GET', path: '/banking/extra', all: '404' },
  { method: 'GET', path: '/assets/', all: '404' },
  { method: 'GET', path: '/404', all: '200' },
  { method: 'GET', path: '/404.html', all: '308 /404', hosts: { netlify: '301 /404' } },
  { method: 'GET', path: '/index.html.br', all: '404' },
  { method: 'GET', path: '/index.html.gz', all: '404' },
  { method: 'GET', path: '/banking.html.gz', all: '404' },
  { method: 'GET', path: '/robots.txt', all: '200' },
  { method: 'GET', path: '/sitemap.xml', all: '200' },
  { method: 'GET', path: '/_headers', all: '404', hosts: DEV_ONLY_502 },
  { method: 'GET', path: '/_redirects', all: '404', hosts: DEV_ONLY_502 },
  { method: 'GET', path: '/%5Fheaders', all: '404', hosts: { ...DEV_ONLY_502, ...UNDOCUMENTED } },
  { method: 'GET', path: '/%5fredirects', all: '404', hosts: { ...DEV_ONLY_502, ...UNDOCUMENTED } },
  { method: 'GET', path: '//_headers', all: '404', hosts: { ...DEV_ONLY_502, ...UNDOCUMENTED } },
  { method: 'GET', path: '/./_headers', all: '404', hosts: { ...DEV_ONLY_502, ...UNDOCUMENTED } },
  { method: 'GET', path: '/%2e/_redirects', all: '404', hosts: { ...DEV_ONLY_502, ...UNDOCUMENTED } },
  ...['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH', 'TRACE'].map(METHOD),
];

const expectedOf = (row: Row, host: Host): Expected | null | undefined =>
  row.hosts && host in row.hosts ? row.hosts[host] : row.all;

interface RedirectRule {
  from: string;
  to: string;
  status: number;
  forced: boolean;
}

function parseRules(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line) => {
    const [from, to, status] = line.replace(/#.*$/, '').trim().split(/\s+/);
    if (!from || !to) return [];
    return [{ from, to, status: Number.parseInt(status ?? '301', 10), forced: (status ?? '').endsWith('!') }];
  });
}

/**
 * Netlify's answer, from its documented rules (docs.netlify.com, "Redirects and rewrites", "Rewrites and proxies"
 * shadowing, "Trailing slash" and the Pretty URLs support guide): `_redirects` is read top to bottom and the first
 * matching rule wins; a rule matches its path with or without a trailing slash; a rule does not apply where a file
 * answers the path unless it is forced (`!`); the query string is passed on; `/banking` is banking.html, and
 * `/banking/` and `/banking.html` get a 301 to `/banking`; a path nothing answers gets 404.html with 404. Undefined
 * for what Netlify does not document.
 */
function netlifyAnswer(hosted: string, rules: readonly RedirectRule[], method: string, rawPath: string): string {
  if (method !== 'GET' && method !== 'HEAD') throw new Error(`Netlify documents no answer to ${method}`);
  const [urlPath, query = ''] = rawPath.split(/\?(.*)/s);
  const suffix = query ? `?${query}` : '';
  const isFile = (relative: string) =>
    existsSync(path.join(hosted, relative)) && statSync(path.join(hosted, relative)).isFile();
  const fileAt = (p: string) =>
    p === '/' ? isFile('index.html') : !p.endsWith('/') && (isFile(p.slice(1)) || isFile(`${p.slice(1)}.html`));
  const slashless = urlPath.length > 1 ? urlPath.replace(/\/$/, '') : urlPath;
  const rule = rules.find(
    ({ from, forced }) => from.replace(/(.)\/$/, '$1') === slashless && (forced || !fileAt(urlPath)),
  );
  if (rule) return `${rule.status} ${rule.to}${suffix}`;
  if (urlPath.startsWith('/_')) return '404';
  if (urlPath.endsWith('.html') && isFile(urlPath.slice(1)))
    return `301 ${urlPath === '/index.html' ? '/' : urlPath.slice(0, -'.html'.length)}${suffix}`;
  if (urlPath !== '/' && urlPath.endsWith('/') && isFile(`${slashless.slice(1)}.html`))
    return `301 ${slashless}${suffix}`;
  return fileAt(urlPath) ? '200' : '404';
}

describe('every host answers each request the same', () => {
  let hostedDir: string;
  const running: Partial<Record<Exclude<Host, 'netlify'>, RunningHost>> = {};
  let rules: RedirectRule[];

  beforeAll(async () => {
    if (!existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} holds no build: run npm run build`);
    hostedDir = path.join(mkdtempSync(path.join(tmpdir(), 'fernwise-hosted-')), 'site');
    writeHostedCopy(dist, hostedDir);
    rules = parseRules(readFileSync(path.join(hostedDir, REDIRECTS_FILE), 'utf8'));
    running.serve = await startServe(dist);
    if (nginxInstalled) running.nginx = await startLocalNginx(dist);
    else if (process.env.CI) throw new Error('nginx is missing: CI must test deploy/nginx.conf');
    running.cloudflare = await startWranglerPages(hostedDir);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(Object.values(running).map((host) => host.stop()));
    if (hostedDir) rmSync(path.dirname(hostedDir), { recursive: true, force: true });
  });

  async function answerOf(host: Host, row: Row): Promise<string> {
    if (host === 'netlify') return netlifyAnswer(hostedDir, rules, row.method, row.path);
    const server = running[host];
    if (!server) return 'not running';
    const { status, location, headers } = await rawRequest(server.base, row.method, row.path);
    if (status === 405) expect(headers.allow ?? 'GET, HEAD', `${host} ${row.method}`).toBe('GET, HEAD');
    return location === undefined ? String(status) : `${status} ${location}`;
  }

  it('has a row for every request and an answer for every host', () => {
    expect(ROWS.length).toBeGreaterThan(30);
    for (const host of HOSTS) expect(ROWS.filter((row) => expectedOf(row, host)).length).toBeGreaterThan(20);
  });

  it.each(ROWS)('$method $path', async (row) => {
    const expected: Partial<Record<Host, string>> = {};
    const answered: Partial<Record<Host, string>> = {};
    for (const host of HOSTS) {
      const want = expectedOf(row, host);
      if (!want || (host === 'nginx' && !nginxInstalled)) continue;
      expected[host] = want;
      answered[host] = await answerOf(host, row);
    }
    expect(answered).toEqual(expected);
  });

  it('never lets the not-found policy of `/*` decide a page’s styles, whichever way a host joins the two', () => {
    const headerRules = parseHeadersFile(readFileSync(path.join(hostedDir, HEADERS_FILE), 'utf8'));
    const everywhere = headerRules.find((rule) => rule.path === '/*')?.headers['Content-Security-Policy'] ?? '';
    const directive = (policy: string, name: string) =>
      policy
        .split('; ')
        .find((part) => part.startsWith(`${name} `))
        ?.split(' ')
        .slice(1);
    // Joined with a page's policy (two policies, both enforced), `/*` allows any style: the page's hashes decide.
    expect(directive(everywhere, 'style-src')).toContain("'unsafe-inline'");
    expect(directive(everywhere, 'style-src')?.some((source) => source.startsWith("'sha256-"))).toBe(false);
    expect(directive(everywhere, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    const pages = headerRules.filter((rule) => rule.detach?.includes('Content-Security-Policy'));
    expect(pages.length).toBeGreaterThan(10);
    for (const page of pages) {
      const own = page.headers['Content-Security-Policy'] ?? '';
      // Scripts: the same hashes in both, so neither order nor joining changes what runs.
      expect(directive(own, 'script-src'), page.path).toEqual(directive(everywhere, 'script-src'));
      expect(directive(own, 'style-src'), page.path).not.toContain("'unsafe-inline'");
      // Cloudflare Pages (and `npm run serve`) detach `/*`'s policy: the page's alone is sent.
      expect(headersForPath(headerRules, page.path)['Content-Security-Policy']).toBe(own);
    }
  });
});
