import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleProblems } from '../browser/checks/console';
import { linkProblems, type LinkRules } from '../browser/checks/links';
import { duplicateHeadProblems, organizationProblems, seoHeadProblems, type ExpectedHead } from '../browser/checks/seo';
import { robotsProblems, sitemapProblems } from '../browser/checks/sitemap';
import { PROJECT_ROOT } from '../support/paths';

// The browser suite's string checkers, each shown to fail: a valid input with one thing broken on purpose
// must produce the problem that names it. The page checkers' faults are in tests/browser/checksCatchFaults.test.ts.

const BASE = 'https://www.fernwise.example';
const validHead = readFileSync(path.join(PROJECT_ROOT, 'tests/fixtures/broken-pages/valid-head.html'), 'utf8');
const banking: ExpectedHead = { canonical: `${BASE}/banking`, lang: 'en', twitterCard: 'summary_large_image' };

/** The valid head with `from` replaced by `to`; fails loudly when `from` is absent, so no case breaks nothing. */
function breaking(from: string, to: string): string {
  expect(validHead).toContain(from);
  return validHead.replace(from, to);
}

describe('seoHeadProblems', () => {
  it('passes the valid head', () => {
    expect(seoHeadProblems(validHead, banking)).toEqual([]);
  });

  it.each([
    ['a missing canonical', `<link rel="canonical" href="${BASE}/banking" />`, '', ['no canonical link']],
    [
      'a relative canonical',
      `<link rel="canonical" href="${BASE}/banking" />`,
      '<link rel="canonical" href="/banking" />',
      ['canonical /banking is not an absolute https URL'],
    ],
    [
      'a canonical pointing elsewhere (an alias canonical to itself)',
      `<link rel="canonical" href="${BASE}/banking" />`,
      `<link rel="canonical" href="${BASE}/bank" />`,
      [`canonical ${BASE}/bank points elsewhere than ${BASE}/banking`],
    ],
    [
      'a second canonical',
      `<link rel="canonical" href="${BASE}/banking" />`,
      `<link rel="canonical" href="${BASE}/banking" /><link rel="canonical" href="${BASE}/banking" />`,
      ['2 canonical links'],
    ],
    ['no lang on <html>', '<html lang="en"', '<html', ['<html lang> is missing, expected "en"']],
    ['an empty title', '<title>Checking and savings | Fernwise</title>', '<title></title>', ['no <title>']],
    [
      'no description',
      '<meta name="description" content="High-Yield Savings at 4.20% APY with no monthly fee." />',
      '',
      ['no meta description'],
    ],
    [
      'og:url different from the canonical',
      `<meta property="og:url" content="${BASE}/banking" />`,
      `<meta property="og:url" content="${BASE}/" />`,
      [`og:url is ${BASE}/, expected ${BASE}/banking`],
    ],
    ['no og:title', '<meta property="og:title" content="Checking and savings | Fernwise" />', '', ['no og:title']],
    [
      'a relative og:image',
      `<meta property="og:image" content="${BASE}/images/share-card.svg" />`,
      '<meta property="og:image" content="/images/share-card.svg" />',
      ['og:image /images/share-card.svg is not an absolute https URL'],
    ],
    [
      'a small Twitter card',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:card" content="summary" />',
      ['twitter:card is summary, expected summary_large_image'],
    ],
    [
      'an hreflang alternate',
      '</head>',
      `<link rel="alternate" hreflang="es" href="${BASE}/es/banking" /></head>`,
      ['hreflang alternates, though the site has one language'],
    ],
  ])('reports %s', (_fault, from, to, problems) => {
    expect(seoHeadProblems(breaking(from, to), banking)).toEqual(problems);
  });

  it('reports a canonical and a missing noindex on the not-found page', () => {
    expect(seoHeadProblems(validHead, { ...banking, canonical: null })).toEqual([
      `canonical ${BASE}/banking on a page that must have none`,
      `og:url ${BASE}/banking on a page that must have no canonical`,
      'no <meta name="robots" content="noindex">',
    ]);
  });
});

describe('duplicateHeadProblems', () => {
  it('passes pages with their own titles and descriptions', () => {
    const other = validHead.replace('<title>Checking and savings', '<title>Pricing').replace('4.20% APY', '3 plans');
    expect(
      duplicateHeadProblems([
        { url: '/banking', html: validHead },
        { url: '/pricing', html: other },
      ]),
    ).toEqual([]);
  });

  it('reports a title and a description shared by two pages', () => {
    expect(
      duplicateHeadProblems([
        { url: '/banking', html: validHead },
        { url: '/pricing', html: validHead },
      ]),
    ).toEqual([
      'title "Checking and savings | Fernwise" is shared by /banking, /pricing',
      'description "High-Yield Savings at 4.20% APY with no monthly fee." is shared by /banking, /pricing',
    ]);
  });
});

describe('organizationProblems', () => {
  const expected = { name: 'Fernwise', url: `${BASE}/` };
  const home = (json: string) => `<head><script type="application/ld+json">${json}</script></head>`;
  const valid = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Fernwise',
    url: `${BASE}/`,
  });

  it('passes valid Organization data', () => {
    expect(organizationProblems(home(valid), expected)).toEqual([]);
  });

  it('reports missing, invalid and wrong data', () => {
    expect(organizationProblems('<head></head>', expected)).toEqual(['no JSON-LD block, expected an Organization']);
    expect(organizationProblems(home(valid.slice(0, -1)), expected)[0]).toMatch(/^JSON-LD is not valid JSON/);
    expect(organizationProblems(home(valid.replace('Organization', 'Corporation')), expected)).toEqual([
      'JSON-LD @type is "Corporation", expected "Organization"',
    ]);
  });
});

describe('sitemapProblems and robotsProblems', () => {
  const urls = [`${BASE}/`, `${BASE}/about`, `${BASE}/banking`];
  const sitemap = (listed: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed
      .map((url) => `  <url><loc>${url}</loc></url>`)
      .join('\n')}\n</urlset>\n`;

  it('passes a sitemap of exactly the canonical URLs', () => {
    expect(sitemapProblems(sitemap(urls), urls)).toEqual([]);
  });

  it('reports an alias, the not-found page, a duplicate and an omission', () => {
    expect(
      sitemapProblems(sitemap([...urls.slice(1), `${BASE}/about-us`, `${BASE}/404`, `${BASE}/about`]), urls),
    ).toEqual([
      `lists ${BASE}/about-us, which is not the canonical URL of an indexable page`,
      `lists ${BASE}/404, which is not the canonical URL of an indexable page`,
      `lists ${BASE}/about twice`,
      `omits ${BASE}/`,
    ]);
  });

  it('passes a robots.txt that points at the sitemap, and reports one that does not or shuts crawlers out', () => {
    const robots = `User-agent: *\nAllow: /\n\nSitemap: ${BASE}/sitemap.xml\n`;
    expect(robotsProblems(robots, `${BASE}/sitemap.xml`)).toEqual([]);
    expect(robotsProblems('User-agent: *\nDisallow: /\n', `${BASE}/sitemap.xml`)).toEqual([
      `no "Sitemap: ${BASE}/sitemap.xml" line`,
      '"Disallow: /" shuts search engines out',
    ]);
  });
});

describe('consoleProblems', () => {
  it('reports errors, warnings and uncaught exceptions, hydration warnings among them, and nothing else', () => {
    expect(
      consoleProblems([
        { type: 'log', text: 'ready' },
        { type: 'info', text: 'No page at /reviews; showing the not-found page.' },
        { type: 'error', text: 'Minified React error #418; visit https://react.dev/errors/418' },
        { type: 'warning', text: 'Warning: Prop `id` did not match. Server: "a" Client: "b"' },
        { type: 'uncaught', text: 'boom' },
      ]),
    ).toEqual([
      'error: Minified React error #418; visit https://react.dev/errors/418',
      'warning: Warning: Prop `id` did not match. Server: "a" Client: "b"',
      'uncaught: boom',
    ]);
  });
});

describe('linkProblems', () => {
  const served: Record<string, string> = { '/': '<main id="main-content">', '/banking': '<section id="rates">' };
  const rules: LinkRules = {
    sitePaths: new Set(['/', '/banking', '/bank', '/gone']),
    allowedExternal: ['https://app.fernwise.example', 'https://x.com/fernwise'],
    pageHtml: served['/'],
    serve: async (target) => ({ status: target in served ? 200 : 404, html: served[target] ?? '' }),
  };

  it('passes in-site paths the server answers, existing anchors, mailto, tel and allowed https addresses', async () => {
    const hrefs = [
      '/',
      '/banking#rates',
      '/banking?ref=nav',
      '#main-content',
      'mailto:a@fernwise.example',
      'tel:18005550148',
    ];
    await expect(
      linkProblems([...hrefs, 'https://app.fernwise.example/login', 'https://x.com/fernwise'], rules),
    ).resolves.toEqual([]);
  });

  it('reports each kind of bad link', async () => {
    await expect(
      linkProblems(
        [
          '/nowhere',
          '/gone',
          '/banking#fees',
          '#top',
          'http://app.fernwise.example',
          'javascript:void(0)',
          'https://x.com/fernwise2',
        ],
        rules,
      ),
    ).resolves.toEqual([
      '/nowhere leads to no page of the site',
      '/nowhere answers 404',
      '/gone answers 404',
      '/banking#fees names no element of /banking',
      '#top names no element of the page',
      'http://app.fernwise.example uses a scheme outside https, mailto and tel',
      'javascript:void(0) uses a scheme outside https, mailto and tel',
      'https://x.com/fernwise2 is not an allowed external address',
    ]);
  });
});
