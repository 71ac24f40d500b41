import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../src/engine/hosting/securityHeaders';
import { gradeFor, scanHeaders } from '../support/observatory';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';

const html = readFileSync(path.join(PROJECT_ROOT, 'index.html'), 'utf8');
const siteHeaders = securityHeaders(
  contentSecurityPolicy({ inlineScriptHashes: [], widgetScriptUrl: site.translation.scriptUrl }),
);
const scan = (headers: Record<string, string>) => scanHeaders({ headers, html, redirection: 'redirection-to-https' });
const withPolicy = (edit: (policy: string) => string): Record<string, string> => ({
  ...siteHeaders,
  'Content-Security-Policy': edit(siteHeaders['Content-Security-Policy']),
});
const without = (headers: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(headers).filter(([key]) => key !== name));

describe('MDN HTTP Observatory score of the site headers', () => {
  it("earns A+ with 130 points: default-src 'none' and no 'unsafe-inline', styles by hash", () => {
    const { score, grade, tests } = scan(siteHeaders);
    expect(tests.filter(({ modifier }) => modifier !== 0)).toEqual([
      { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 },
      { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 },
      { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 },
      {
        test: 'cross-origin-resource-policy',
        result: 'cross-origin-resource-policy-implemented-with-same-origin',
        modifier: 10,
      },
    ]);
    expect(siteHeaders['Content-Security-Policy']).not.toContain("'unsafe-inline'");
    expect(score).toBe(130);
    expect(grade).toBe('A+');
  });

  it('sends HSTS with preload and a Permissions-Policy denying unused features', () => {
    expect(siteHeaders['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains; preload');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(siteHeaders['Permissions-Policy']).toContain(`${feature}=()`);
    expect(siteHeaders['Permissions-Policy']).not.toContain('clipboard-write');
  });

  it("drops to B+ when script-src allows 'unsafe-inline', and loses every bonus", () => {
    const { score, grade } = scan(
      withPolicy((policy) => policy.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'")),
    );
    expect([score, grade]).toEqual([80, 'B+']);
  });

  it("keeps 'unsafe-inline' harmless beside a hash, as browsers ignore it then", () => {
    const hashed = withPolicy((policy) =>
      policy.replace(
        "script-src 'self'",
        "script-src 'self' 'unsafe-inline' 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
      ),
    );
    expect(scan(hashed).grade).toBe('A+');
  });

  it('drops below A+ without HSTS, or without both frame-ancestors and X-Frame-Options', () => {
    expect(scan(without(siteHeaders, 'Strict-Transport-Security'))).toMatchObject({ score: 80, grade: 'B+' });
    const framable = withPolicy((policy) => policy.replace("; frame-ancestors 'none'", ''));
    expect(scan(framable).grade).toBe('A+');
    expect(scan(without(framable, 'X-Frame-Options'))).toMatchObject({ score: 80, grade: 'B+' });
  });

  it("loses the default-src 'none' bonus (10 points) when style-src allows 'unsafe-inline'", () => {
    const { score, tests } = scan(
      withPolicy((policy) => policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'")),
    );
    expect(tests[0]).toEqual({
      test: 'content-security-policy',
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      modifier: 0,
    });
    expect(score).toBe(120);
  });

  it('fails the CSP test for a missing object-src fallback or a broad script source', () => {
    expect(
      scan(withPolicy((policy) => policy.replace("default-src 'none'; ", '').replace("; object-src 'none'", ''))).grade,
    ).toBe('B+');
    expect(scan(withPolicy((policy) => policy.replace("script-src 'self'", "script-src 'self' https:"))).grade).toBe(
      'B+',
    );
  });

  it('grades as the published chart does', () => {
    expect([130, 100, 99, 90, 89, 85, 84, 70, 64, 25, 24, -10].map(gradeFor)).toEqual([
      'A+',
      'A+',
      'A',
      'A',
      'A-',
      'A-',
      'B+',
      'B',
      'C+',
      'D-',
      'F',
      'F',
    ]);
  });
});
