import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../src/engine/render/outputPaths';
import { publicAddresses, siteAddresses } from '../support/sitePaths';
import { site } from '../support/site';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { PROJECT_ROOT } from '../support/paths';
import {
  duplicateHeadProblems,
  jsonLdBlocks,
  organizationProblems,
  seoHeadProblems,
  type ExpectedHead,
} from './checks/seo';
import { robotsProblems, sitemapProblems } from './checks/sitemap';
import { distDir } from './support';
import { nonEmpty } from '../support/nonEmpty';

const pages = loadContent({ root: PROJECT_ROOT }).pages.map(({ page }) => page);
const read = (file: string) => readFileSync(path.join(distDir(), file), 'utf8');
const htmlOf = (url: string) => read(outputFileFor(url));
const canonicalUrl = (pagePath: string) => `${site.baseUrl}${pagePath === '/' ? '/' : pagePath}`;
const expectedHead = (canonical: string | null): ExpectedHead => ({
  canonical,
  lang: 'en',
  twitterCard: 'summary_large_image',
});

describe('SEO of the prerendered pages', () => {
  const canonicalPages = publicAddresses().filter(({ url, canonicalPath }) => url === canonicalPath);

  it('gives every canonical page a unique title and meta description', () => {
    const pages = canonicalPages.map(({ url }) => ({ url, html: htmlOf(url) }));
    expect(pages.length).toBeGreaterThan(1);
    expect(duplicateHeadProblems(pages)).toEqual([]);
  });

  it.each(nonEmpty(canonicalPages, 'canonical pages'))(
    '$url has lang, an absolute canonical to its own path, Open Graph and a Twitter card',
    ({ url, canonicalPath }) => {
      expect(seoHeadProblems(htmlOf(url), expectedHead(canonicalUrl(canonicalPath)))).toEqual([]);
    },
  );

  it('points og:image and twitter:image of every page at its own 1200×630 PNG share card, a large summary card', () => {
    const images = canonicalPages.map(({ url }) => {
      const html = htmlOf(url);
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(html, url).toContain(`<meta name="twitter:image" content="${image}" />`);
      expect(html, url).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(image, url).toMatch(new RegExp(`^${site.baseUrl}/share/[a-z0-9-]+\\.png$`));
      const png = readFileSync(path.join(distDir(), image.slice(site.baseUrl.length)));
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], image).toEqual([1200, 630]);
      return image;
    });
    expect(new Set(images).size).toBe(canonicalPages.length);
  });

  it('writes no page at an alias, where every host answers with a 301 that no file may shadow', () => {
    const aliases = siteAddresses().filter(({ url, canonicalPath }) => url !== canonicalPath);
    expect(aliases.length).toBeGreaterThan(0);
    for (const { url } of aliases)
      for (const file of [outputFileFor(url), url.slice(1), `${url.slice(1)}/index.html`])
        expect(existsSync(path.join(distDir(), file)), file).toBe(false);
  });

  it('puts valid Organization JSON-LD on the home page only', () => {
    expect(organizationProblems(htmlOf('/'), { name: site.brand.name, url: `${site.baseUrl}/` })).toEqual([]);
    for (const { url } of canonicalPages.filter((address) => address.url !== '/'))
      for (const block of jsonLdBlocks(htmlOf(url))) expect(block, url).not.toMatchObject({ '@type': 'Organization' });
  });

  it.each(nonEmpty(canonicalPages, 'canonical pages'))(
    '$url has the schema.org data its blocks call for: breadcrumbs, FAQPage, Article',
    ({ url }) => {
      const page = pages.find((candidate) => candidate.path === url);
      if (!page) throw new Error(`no page for ${url}`);
      const blocks = jsonLdBlocks(htmlOf(url));
      expect(blocks.filter((block) => block instanceof Error)).toEqual([]);
      const data = blocks.filter((block): block is Record<string, unknown> => !(block instanceof Error));
      for (const block of data) expect(block['@context']).toBe('https://schema.org');
      const faqs = page.blocks.flatMap((block) => (block.type === 'faq' ? block.items : []));
      const articles = page.blocks.filter((block) => block.type === 'article-featured');
      const articleBodies = page.blocks.filter((block) => block.type === 'article-body');
      expect(data.map((block) => block['@type'])).toEqual([
        url === '/' ? 'Organization' : 'BreadcrumbList',
        ...(faqs.length > 0 ? ['FAQPage'] : []),
        ...articles.map(() => 'Article'),
        ...articleBodies.map(() => 'Article'),
      ]);
      if (url !== '/')
        expect(data[0].itemListElement).toEqual([
          { '@type': 'ListItem', position: 1, name: site.brand.name, item: `${site.baseUrl}/` },
          { '@type': 'ListItem', position: 2, name: page.title, item: canonicalUrl(url) },
        ]);
      // Rich results want the marked-up questions on the page itself.
      const faq = data.find((block) => block['@type'] === 'FAQPage');
      const questions = (faq?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[];
      expect(questions.map(({ name }) => name)).toEqual(faqs.map(({ question }) => question));
      const text = textContent(parseDocument(htmlOf(url)));
      for (const { name } of questions) expect(text).toContain(name);
    },
  );

  it('lists canonical URLs only in sitemap.xml, and robots.txt points at it', () => {
    const canonicalUrls = canonicalPages.map(({ canonicalPath }) => canonicalUrl(canonicalPath));
    expect(sitemapProblems(read('sitemap.xml'), canonicalUrls)).toEqual([]);
    expect(robotsProblems(read('robots.txt'), `${site.baseUrl}/sitemap.xml`)).toEqual([]);
  });

  it('writes the 404 page with noindex and no canonical', () => {
    expect(seoHeadProblems(read('404.html'), expectedHead(null))).toEqual([]);
  });
});
