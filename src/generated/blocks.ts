/**
 * GENERATED FILE: do not edit. Source: schema/blocks/*.schema.json and src/blocks/<Name>/, by the naming rule
 * (src/engine/codegen/blockManifest.ts). Regenerate with `npm run gen:blocks`; `npm run lint` fails when this file is stale.
 */
import type { BlockRegistry, EveryBlockHasAnEntry } from '../blocks/blockEntry';
import { ApiReference } from '../blocks/ApiReference';
import { AppDownload } from '../blocks/AppDownload';
import { ArticleBody } from '../blocks/ArticleBody';
import { ArticleFeatured } from '../blocks/ArticleFeatured';
import { ArticleGrid } from '../blocks/ArticleGrid';
import { BannerCarousel } from '../blocks/BannerCarousel';
import { BlockCatalogue } from '../blocks/BlockCatalogue';
import { Calculator } from '../blocks/Calculator';
import { CardGrid } from '../blocks/CardGrid';
import { CategoryGrid } from '../blocks/CategoryGrid';
import { Certifications } from '../blocks/Certifications';
import { CodeSample } from '../blocks/CodeSample';
import { Contact } from '../blocks/Contact';
import { CtaBanner } from '../blocks/CtaBanner';
import { DataTable } from '../blocks/DataTable';
import { DownloadList } from '../blocks/DownloadList';
import { Faq } from '../blocks/Faq';
import { FeatureList } from '../blocks/FeatureList';
import { GoalsProgress } from '../blocks/GoalsProgress';
import { Hero } from '../blocks/Hero';
import { JobList } from '../blocks/JobList';
import { LegalDocument } from '../blocks/LegalDocument';
import { MarketSummary } from '../blocks/MarketSummary';
import { Newsletter } from '../blocks/Newsletter';
import { Notice } from '../blocks/Notice';
import { PartnerBanks } from '../blocks/PartnerBanks';
import { PortfolioMix } from '../blocks/PortfolioMix';
import { PressAndAwards } from '../blocks/PressAndAwards';
import { ProductCards } from '../blocks/ProductCards';
import { QuickLinks } from '../blocks/QuickLinks';
import { RateTable } from '../blocks/RateTable';
import { ScoreDial } from '../blocks/ScoreDial';
import { SearchBox } from '../blocks/SearchBox';
import { Stats } from '../blocks/Stats';
import { StatusBoard } from '../blocks/StatusBoard';
import { Steps } from '../blocks/Steps';
import { Team } from '../blocks/Team';
import { Testimonials } from '../blocks/Testimonials';
import { TierTable } from '../blocks/TierTable';

/** Every block by type: static (HTML only) unless its folder holds a whole-block island. */
export const blockEntries = {
  'api-reference': { runs: 'static', component: ApiReference },
  'app-download': { runs: 'static', component: AppDownload },
  'article-body': { runs: 'static', component: ArticleBody },
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
  'portfolio-mix': { runs: 'static', component: PortfolioMix },
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
} as const satisfies Partial<BlockRegistry>;

/** A block type the page schema allows without an entry fails to compile here, in one line that names it. */
export const everyBlockHasAnEntry: EveryBlockHasAnEntry<typeof blockEntries> = true;
