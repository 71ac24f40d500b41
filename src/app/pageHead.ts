import type { Page } from '../generated/page';
import type { Site } from '../generated/site';

export interface PageHead {
  title: string;
  description: string;
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
    canonical: isNotFound ? undefined : `${site.baseUrl}${isHome ? '/' : page.path}`,
    noindex: isNotFound,
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
  return tags.join('\n    ');
}

/** Brings document.title, the description and the canonical link in line with the page after client navigation. */
export function applyHead(head: PageHead, document: Document): void {
  document.title = head.title;
  document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  const canonical = document.querySelector('link[rel="canonical"]');
  if (head.canonical) {
    if (canonical) canonical.setAttribute('href', head.canonical);
    else document.head.insertAdjacentHTML('beforeend', `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  } else {
    canonical?.remove();
  }
}
