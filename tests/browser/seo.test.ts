import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../src/engine/prerender';
import { PROJECT_ROOT } from '../support/paths';
import { publicAddresses, siteAddresses } from '../support/sitePaths';
import { site } from '../support/site';

const dist = path.join(PROJECT_ROOT, 'dist');
const htmlOf = (url: string) => readFileSync(path.join(dist, outputFileFor(url)), 'utf8');
const canonicalUrl = (pagePath: string) => `${site.baseUrl}${pagePath === '/' ? '/' : pagePath}`;

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
}

describe('SEO of the prerendered pages', () => {
  const canonicalPages = publicAddresses().filter(({ url, canonicalPath }) => url === canonicalPath);

  it('gives every canonical page a unique title and meta description', () => {
    const titles = canonicalPages.map(({ url }) => /<title>([^<]+)<\/title>/.exec(htmlOf(url))?.[1]);
    const descriptions = canonicalPages.map(({ url }) => meta(htmlOf(url), 'name', 'description'));
    expect(titles.every(Boolean)).toBe(true);
    expect(descriptions.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it.each(siteAddresses())(
    '$url has lang, an absolute canonical to its primary path, Open Graph and a Twitter card',
    ({ url, canonicalPath }) => {
      const html = htmlOf(url);
      expect(html).toMatch(/<html lang="en"/);
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]).toBe(canonicalUrl(canonicalPath));
      expect(meta(html, 'property', 'og:url')).toBe(canonicalUrl(canonicalPath));
      for (const key of ['og:title', 'og:description', 'og:image'])
        expect(meta(html, 'property', key), key).toBeTruthy();
      expect(meta(html, 'property', 'og:image')).toMatch(/^https:\/\//);
      expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(html).not.toContain('hreflang');
    },
  );

  it('puts valid Organization JSON-LD on the home page only', () => {
    const blocks = [...htmlOf('/').matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0][1]) as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Organization', name: site.brand.name, url: `${site.baseUrl}/` });
    expect(htmlOf('/banking')).not.toContain('application/ld+json');
  });

  it('lists canonical URLs only in sitemap.xml, and robots.txt points at it', () => {
    const sitemap = readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]).sort();
    expect(listed).toEqual(canonicalPages.map(({ canonicalPath }) => canonicalUrl(canonicalPath)).sort());
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${site.baseUrl}/sitemap.xml`);
  });

  it('writes the 404 page with noindex and no canonical', () => {
    expect(existsSync(path.join(dist, '404.html'))).toBe(true);
    const html = readFileSync(path.join(dist, '404.html'), 'utf8');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });
});
