import type { Page } from '../generated/page.ts';
import type { Site } from '../generated/site.ts';
import { structuredData, type StructuredData } from './structuredData.ts';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardPath } from './shareCard.ts';

export interface PageHead {
  title: string;
  description: string;
  siteName: string;
  /** Absolute URL of the page's share card (a 1200×630 PNG the build draws), and its text alternative. */
  image: string;
  imageAlt: string;
  /** schema.org JSON-LD: Organization on home, breadcrumbs elsewhere, FAQPage, Article (see structuredData.ts). */
  structuredData: StructuredData[];
  /** Absolute canonical URL; absent for the not-found page, which must not be indexed. */
  canonical?: string;
  noindex: boolean;
}

export const NOT_FOUND_PAGE_PATH = '*';

/** Head tags of a page. An alias's canonical points at its page's primary path. */
export function pageHead(page: Page, site: Site): PageHead {
  const isNotFound = page.path === NOT_FOUND_PAGE_PATH;
  const isHome = page.path === '/';
  return {
    title: isHome ? `${site.brand.name}: ${page.title}` : `${page.title} | ${site.brand.name}`,
    description: page.description,
    siteName: site.brand.name,
    image: `${site.baseUrl}${shareCardPath(page.path)}`,
    imageAlt: `${page.title}: ${site.brand.name}`,
    structuredData: structuredData(page, site),
    canonical: isNotFound ? undefined : `${site.baseUrl}${isHome ? '/' : page.path}`,
    noindex: isNotFound || page.noindex === true,
  };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => escapes[character]);
}

/** The head tags as HTML, for the prerendered files. */
export function renderHeadTags(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
  ];
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  const social: [string, string | undefined][] = [
    ['og:type', 'website'],
    ['og:site_name', head.siteName],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', head.canonical],
    ['og:image', head.image],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(SHARE_CARD_WIDTH)],
    ['og:image:height', String(SHARE_CARD_HEIGHT)],
    ['og:image:alt', head.imageAlt],
  ];
  for (const [property, content] of social) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  }
  // X reads og:title and og:description when twitter:title and twitter:description are absent, and they would say
  // the same: repeating them cost every page two more copies of its title and description.
  tags.push('<meta name="twitter:card" content="summary_large_image" />');
  tags.push(`<meta name="twitter:image" content="${escapeHtml(head.image)}" />`);
  tags.push(`<meta name="twitter:image:alt" content="${escapeHtml(head.imageAlt)}" />`);
  for (const data of head.structuredData) {
    // JSON inside a script element: escaping "<" keeps any text from closing the element early.
    const json = JSON.stringify(data).replace(/</g, '\\u003c');
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}
