import { escapeHtml } from '../../core/pageHead.ts';
import type { Page } from '../../generated/page.ts';

/** sitemap.xml listing the canonical URL of every indexable page: no aliases, no noindex pages, no 404. */
export function renderSitemap(baseUrl: string, pages: readonly Pick<Page, 'path' | 'noindex'>[]): string {
  const urls = pages
    .filter((page) => page.path !== '*' && page.noindex !== true)
    .map((page) => `${baseUrl}${page.path === '/' ? '/' : page.path}`)
    .sort();
  const entries = urls.map((url) => `  <url><loc>${escapeHtml(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function renderRobots(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}
