import type { Article, BreadcrumbList, FAQPage, Organization, WithContext } from 'schema-dts';
import type { ArticleBodyBlock, ArticleFeaturedBlock, FaqBlock, Page } from '../generated/page.ts';
import type { Site } from '../generated/site.ts';
import { NOT_FOUND_PATH } from './routePaths.ts';

/**
 * The schema.org structured data (JSON-LD) of a page, typed by schema-dts so that a property schema.org does not
 * define for a type is a compile error: Organization on the home page, a BreadcrumbList on every other page, an
 * FAQPage for the page's FAQ blocks and an Article for each featured article and each article's own page. Every value comes from the YAML.
 */
export type StructuredData =
  WithContext<Organization> | WithContext<BreadcrumbList> | WithContext<FAQPage> | WithContext<Article>;

const CONTEXT = 'https://schema.org';

function organization(site: Site): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.brand.name,
    description: site.brand.description,
    url: `${site.baseUrl}/`,
    logo: `${site.baseUrl}/favicon.svg`,
    email: site.emails.contact,
    telephone: site.phone,
    foundingDate: String(site.establishedYear),
    sameAs: [
      `https://x.com/${site.social.twitter}`,
      `https://www.linkedin.com/company/${site.social.linkedin}`,
      `https://www.facebook.com/${site.social.facebook}`,
    ],
  };
}

/** Home, then the page: the site has one level below its home page. */
function breadcrumbs(page: Page, site: Site): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: site.brand.name, item: `${site.baseUrl}/` },
      { '@type': 'ListItem', position: 2, name: page.title, item: `${site.baseUrl}${page.path}` },
    ],
  };
}

function faqPage(blocks: readonly FaqBlock[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: blocks.flatMap((block) =>
      block.items.map((item) => ({
        '@type': 'Question' as const,
        name: item.question,
        acceptedAnswer: { '@type': 'Answer' as const, text: item.answer },
      })),
    ),
  };
}

function article(block: ArticleFeaturedBlock, site: Site): WithContext<Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: block.title,
    description: block.excerpt,
    datePublished: block.date,
    articleSection: block.category,
    timeRequired: block.readTime,
    author: { '@type': 'Person', name: block.author },
    publisher: { '@type': 'Organization', name: site.brand.name, url: `${site.baseUrl}/` },
    ...(block.image && { image: `${site.baseUrl}${block.image.src}` }),
  };
}

/** An article's own page: headline and summary are the page's title and description, the rest its article-body. */
function articlePage(page: Page, block: ArticleBodyBlock, site: Site): WithContext<Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: page.title,
    description: page.description,
    datePublished: block.date,
    articleSection: block.category,
    timeRequired: block.readTime,
    author: { '@type': 'Person', name: block.author },
    publisher: { '@type': 'Organization', name: site.brand.name, url: `${site.baseUrl}/` },
    image: `${site.baseUrl}${block.image.src}`,
    mainEntityOfPage: `${site.baseUrl}${page.path}`,
  };
}

export function structuredData(page: Page, site: Site): StructuredData[] {
  if (page.path === NOT_FOUND_PATH) return [];
  const faqs = page.blocks.filter((block): block is FaqBlock => block.type === 'faq');
  const articles = page.blocks.filter((block): block is ArticleFeaturedBlock => block.type === 'article-featured');
  const bodies = page.blocks.filter((block): block is ArticleBodyBlock => block.type === 'article-body');
  return [
    page.path === '/' ? organization(site) : breadcrumbs(page, site),
    ...(faqs.length > 0 ? [faqPage(faqs)] : []),
    ...articles.map((block) => article(block, site)),
    ...bodies.map((block) => articlePage(page, block, site)),
  ];
}
