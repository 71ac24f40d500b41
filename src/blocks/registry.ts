import type { ComponentType } from 'react';
import type { IslandTrigger } from '../core/islands';
import type { Block } from '../generated/page';
import type { ReactIsland } from '../ui/islands/reactIsland';
import { ApiReference } from './ApiReference';
import { AppDownload } from './AppDownload';
import { ArticleFeatured } from './ArticleFeatured';
import { ArticleGrid } from './ArticleGrid';
import { BannerCarousel } from './BannerCarousel';
import { BlockCatalogue } from './BlockCatalogue';
import { Calculator } from './Calculator';
import { CardGrid } from './CardGrid';
import { CategoryGrid } from './CategoryGrid';
import { Certifications } from './Certifications';
import { CodeSample } from './CodeSample';
import { Contact } from './Contact';
import { CtaBanner } from './CtaBanner';
import { DataTable } from './DataTable';
import { DownloadList } from './DownloadList';
import { Faq } from './Faq';
import { FeatureList } from './FeatureList';
import { GoalsProgress } from './GoalsProgress';
import { Hero } from './Hero';
import { JobList } from './JobList';
import { LegalDocument } from './LegalDocument';
import { MarketSummary } from './MarketSummary';
import { Newsletter } from './Newsletter';
import { Notice } from './Notice';
import { PartnerBanks } from './PartnerBanks';
import { PressAndAwards } from './PressAndAwards';
import { ProductCards } from './ProductCards';
import { QuickLinks } from './QuickLinks';
import { RateTable } from './RateTable';
import { ScoreDial } from './ScoreDial';
import { SearchBox } from './SearchBox';
import { Stats } from './Stats';
import { StatusBoard } from './StatusBoard';
import { Steps } from './Steps';
import { Team } from './Team';
import { Testimonials } from './Testimonials';
import { TierTable } from './TierTable';

export type BlockType = Block['type'];
export type BlockOf<T extends BlockType> = Extract<Block, { type: T }>;
export type BlockComponent<T extends BlockType> = ComponentType<BlockOf<T>>;

/**
 * How a block runs in the browser:
 * - `static`: its HTML only. Its code stays on the server and never reaches the client bundle; parts of it may
 *   still be islands of their own (`<Island>` inside its component, such as the hero's back button).
 * - an island trigger (see ISLAND_TRIGGERS): the whole block hydrates as one React island, whose code is its
 *   `<Name>.island.tsx` module.
 */
export type BlockEntry<T extends BlockType> =
  { runs: 'static'; component: BlockComponent<T> } | { runs: IslandTrigger; island: ReactIsland<BlockOf<T>> };

/** One entry per block type: a type without a decision, an extra one or a mistyped component fails to compile. */
export type BlockRegistry = { [T in BlockType]: BlockEntry<T> };

export const blockRegistry = {
  'api-reference': { runs: 'static', component: ApiReference },
  'app-download': { runs: 'static', component: AppDownload },
  'article-featured': { runs: 'static', component: ArticleFeatured },
  'article-grid': { runs: 'static', component: ArticleGrid },
  'banner-carousel': { runs: 'static', component: BannerCarousel },
  'block-catalogue': { runs: 'static', component: BlockCatalogue },
  calculator: { runs: 'static', component: Calculator },
  'card-grid': { runs: 'static', component: CardGrid },
  'category-grid': { runs: 'static', component: CategoryGrid },
  certifications: { runs: 'static', component: Certifications },
  'code-sample': { runs: 'static', component: CodeSample },
  contact: { runs: 'static', component: Contact },
  'cta-banner': { runs: 'static', component: CtaBanner },
  'data-table': { runs: 'static', component: DataTable },
  'download-list': { runs: 'static', component: DownloadList },
  faq: { runs: 'static', component: Faq },
  'feature-list': { runs: 'static', component: FeatureList },
  'goals-progress': { runs: 'static', component: GoalsProgress },
  hero: { runs: 'static', component: Hero },
  'job-list': { runs: 'static', component: JobList },
  'legal-document': { runs: 'static', component: LegalDocument },
  'market-summary': { runs: 'static', component: MarketSummary },
  newsletter: { runs: 'static', component: Newsletter },
  notice: { runs: 'static', component: Notice },
  'partner-banks': { runs: 'static', component: PartnerBanks },
  'press-and-awards': { runs: 'static', component: PressAndAwards },
  'product-cards': { runs: 'static', component: ProductCards },
  'quick-links': { runs: 'static', component: QuickLinks },
  'rate-table': { runs: 'static', component: RateTable },
  'score-dial': { runs: 'static', component: ScoreDial },
  'search-box': { runs: 'static', component: SearchBox },
  stats: { runs: 'static', component: Stats },
  'status-board': { runs: 'static', component: StatusBoard },
  steps: { runs: 'static', component: Steps },
  team: { runs: 'static', component: Team },
  testimonials: { runs: 'static', component: Testimonials },
  'tier-table': { runs: 'static', component: TierTable },
} as const satisfies BlockRegistry;

/** Every block type the registry knows. */
export const BLOCK_TYPES = Object.keys(blockRegistry) as BlockType[];
