import type { ComponentType } from 'react';
import type { Block } from '../generated/page';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<BlockOf<T>>;

/** A loader for every block type; each block is its own chunk, so a route downloads only the blocks it shows. */
export type BlockLoaders = { [T in BlockType]: () => Promise<BlockComponent<T>> };

/** The component of some block type. */
export type AnyBlockComponent = { [T in BlockType]: BlockComponent<T> }[BlockType];

/** The components a route has loaded, by type. */
export type LoadedBlocks = ReadonlyMap<BlockType, AnyBlockComponent>;

export const blockLoaders = {
  'api-reference': () => import('./ApiReference').then((module) => module.ApiReference),
  'app-download': () => import('./AppDownload').then((module) => module.AppDownload),
  'article-featured': () => import('./ArticleFeatured').then((module) => module.ArticleFeatured),
  'article-grid': () => import('./ArticleGrid').then((module) => module.ArticleGrid),
  'banner-carousel': () => import('./BannerCarousel').then((module) => module.BannerCarousel),
  'block-catalogue': () => import('./BlockCatalogue').then((module) => module.BlockCatalogue),
  calculator: () => import('./Calculator').then((module) => module.Calculator),
  'card-grid': () => import('./CardGrid').then((module) => module.CardGrid),
  'category-grid': () => import('./CategoryGrid').then((module) => module.CategoryGrid),
  certifications: () => import('./Certifications').then((module) => module.Certifications),
  'code-sample': () => import('./CodeSample').then((module) => module.CodeSample),
  contact: () => import('./Contact').then((module) => module.Contact),
  'cta-banner': () => import('./CtaBanner').then((module) => module.CtaBanner),
  'data-table': () => import('./DataTable').then((module) => module.DataTable),
  'download-list': () => import('./DownloadList').then((module) => module.DownloadList),
  faq: () => import('./Faq').then((module) => module.Faq),
  'feature-list': () => import('./FeatureList').then((module) => module.FeatureList),
  'goals-progress': () => import('./GoalsProgress').then((module) => module.GoalsProgress),
  hero: () => import('./Hero').then((module) => module.Hero),
  'job-list': () => import('./JobList').then((module) => module.JobList),
  'legal-document': () => import('./LegalDocument').then((module) => module.LegalDocument),
  'market-summary': () => import('./MarketSummary').then((module) => module.MarketSummary),
  newsletter: () => import('./Newsletter').then((module) => module.Newsletter),
  notice: () => import('./Notice').then((module) => module.Notice),
  'partner-banks': () => import('./PartnerBanks').then((module) => module.PartnerBanks),
  'press-and-awards': () => import('./PressAndAwards').then((module) => module.PressAndAwards),
  'product-cards': () => import('./ProductCards').then((module) => module.ProductCards),
  'quick-links': () => import('./QuickLinks').then((module) => module.QuickLinks),
  'rate-table': () => import('./RateTable').then((module) => module.RateTable),
  'score-dial': () => import('./ScoreDial').then((module) => module.ScoreDial),
  'search-box': () => import('./SearchBox').then((module) => module.SearchBox),
  stats: () => import('./Stats').then((module) => module.Stats),
  'status-board': () => import('./StatusBoard').then((module) => module.StatusBoard),
  steps: () => import('./Steps').then((module) => module.Steps),
  team: () => import('./Team').then((module) => module.Team),
  testimonials: () => import('./Testimonials').then((module) => module.Testimonials),
  'tier-table': () => import('./TierTable').then((module) => module.TierTable),
} satisfies BlockLoaders;

/** Every block type the registry knows. */
export const BLOCK_TYPES = Object.keys(blockLoaders) as BlockType[];

export async function loadBlocks(types: readonly BlockType[]): Promise<LoadedBlocks> {
  const components = await Promise.all(types.map((type) => blockLoaders[type]()));
  return new Map<BlockType, AnyBlockComponent>(types.map((type, index) => [type, components[index]]));
}
