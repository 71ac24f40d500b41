import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { headersForPath, parseHeadersFile } from '../../src/engine/hosting/headersFile';
import {
  HEADERS_FILE,
  nginxIncludeBeside,
  REDIRECTS_FILE,
  writeHostingFiles,
} from '../../src/engine/hosting/hostingFiles';
import { executableInlineScripts, scriptHashSource } from '../../src/engine/render/inlineScripts';
import { parseRedirectsFile } from '../../src/engine/hosting/redirectsFile';
import { createStaticServer } from '../../src/engine/hosting/staticServer';
import { site } from '../support/site';

// Expected digests computed apart from the code under test: printf 'alert(1)' | openssl dgst -sha256 -binary | base64
const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const STYLE_ELEMENT_HASH = "'sha256-X1RutGBrXCt9KkSaXMK7tHftWiRscFHOhxsS8tv8hBk='"; // printf 'a{}'
const STYLE_ATTRIBUTE_HASH = "'sha256-StAtuWophh7j00i0Bo8H/bxd30Ynaewu3NxWMi57yyo='"; // printf 'content:"x"'
const A_NEWLINE_B_HASH = "'sha256-fhj3NzEbLcOy8mndeDlrA1HxT7Zu+oefdoyyMYGIPHg='";

const JSON_LD = '<script type="application/ld+json">{"@type":"Organization"}</script>';
const MODULE_ENTRY = '<script type="module" crossorigin src="/assets/index-abc123.js"></script>';
const page = (head: string) => `<!doctype html><html><head>${head}</head><body><h1>Page</h1></body></html>`;

let dist: string;

function buildSite(files: Record<string, string>): string {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), text);
  }
  return writeHostingFiles({
    outDir: dist,
    nginxIncludeFile: nginxIncludeBeside(dist),
    widgetScriptUrl: site.translation.scriptUrl,
    redirects: [{ from: '/about-us', to: '/about' }],
  });
}

const SITE_FILES = {
  'index.html': page(JSON_LD + MODULE_ENTRY),
  'about.html': page(MODULE_ENTRY),
  '404.html': page(MODULE_ENTRY),
  'assets/index-abc123.js': 'export {};',
  'images/hero.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'robots.txt': 'User-agent: *\n',
};

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'fernwise-hosting-'));
});
afterEach(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(nginxIncludeBeside(dist), { force: true });
});

describe('inline scripts in the built HTML', () => {
  it('counts scripts the browser runs, not JSON-LD data blocks or scripts with a src', () => {
    const html = page(
      `${JSON_LD}${MODULE_ENTRY}<script>alert(1)</script><script type="module">import('/a.js')</script>` +
        `<script type="text/template"><p></p></script><script type=importmap>{}</script>`,
    );
    expect(executableInlineScripts(html)).toEqual(['alert(1)', "import('/a.js')", '{}']);
  });

  it('hashes a script as the browser does, line breaks normalised', () => {
    expect(scriptHashSource('alert(1)')).toBe(ALERT_HASH);
    expect(scriptHashSource('a\r\nb')).toBe(A_NEWLINE_B_HASH);
  });
});

describe('hosting files written by the build', () => {
  it('allows no inline script while the HTML has none, and the widget hosts beyond the site itself', () => {
    const policy = buildSite(SITE_FILES);
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(
      `script-src 'self' ${new URL(site.translation.scriptUrl).origin} https://translate.googleapis.com`,
    );
    expect(policy).toMatch(/^default-src 'none'; /);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"])
      expect(policy.split('; ')).toContain(directive);
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('hashes an inline script a page gains, in _headers and in the nginx include alike', () => {
    const policy = buildSite({ ...SITE_FILES, 'about.html': page(`<script>alert(1)</script>${MODULE_ENTRY}`) });
    expect(policy).toContain(`script-src 'self' ${ALERT_HASH} `);
    const headers = headersForPath(parseHeadersFile(readFileSync(path.join(dist, HEADERS_FILE), 'utf8')), '/');
    expect(headers['Content-Security-Policy']).toBe(policy);
    expect(readFileSync(nginxIncludeBeside(dist), 'utf8')).toContain(
      `add_header Content-Security-Policy "${policy}" always;`,
    );
  });

  it("allows each inline style and style attribute by its hash, with no 'unsafe-inline'", () => {
    const styled = `<style>a{}</style>${MODULE_ENTRY}</head><body><p style="content:&quot;x&quot;">x</p><head>`;
    const policy = buildSite({ ...SITE_FILES, 'about.html': page(styled) });
    const directives = policy.split('; ');
    expect(directives.find((directive) => directive.startsWith('style-src '))).toMatch(
      new RegExp(`^style-src 'self' ${STYLE_ELEMENT_HASH.replace(/[+/]/g, '\\$&')} `),
    );
    expect(directives).toContain(`style-src-attr 'unsafe-hashes' ${STYLE_ATTRIBUTE_HASH}`);
    expect(policy).not.toContain("'unsafe-inline'");
    // _headers: each page's rule swaps the site-wide policy for its own (Cloudflare Pages caps a value at 2,000 chars).
    const headersFile = readFileSync(path.join(dist, HEADERS_FILE), 'utf8');
    expect(headersFile).toContain('\n/about\n  ! Content-Security-Policy\n  Content-Security-Policy: ');
    const rules = parseHeadersFile(headersFile);
    expect(headersForPath(rules, '/about')['Content-Security-Policy']).toContain(STYLE_ATTRIBUTE_HASH);
    expect(headersForPath(rules, '/')['Content-Security-Policy']).not.toContain(STYLE_ELEMENT_HASH);
    expect(headersForPath(rules, '/reviews')['Content-Security-Policy']).not.toContain(STYLE_ELEMENT_HASH);
    expect(buildSite(SITE_FILES).split('; ')).toContain("style-src-attr 'none'");
  });

  it('caches hashed assets for a year and revalidates every other file, each with the security headers', () => {
    const policy = buildSite(SITE_FILES);
    const rules = parseHeadersFile(readFileSync(path.join(dist, HEADERS_FILE), 'utf8'));
    const expected: Record<string, string> = {
      '/assets/index-abc123.js': 'public, max-age=31536000, immutable',
      '/': 'no-cache',
      '/index.html': 'no-cache',
      '/about': 'no-cache',
      '/about.html': 'no-cache',
      '/404.html': 'no-cache',
      '/images/hero.svg': 'no-cache',
      '/robots.txt': 'no-cache',
    };
    for (const [urlPath, cacheControl] of Object.entries(expected)) {
      const headers = headersForPath(rules, urlPath);
      expect(headers['Cache-Control'], urlPath).toBe(cacheControl);
      // A page's own policy; any other path `/*`'s, which allows any inline style (see hostingFiles.ts).
      const expectedPolicy = ['/', '/about'].includes(urlPath) ? policy : anyInlineStyle(policy);
      expect(headers['Content-Security-Policy'], urlPath).toBe(expectedPolicy);
      expect(headers['Strict-Transport-Security'], urlPath).toBe('max-age=63072000; includeSubDomains; preload');
    }
  });

  it('redirects each alias to its page for Netlify (forced), Cloudflare Pages and nginx', () => {
    buildSite(SITE_FILES);
    const redirects = readFileSync(path.join(dist, REDIRECTS_FILE), 'utf8');
    expect([...parseRedirectsFile(redirects)]).toEqual([
      ['/about-us', '/about'],
      ['/about-us/', '/about'],
    ]);
    expect(redirects.split('\n').filter((line) => line.startsWith('/'))).toEqual([
      '/about-us /about 301!',
      '/about-us /about 301',
      '/about-us/ /about 301',
    ]);
    const include = readFileSync(nginxIncludeBeside(dist), 'utf8');
    expect(include).toContain('location = /about-us {\n    return 301 /about$is_args$args;\n}');
    expect(include).toContain('location = /about-us/ {\n    return 301 /about$is_args$args;\n}');
  });
});

/** The policy `/*` carries: a page's, with any inline style allowed instead of its style hashes. */
const anyInlineStyle = (policy: string) =>
  policy
    .split('; ')
    .map((directive) =>
      directive.startsWith('style-src-attr ')
        ? "style-src-attr 'unsafe-inline'"
        : directive.startsWith('style-src ')
          ? directive.replace(/^style-src 'self'( 'sha256-[^']+')*/, "style-src 'self' 'unsafe-inline'")
          : directive,
    )
    .join('; ');

describe('npm start serving the build', () => {
  async function serve(): Promise<{
    get: (urlPath: string, method?: string) => Promise<Response>;
    close: () => Promise<void>;
  }> {
    const server = createStaticServer(dist);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      get: (urlPath, method = 'GET') => fetch(`http://127.0.0.1:${port}${urlPath}`, { method, redirect: 'manual' }),
      close: () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    };
  }

  it('answers with the statuses, security headers and cache rules of the hosting files', async () => {
    const policy = buildSite(SITE_FILES);
    const { get, close } = await serve();
    try {
      const seen = await Promise.all(
        [
          '/',
          '/about',
          '/about/?ref=x',
          '//evil.example/',
          '/about-us?ref=x',
          '/reviews',
          '/assets/index-abc123.js',
          '/_headers',
        ].map(async (urlPath) => {
          const response = await get(urlPath);
          // A page's own policy; any other path `/*`'s, which allows any inline style (see hostingFiles.ts).
          const expected = ['/', '/about', '/about/?ref=x'].includes(urlPath) ? policy : anyInlineStyle(policy);
          expect(response.headers.get('content-security-policy'), urlPath).toBe(expected);
          expect(response.headers.get('x-frame-options'), urlPath).toBe('DENY');
          return [urlPath, response.status, response.headers.get('cache-control'), response.headers.get('location')];
        }),
      );
      expect(seen).toEqual([
        ['/', 200, 'no-cache', null],
        ['/about', 200, 'no-cache', null],
        ['/about/?ref=x', 308, 'no-cache', '/about?ref=x'],
        ['//evil.example/', 404, 'no-cache', null],
        ['/about-us?ref=x', 301, 'no-cache', '/about?ref=x'],
        ['/reviews', 404, 'no-cache', null],
        ['/assets/index-abc123.js', 200, 'public, max-age=31536000, immutable', null],
        ['/_headers', 404, 'no-cache', null],
      ]);
    } finally {
      await close();
    }
  });

  it('never serves a hosting file or a compressed copy, however the path is written, and answers reads only', async () => {
    buildSite(SITE_FILES);
    const { get, close } = await serve();
    try {
      const hidden = ['/_headers', '/%5Fheaders', '/%5fredirects', '//_headers', '/./_headers', '/%2e/_redirects'];
      const statuses = await Promise.all(hidden.map(async (urlPath) => [urlPath, (await get(urlPath)).status]));
      expect(statuses).toEqual(hidden.map((urlPath) => [urlPath, 404]));
      writeFileSync(path.join(dist, 'index.html.gz'), 'compressed');
      expect((await get('/index.html.gz')).status).toBe(404);
      for (const method of ['OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH']) {
        const response = await get('/', method);
        expect([method, response.status, response.headers.get('allow')]).toEqual([method, 405, 'GET, HEAD']);
      }
    } finally {
      await close();
    }
  });

  it('refuses to write the nginx include inside the published folder', () => {
    expect(() =>
      writeHostingFiles({ outDir: dist, nginxIncludeFile: path.join(dist, '_nginx/site.conf'), redirects: [] }),
    ).toThrow(/outside the published folder/);
  });

  it('refuses a build without hosting files', () => {
    writeFileSync(path.join(dist, 'index.html'), page(''));
    expect(() => createStaticServer(dist)).toThrow(/_headers is missing: rebuild/);
  });
});
