/**
 * The MDN HTTP Observatory's score for one https page, from its response headers and HTML.
 *
 * A port of the tests a static site's headers decide, from https://github.com/mdn/mdn-http-observatory:
 * src/analyzer/tests/*.js (the result of each test), src/analyzer/cspParser.js, src/grader/charts.js (SCORE_TABLE
 * modifiers, GRADE_CHART, MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90) and src/scanner/index.js (100 plus every modifier, but
 * bonuses only when the score without them is at least 90). Published as
 * https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring.
 * Not modelled: HSTS preload-list lookups, CSP in <meta> or split over several headers, and cookies (the site sets
 * none); redirection is an input, since it depends on how the host answers plain http.
 */

export interface ScanInput {
  headers: Readonly<Record<string, string>>;
  html: string;
  /** What http://host/ answers: 'redirection-to-https' for a 301 to the same host over https. */
  redirection: 'redirection-to-https' | 'redirection-missing';
}

export interface TestResult {
  test: string;
  result: string;
  modifier: number;
}

export interface Scan {
  score: number;
  grade: string;
  tests: TestResult[];
}

const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-not-found': 0,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-to-https': 0,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-header-invalid': -5,
};

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
// 15768000 is six months; the Observatory accepts the common 15552000.
const SIX_MONTHS = 15_552_000;

const DANGEROUSLY_BROAD = new Set([
  'ftp:',
  'http:',
  'https:',
  '*',
  'http://*',
  'http://*.*',
  'https://*',
  'https://*.*',
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const isBroadOrInline = (source: string) => DANGEROUSLY_BROAD.has(source) || UNSAFE_INLINE.has(source);
const isNonceOrHash = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source);

function header(headers: ScanInput['headers'], name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
}

/** Directive → sources, as cspParser.js reads one policy; throws where the Observatory reports an invalid header. */
export function parseCsp(policy: string): Map<string, Set<string>> {
  if (policy.includes(',')) throw new Error('several policies in one header are not modelled');
  const csp = new Map<string, Set<string>>();
  for (const entry of policy.replace(/[\r\n]/g, '').split(';')) {
    const [name, ...values] = entry.trim().split(/\s+/);
    if (!name) continue;
    const directive = name.toLowerCase();
    if (csp.has(directive)) throw new Error(`duplicate directive ${directive}`);
    const sources = values.map((value) => value.toLowerCase());
    csp.set(directive, new Set(sources.length === 0 && directive.endsWith('-src') ? ["'none'"] : sources));
  }
  return csp;
}

function cspTest(headers: ScanInput['headers']): { result: string; csp?: Map<string, Set<string>> } {
  const value = header(headers, 'content-security-policy');
  if (value === undefined) return { result: 'csp-not-implemented' };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(value);
  } catch {
    return { result: 'csp-header-invalid' };
  }
  const fallback = (directive: string) => new Set(csp.get(directive) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = fallback('script-src');
  const objectSrc = fallback('object-src');
  const styleSrc = fallback('style-src');
  for (const sources of [scriptSrc, styleSrc]) if ([...sources].some(isNonceOrHash)) sources.delete("'unsafe-inline'");
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some(isNonceOrHash)) return { result: 'csp-header-invalid', csp };
    for (const source of scriptSrc)
      if (
        [...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) ||
        ["'self'", "'unsafe-inline'"].includes(source)
      )
        scriptSrc.delete(source);
  }
  const passive = ['img-src', 'media-src'];
  const active = [
    ...[...csp]
      .filter(([directive]) => !passive.includes(directive) && directive !== 'script-src')
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passiveSources = passive.flatMap((directive) => [...(csp.get(directive) ?? csp.get('default-src') ?? [])]);
  const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:');

  if ([...scriptSrc].some(isBroadOrInline) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source)))
    return { result: 'csp-implemented-with-unsafe-inline', csp };
  if (active.some(insecure)) return { result: 'csp-implemented-with-insecure-scheme', csp };
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    return { result: 'csp-implemented-with-unsafe-eval', csp };
  if (passiveSources.some(insecure))
    return { result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', csp };
  if ([...styleSrc].some(isBroadOrInline))
    return { result: 'csp-implemented-with-unsafe-inline-in-style-src-only', csp };
  const defaultSrc = csp.get('default-src');
  if (defaultSrc?.size === 1 && defaultSrc.has("'none'"))
    return { result: 'csp-implemented-with-no-unsafe-default-src-none', csp };
  return { result: 'csp-implemented-with-no-unsafe', csp };
}

function corsTest(headers: ScanInput['headers']): string {
  const origin = header(headers, 'access-control-allow-origin');
  if (origin === undefined) return 'cross-origin-resource-sharing-not-implemented';
  if (origin.trim() === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  return header(headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true'
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function referrerTest(headers: ScanInput['headers']): string {
  const value = header(headers, 'referrer-policy');
  if (value === undefined) return 'referrer-policy-not-implemented';
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const policy = value
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter((token) => good.includes(token) || bad.includes(token))
    .at(-1);
  if (policy === undefined) return 'referrer-policy-header-invalid';
  return good.includes(policy) ? 'referrer-policy-private' : 'referrer-policy-unsafe';
}

function hstsTest(headers: ScanInput['headers']): string {
  const value = header(headers, 'strict-transport-security');
  if (value === undefined) return 'hsts-not-implemented';
  if (value.includes(',')) return 'hsts-header-invalid';
  const maxAge = value
    .split(';')
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('max-age='));
  const seconds = maxAge === undefined ? NaN : Number.parseInt(maxAge.slice('max-age='.length), 10);
  if (Number.isNaN(seconds)) return 'hsts-header-invalid';
  return seconds < SIX_MONTHS
    ? 'hsts-implemented-max-age-less-than-six-months'
    : 'hsts-implemented-max-age-at-least-six-months';
}

function sriTest(html: string): string {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map(([, attributes]) => attributes);
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const ranked = [
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
  ];
  let worst: string | undefined;
  let sameOriginWithIntegrity = false;
  let foreign = false;
  for (const attributes of scripts) {
    const src = /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (src === undefined) continue;
    const integrity = /\sintegrity\s*=/i.test(attributes);
    // The scan cannot tell a same-site absolute address from another site's; this site's scripts are all relative.
    if (!/^(https?:)?\/\//i.test(src)) {
      sameOriginWithIntegrity ||= integrity;
      continue;
    }
    foreign = true;
    const secure = src.toLowerCase().startsWith('https://');
    const result = integrity
      ? secure
        ? undefined
        : 'sri-implemented-but-external-scripts-not-loaded-securely'
      : secure
        ? 'sri-not-implemented-but-external-scripts-loaded-securely'
        : 'sri-not-implemented-and-external-scripts-not-loaded-securely';
    if (result && (worst === undefined || ranked.indexOf(result) < ranked.indexOf(worst))) worst = result;
  }
  if (worst) return worst;
  if (foreign) return 'sri-implemented-and-external-scripts-loaded-securely';
  return sameOriginWithIntegrity
    ? 'sri-implemented-and-all-scripts-loaded-securely'
    : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin';
}

function contentTypeOptionsTest(headers: ScanInput['headers']): string {
  const value = header(headers, 'x-content-type-options');
  if (value === undefined) return 'x-content-type-options-not-implemented';
  return value.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid';
}

function frameOptionsTest(headers: ScanInput['headers'], csp: Map<string, Set<string>> | undefined): string {
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const value = header(headers, 'x-frame-options')?.trim().toLowerCase();
  if (value === undefined) return 'x-frame-options-not-implemented';
  if (value === 'deny' || value === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return value.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function resourcePolicyTest(headers: ScanInput['headers']): string {
  const value = header(headers, 'cross-origin-resource-policy')?.trim().toLowerCase();
  if (value === undefined) return 'cross-origin-resource-policy-not-implemented';
  const known: Record<string, string> = {
    'same-origin': 'cross-origin-resource-policy-implemented-with-same-origin',
    'same-site': 'cross-origin-resource-policy-implemented-with-same-site',
    'cross-origin': 'cross-origin-resource-policy-implemented-with-cross-origin',
  };
  return known[value] ?? 'cross-origin-resource-policy-header-invalid';
}

export function gradeFor(score: number): string {
  const rounded = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([floor]) => rounded >= floor)?.[1] ?? 'F';
}

export function scanHeaders({ headers, html, redirection }: ScanInput): Scan {
  if (header(headers, 'set-cookie') !== undefined) throw new Error('cookies are not modelled: the site sets none');
  const csp = cspTest(headers);
  const results: [string, string][] = [
    ['content-security-policy', csp.result],
    ['cookies', 'cookies-not-found'],
    ['cross-origin-resource-sharing', corsTest(headers)],
    ['redirection', redirection],
    ['referrer-policy', referrerTest(headers)],
    ['strict-transport-security', hstsTest(headers)],
    ['subresource-integrity', sriTest(html)],
    ['x-content-type-options', contentTypeOptionsTest(headers)],
    ['x-frame-options', frameOptionsTest(headers, csp.csp)],
    ['cross-origin-resource-policy', resourcePolicyTest(headers)],
  ];
  const tests = results.map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] }));
  const penalties = tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const withCredit = tests.reduce((sum, { modifier }) => sum + modifier, 0);
  const score = Math.max(100 + penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? 100 + withCredit : 100 + penalties, 0);
  return { score, grade: gradeFor(score), tests };
}
