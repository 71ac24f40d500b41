/**
 * GENERATED FILE: do not edit. Source: schema/page.schema.json.
 * Regenerate with `npm run gen:blocks`; `npm run lint` fails when this file is stale.
 */

/**
 * A section of the page; its type picks the block.
 */
export type Block =
  | ApiReferenceBlock
  | AppDownloadBlock
  | ArticleBodyBlock
  | ArticleFeaturedBlock
  | ArticleGridBlock
  | BannerCarouselBlock
  | BlockCatalogueBlock
  | CalculatorBlock
  | CardGridBlock
  | CategoryGridBlock
  | CertificationsBlock
  | CodeSampleBlock
  | ContactBlock
  | CtaBannerBlock
  | DataTableBlock
  | DownloadListBlock
  | FaqBlock
  | FeatureListBlock
  | GoalsProgressBlock
  | HeroBlock
  | JobListBlock
  | LegalDocumentBlock
  | MarketSummaryBlock
  | NewsletterBlock
  | NoticeBlock
  | PartnerBanksBlock
  | PortfolioMixBlock
  | PressAndAwardsBlock
  | ProductCardsBlock
  | QuickLinksBlock
  | RateTableBlock
  | ScoreDialBlock
  | SearchBoxBlock
  | StatsBlock
  | StatusBoardBlock
  | StepsBlock
  | TeamBlock
  | TestimonialsBlock
  | TierTableBlock;
/**
 * A calculator that computes as the visitor types: loan payment, insurance need, renters coverage, savings goal, retirement balance or emergency fund. Every label, bound and message comes from here; results are estimates in US dollars.
 */
export type CalculatorBlock = {
  /**
   * A calculator that computes as the visitor types: loan payment, insurance need, renters coverage, savings goal, retirement balance or emergency fund. Every label, bound and message comes from here; results are estimates in US dollars.
   */
  type: 'calculator';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The calculator's own title, shown as a level-3 heading on its card, such as Loan payment calculator.
   */
  title?: string;
  /**
   * What the calculator computes, and so which inputs and outputs it needs (each exactly once, in any order): loan-payment: inputs amount, rate, term → outputs monthlyPayment, totalInterest, totalPaid; insurance-need: inputs income, years → outputs coverage; renters-coverage: inputs electronics, belongings → outputs coverage; savings-goal: inputs goal, years, rate → outputs monthlySaving; retirement: inputs savings, contribution, years, rate → outputs balance; emergency-fund: inputs expenses, months → outputs fund. Rates are annual percentages; amounts are dollars; term, years and months are whole numbers.
   */
  kind:
    'loan-payment' | 'insurance-need' | 'renters-coverage' | 'savings-goal' | 'retirement' | 'emergency-fund';
  /**
   * The fields the visitor fills in, top to bottom. Which ids are needed depends on kind.
   *
   * @minItems 2
   * @maxItems 4
   */
  inputs: CalculatorInput[];
  /**
   * The results shown, top to bottom; the first is shown largest. Which ids are needed depends on kind.
   *
   * @minItems 1
   * @maxItems 3
   */
  outputs: CalculatorOutput[];
  /**
   * Words above the results, such as Your estimate.
   */
  resultsHeading: string;
  /**
   * A chart beside the results, drawn from the visitor's numbers and redrawn as they type, with its figures as a table for assistive technology and for anyone who opens it. What it draws depends on kind: loan-payment: principal and interest paid each year; savings-goal and retirement: money paid in and growth by the end of each year; insurance-need: the income replaced by each year; emergency-fund: the fund by each month; renters-coverage: the value of each part.
   */
  chart?: {
    /**
     * What the chart shows, above it and as its table's caption, such as Principal and interest paid each year.
     */
    title: string;
    /**
     * What a column is, written before its number under the chart and as the table's first column heading, such as Year or Month; for renters-coverage the heading of the parts' column, such as Item (each part is named by its field's label).
     */
    periodLabel: string;
    /**
     * The labels of the stacked values, bottom first, shown in the legend and as table headings: two for loan-payment (principal, interest), savings-goal and retirement (paid in, growth); one for insurance-need, emergency-fund and renters-coverage.
     *
     * @minItems 1
     * @maxItems 2
     *
     * Items: One series' label, such as Principal.
     */
    series: string[];
    /**
     * The summary that opens the table of the chart's figures, such as Show the figures.
     */
    tableLabel: string;
  };
  /**
   * Shown instead of the results while any field is empty, negative or out of range, such as Enter a value in every field, within the ranges shown, to see your estimate.
   */
  invalidInputMessage: string;
  /**
   * Shown under a field whose value is empty or out of range. {min} and {max} are replaced by that field's bounds, written with its prefix and suffix; a suffix that is a word (with its leading space, such as  years) is written after {max} only, so Enter a number from {min} to {max}. reads Enter a number from 1 to 10 years.
   */
  rangeMessage: string;
  /**
   * Small print under the results: that the figures are estimates, not an offer.
   */
  note: string;
};
/**
 * Which quantity this field is; see kind for the ids each calculator needs.
 */
export type CalculatorInputId =
  | 'amount'
  | 'rate'
  | 'term'
  | 'income'
  | 'years'
  | 'electronics'
  | 'belongings'
  | 'goal'
  | 'savings'
  | 'contribution'
  | 'expenses'
  | 'months';
/**
 * Which result this is; see kind for the ids each calculator gives.
 */
export type CalculatorOutputId =
  'monthlyPayment' | 'totalInterest' | 'totalPaid' | 'coverage' | 'monthlySaving' | 'balance' | 'fund';
/**
 * The section's composition: stack (default), split (heading beside the content), band (full-bleed deep green) or tinted (full-bleed pale green).
 */
export type SectionLayout = 'stack' | 'split' | 'band' | 'tinted';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName1 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName2 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName3 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName4 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * The section's composition: stack (default), split (heading beside the content), band (full-bleed deep green) or tinted (full-bleed pale green).
 */
export type SectionLayout1 = 'stack' | 'split' | 'band' | 'tinted';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName5 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName6 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Colour of the progress bar; fern when not given (icons keep the brand accent).
 */
export type Accent = 'fern' | 'ocean' | 'gold' | 'plum' | 'coral' | 'slate';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName7 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Colour of the card face; fern when not given.
 */
export type Accent1 = 'fern' | 'ocean' | 'gold' | 'plum' | 'coral' | 'slate';
/**
 * The band's colour on the gauge and in the legend.
 */
export type Accent2 = 'fern' | 'ocean' | 'gold' | 'plum' | 'coral' | 'slate';
/**
 * The section's composition: stack (default), split (heading beside the content), band (full-bleed deep green) or tinted (full-bleed pale green).
 */
export type SectionLayout2 = 'stack' | 'split' | 'band' | 'tinted';
/**
 * Name of an icon from the site's icon set.
 */
export type IconName8 =
  | 'bank'
  | 'piggy-bank'
  | 'chart-line'
  | 'trending-up'
  | 'credit-card'
  | 'gauge'
  | 'shield-check'
  | 'lock'
  | 'home'
  | 'school'
  | 'cash'
  | 'coin'
  | 'gift'
  | 'briefcase'
  | 'building'
  | 'users'
  | 'device-mobile'
  | 'world'
  | 'receipt'
  | 'calculator'
  | 'heart-handshake'
  | 'umbrella'
  | 'plane'
  | 'target'
  | 'bolt'
  | 'clock'
  | 'star'
  | 'mail'
  | 'phone'
  | 'message'
  | 'help'
  | 'file-text'
  | 'code'
  | 'arrows-exchange'
  | 'wallet'
  | 'percentage'
  | 'certificate'
  | 'eye'
  | 'fingerprint'
  | 'headset';
/**
 * Colour of the avatar; fern when not set.
 */
export type Accent3 = 'fern' | 'ocean' | 'gold' | 'plum' | 'coral' | 'slate';
/**
 * true (included), false (not included) or a short text such as 4/month.
 */
export type TierComparisonValue = boolean | string;

/**
 * One route of the site: its address, its head tags, and the blocks it shows from top to bottom.
 */
export interface Page {
  /**
   * The page's canonical address: / or lowercase segments such as /banking, no trailing slash. The not-found page uses * and is shown for every path no page claims.
   */
  path: string;
  /**
   * Other addresses that show this same page, such as /about-us for /about. Their canonical link points at path.
   *
   * Items: An alias address, written like path.
   */
  aliases?: string[];
  /**
   * Keep the page out of search engines and the sitemap.
   */
  noindex?: boolean;
  /**
   * Shown by the dev server only (npm run dev), as the block catalogue is: the build writes no file for it, so its address is not found on the public site.
   */
  devOnly?: boolean;
  /**
   * The browser tab and search-result title, without the brand name (it is added).
   */
  title: string;
  /**
   * The meta description search engines show under the title: one or two sentences.
   */
  description: string;
  /**
   * The page's sections from top to bottom. The first is a hero, whose title is the page's heading.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A list of API endpoints with coloured method badges (GET green, POST blue, PUT yellow, others red) and a search field that filters the list as the visitor types.
 */
export interface ApiReferenceBlock {
  /**
   * A list of API endpoints with coloured method badges (GET green, POST blue, PUT yellow, others red) and a search field that filters the list as the visitor types.
   */
  type: 'api-reference';
  /**
   * Id of the block, so links can point at it with #id.
   */
  id?: string;
  /**
   * The section's heading, such as API reference.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The search field's label, such as Search endpoints.
   */
  searchLabel: string;
  /**
   * Example text inside the empty search field, such as Try transfers or POST.
   */
  searchPlaceholder?: string;
  /**
   * Shown when no endpoint matches the search.
   */
  noMatchMessage: string;
  /**
   * Read to screen-reader users as the list narrows: {count} becomes the number of endpoints shown, such as {count} endpoints shown.
   */
  countTemplate: string;
  /**
   * The same for exactly one, such as {count} endpoint shown. countTemplate is used if not given.
   */
  countTemplateOne?: string;
  /**
   * Words before each endpoint's authentication text, such as Authentication.
   */
  authLabel: string;
  /**
   * The endpoints, in the order shown.
   *
   * @minItems 1
   * @maxItems 80
   */
  endpoints: ApiEndpoint[];
}
export interface ApiEndpoint {
  /**
   * The HTTP method.
   */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /**
   * The path, such as /api/v1/accounts; {name} marks a parameter.
   */
  endpoint: string;
  /**
   * What the endpoint does.
   */
  description: string;
  /**
   * Its authentication, such as Required.
   */
  auth: string;
}
/**
 * Invites visitors to get the mobile app: a heading, text, a QR code drawn at build time from qrUrl, and App Store and Google Play badges.
 */
export interface AppDownloadBlock {
  /**
   * Invites visitors to get the mobile app: a heading, text, a QR code drawn at build time from qrUrl, and App Store and Google Play badges.
   */
  type: 'app-download';
  /**
   * Id of the section, so links can point at it with #id.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * What the app does, in a sentence or two. A blank line starts a new paragraph.
   */
  text?: string;
  /**
   * Short points listed with check marks under the text, such as Mobile check deposit.
   *
   * @maxItems 6
   *
   * Items: One point.
   */
  points?: string[];
  /**
   * The https:// address the QR code opens; the code is generated from it when the site is built.
   */
  qrUrl: string;
  /**
   * What the QR code is for, read to screen-reader users, such as QR code to download the Fernwise app.
   */
  qrAlt: string;
  /**
   * A line under the QR code, such as Scan with your phone's camera.
   */
  qrCaption?: string;
  /**
   * Store badges, drawn by the site (no store artwork is downloaded).
   *
   * @minItems 1
   * @maxItems 2
   */
  badges: StoreBadge[];
}
export interface StoreBadge {
  /**
   * Which store, which picks the badge's logo.
   */
  store: 'app-store' | 'google-play';
  /**
   * The small line above the store name, such as Download on the or Get it on.
   */
  overline: string;
  /**
   * The store name shown large, such as App Store or Google Play.
   */
  label: string;
  /**
   * Where the badge goes: the app's store listing.
   */
  href: string;
  /**
   * Open the store in a new tab; screen readers are told so.
   */
  newTab?: boolean;
}
/**
 * A published article's body: its byline (author, date, reading time, category), its picture and its sections of paragraphs, with a link back to the list. Follows the page's hero, whose title is the article's headline; the page's title and description are the article's headline and summary in its Article structured data.
 */
export interface ArticleBodyBlock {
  /**
   * A published article's body: its byline (author, date, reading time, category), its picture and its sections of paragraphs, with a link back to the list. Follows the page's hero, whose title is the article's headline; the page's title and description are the article's headline and summary in its Article structured data.
   */
  type: 'article-body';
  /**
   * Id of the block, so links can point at it with #id.
   */
  id?: string;
  /**
   * The article's category, such as Savings.
   */
  category: string;
  /**
   * The publication date.
   */
  date: string;
  /**
   * The author's name.
   */
  author: string;
  /**
   * Read before the author's name, such as By.
   */
  bylineLabel?: string;
  /**
   * The reading time as shown, such as 5 min read.
   */
  readTime: string;
  image: Image;
  /**
   * The article's text: sections in order, each with an optional level-2 heading and its paragraphs.
   *
   * @minItems 1
   * @maxItems 20
   */
  sections: ArticleSection[];
  back: Link;
}
/**
 * The article's picture, shown under the byline and on its card in the list.
 */
export interface Image {
  /**
   * Path of an SVG file under public/, such as /images/savings.svg.
   */
  src: string;
  /**
   * What the image shows, read to screen-reader users. Use an empty string only for a purely decorative image.
   */
  alt: string;
}
export interface ArticleSection {
  /**
   * The section's heading (level 2).
   */
  heading?: string;
  /**
   * The section's paragraphs, as plain text.
   *
   * @minItems 1
   * @maxItems 20
   *
   * Items: One paragraph.
   */
  paragraphs: string[];
}
/**
 * The link back to the list of articles, such as All articles to /blog.
 */
export interface Link {
  /**
   * The link text visitors read.
   */
  label: string;
  /**
   * Where the link goes.
   */
  href: string;
  /**
   * One line under the label, shown where the block has room for it.
   */
  description?: string;
}
/**
 * One featured article in a wide card: category, date, read time, title, excerpt and author, with an optional illustration and link.
 */
export interface ArticleFeaturedBlock {
  /**
   * One featured article in a wide card: category, date, read time, title, excerpt and author, with an optional illustration and link.
   */
  type: 'article-featured';
  /**
   * Id of the block, so links can point at it with #id.
   */
  id?: string;
  /**
   * Heading above the card, such as Featured article. Without it the article's title is the level-2 heading.
   */
  heading?: string;
  /**
   * A short tag on the card, such as Featured.
   */
  badge?: string;
  /**
   * The article's category, such as Savings.
   */
  category: string;
  /**
   * The publication date.
   */
  date: string;
  /**
   * The reading time as shown, such as 8 min read.
   */
  readTime: string;
  /**
   * The article's title.
   */
  title: string;
  /**
   * A paragraph or two from or about the article.
   */
  excerpt: string;
  /**
   * The author's name, optionally with a role, such as Maya Okafor, CFP.
   */
  author: string;
  image?: Image1;
  link?: Link1;
}
/**
 * An illustration beside the text on wide screens, above it on narrow ones.
 */
export interface Image1 {
  /**
   * Path of an SVG file under public/, such as /images/savings.svg.
   */
  src: string;
  /**
   * What the image shows, read to screen-reader users. Use an empty string only for a purely decorative image.
   */
  alt: string;
}
/**
 * A link under the excerpt, such as Read the article.
 */
export interface Link1 {
  /**
   * The link text visitors read.
   */
  label: string;
  /**
   * Where the link goes.
   */
  href: string;
  /**
   * One line under the label, shown where the block has room for it.
   */
  description?: string;
}
/**
 * A grid of article cards. The first pageSize articles show at once; a button reveals the next pageSize and disappears once all are shown. Each card shows at most its first two tags.
 */
export interface ArticleGridBlock {
  /**
   * A grid of article cards. The first pageSize articles show at once; a button reveals the next pageSize and disappears once all are shown. Each card shows at most its first two tags.
   */
  type: 'article-grid';
  /**
   * Id of the block, so links can point at it with #id.
   */
  id?: string;
  /**
   * The section's heading, such as Latest articles.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  filter?: ArticleFilter;
  /**
   * How many articles show at first, and how many more each press of the button reveals. 6 if not given.
   */
  pageSize?: number;
  /**
   * The button text, such as Load More Articles.
   */
  loadMoreLabel: string;
  /**
   * Read to screen-reader users after the button reveals more articles: {shown} becomes the number shown and {total} the number of articles, such as Showing {shown} of {total} articles.
   */
  shownTemplate: string;
  /**
   * The articles, newest first.
   *
   * @minItems 1
   * @maxItems 60
   */
  articles: GridArticle[];
}
/**
 * Category links above the cards, each with its number of articles, counted from the articles themselves; following one shows only that category's articles (without JavaScript too). The categories are the articles' own, in the order they first appear; at most 12.
 */
export interface ArticleFilter {
  /**
   * The name of the category links, read to screen-reader users and shown above them, such as Browse by category.
   */
  label: string;
  /**
   * The link that shows every article again, such as All articles.
   */
  allLabel: string;
  /**
   * The number of articles beside each link: {count} becomes the number, such as {count} articles.
   */
  countTemplate: string;
  /**
   * The count for exactly one article, such as {count} article. countTemplate if not given.
   */
  countTemplateOne?: string;
  /**
   * Shown above the cards while one category is picked: {category} becomes its name and {count} its count, such as Showing {count} in {category}.
   */
  resultTemplate: string;
}
export interface GridArticle {
  /**
   * The article's category, such as Investing.
   */
  category: string;
  /**
   * The publication date.
   */
  date: string;
  /**
   * The article's title, shown as a level-3 heading.
   */
  title: string;
  /**
   * A sentence or two about the article.
   */
  excerpt: string;
  /**
   * The author's name.
   */
  author: string;
  /**
   * The reading time as shown, such as 5 min read.
   */
  readTime: string;
  /**
   * Topic tags. Only the first two are shown on the card.
   *
   * @maxItems 8
   *
   * Items: A tag, such as Budgeting.
   */
  tags?: string[];
  /**
   * The article's own page, such as /blog/emergency-fund-size. The whole card links there.
   */
  href?: string;
  image?: Image2;
}
/**
 * The article's picture, shown at the top of its card.
 */
export interface Image2 {
  /**
   * Path of an SVG file under public/, such as /images/savings.svg.
   */
  src: string;
  /**
   * What the image shows, read to screen-reader users. Use an empty string only for a purely decorative image.
   */
  alt: string;
}
/**
 * Rotating promotional banners. Rotation advances on a timer, wraps around, and can be paused; previous, next and dot buttons move between slides.
 */
export interface BannerCarouselBlock {
  /**
   * Rotating promotional banners. Rotation advances on a timer, wraps around, and can be paused; previous, next and dot buttons move between slides.
   */
  type: 'banner-carousel';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * Name of the carousel for screen readers, such as Current offers.
   */
  label: string;
  /**
   * Milliseconds each slide shows before the next one while rotation is on.
   */
  intervalMs?: number;
  /**
   * The banners, shown in this order.
   *
   * @minItems 2
   * @maxItems 8
   */
  slides: BannerSlide[];
}
export interface BannerSlide {
  /**
   * Stable id of the slide, unique within the carousel.
   */
  id: string;
  /**
   * A short line above the title, naming the product or offer.
   */
  eyebrow: string;
  /**
   * The slide's heading.
   */
  title: string;
  /**
   * The part of the heading shown in the accent colour after the title.
   */
  highlight?: string;
  /**
   * One or two sentences about the offer.
   */
  subtitle: string;
  cta: Action;
  /**
   * Small print for the offer: eligibility, dates, limits.
   */
  disclaimer?: string;
  image: Image3;
}
/**
 * The slide's button.
 */
export interface Action {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * The slide's illustration.
 */
export interface Image3 {
  /**
   * Path of an SVG file under public/, such as /images/savings.svg.
   */
  src: string;
  /**
   * What the image shows, read to screen-reader users. Use an empty string only for a purely decorative image.
   */
  alt: string;
}
/**
 * Every block of the library rendered from its example file, with its type name and schema description. For the developer catalogue page; a page that holds it loads every block.
 */
export interface BlockCatalogueBlock {
  /**
   * Every block of the library rendered from its example file, with its type name and schema description. For the developer catalogue page; a page that holds it loads every block.
   */
  type: 'block-catalogue';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * Words before each block's type name, such as Block type.
   */
  typeLabel: string;
  /**
   * Heading of the list of blocks at the top, such as Contents.
   */
  contentsLabel?: string;
}
export interface CalculatorInput {
  id: CalculatorInputId;
  /**
   * The field's label, such as Loan amount.
   */
  label: string;
  /**
   * One line of help under the label.
   */
  description?: string;
  /**
   * The value the field starts with; it must lie between min and max (and be one of options when options are given).
   */
  defaultValue: number;
  /**
   * The smallest value accepted. Below it the field shows rangeMessage and no result is shown.
   */
  min: number;
  /**
   * The largest value accepted. Above it the field shows rangeMessage and no result is shown.
   */
  max: number;
  /**
   * How much the arrow keys and buttons change the value; 1 when not given.
   */
  step?: number;
  /**
   * How many digits after the decimal point the field accepts; 0 (whole numbers) when not given. Rates usually take 2.
   */
  decimals?: number;
  /**
   * Shown before the number, such as $.
   */
  prefix?: string;
  /**
   * Shown after the number, such as % or  years (with its leading space).
   */
  suffix?: string;
  /**
   * A fixed set of values to choose from, shown as a segmented choice instead of a number field, such as [3, 5, 7] for a loan term in years. Each shows as prefix + value + suffix.
   *
   * @minItems 2
   * @maxItems 6
   *
   * Items: One value to choose.
   */
  options?: number[];
}
export interface CalculatorOutput {
  id: CalculatorOutputId;
  /**
   * What the result is, such as Monthly payment.
   */
  label: string;
  /**
   * Digits after the decimal point in the result: 2 for a sum paid each month and worked out to the cent, such as a loan payment; 0 (the default) for whole dollars, such as coverage or a balance ($750,000, not $750,000.00).
   */
  decimals?: 0 | 2;
}
/**
 * A grid of cards: offer tiles, services, products or features. Each card has a title and text, and optionally an icon, badge, headline figure, feature list and button.
 */
export interface CardGridBlock {
  /**
   * A grid of cards: offer tiles, services, products or features. Each card has a title and text, and optionally an icon, badge, headline figure, feature list and button.
   */
  type: 'card-grid';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  layout?: SectionLayout;
  /**
   * Cards per row on wide screens; narrower screens show fewer.
   */
  columns?: 2 | 3 | 4 | 5;
  /**
   * On phones, show the cards as one row the visitor swipes sideways (each snaps into place, the next peeks in) instead of a tall column; for offers and other long sets of short cards.
   */
  phoneRail?: boolean;
  /**
   * The cards, in reading order.
   *
   * @minItems 1
   * @maxItems 24
   */
  cards: Card[];
}
export interface Card {
  icon?: IconName;
  /**
   * A short tag in the card's corner, such as New or Most popular.
   */
  badge?: string;
  /**
   * Colour of the badge. Security tips use red for Critical, orange for Essential, blue for Recommended and green for anything else.
   */
  badgeColor?: 'green' | 'blue' | 'orange' | 'red' | 'gray';
  /**
   * The card's heading.
   */
  title: string;
  figure?: Figure;
  /**
   * The card's description.
   */
  text: string;
  /**
   * Short points listed with check marks.
   *
   * @maxItems 10
   *
   * Items: A short label or title shown to visitors.
   */
  features?: string[];
  cta?: Action1;
}
/**
 * A headline figure, such as 4.20% APY.
 */
export interface Figure {
  /**
   * The number as shown, such as 4.20% or $2B+.
   */
  value: string;
  /**
   * What the number means, such as APY or managed.
   */
  label: string;
}
/**
 * The card's button.
 */
export interface Action1 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * A grid of blog or help categories, each with an icon, a name and how many articles it holds, optionally linking to the category.
 */
export interface CategoryGridBlock {
  /**
   * A grid of blog or help categories, each with an icon, a name and how many articles it holds, optionally linking to the category.
   */
  type: 'category-grid';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How a category's count is shown: {count} becomes the number, such as {count} articles.
   */
  countTemplate: string;
  /**
   * How a count of exactly 1 is shown, such as {count} article. countTemplate is used if not given.
   */
  countTemplateOne?: string;
  /**
   * A short label or title shown to visitors.
   */
  secondaryCountTemplate?: string;
  /**
   * The categories, in the order shown.
   *
   * @minItems 1
   * @maxItems 24
   */
  categories: ArticleCategory[];
}
export interface ArticleCategory {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  icon: IconName1;
  /**
   * How many articles the category holds. Leave it out where the number would be typed by hand rather than counted (the blog counts its own articles).
   */
  count?: number;
  /**
   * A second figure for the category, such as its member count, worded by secondaryCountTemplate.
   */
  secondaryCount?: number;
  /**
   * Where the category's card links to, if anywhere.
   */
  href?: string;
}
/**
 * Security and compliance certifications as badge cards, with an optional row of app-store user ratings under them.
 */
export interface CertificationsBlock {
  /**
   * Security and compliance certifications as badge cards, with an optional row of app-store user ratings under them.
   */
  type: 'certifications';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * How a certification's year is shown; {year} is replaced by it, such as Audited {year}. Required when any certification has a year.
   */
  yearLabel?: string;
  /**
   * The certifications, in reading order.
   *
   * @minItems 1
   * @maxItems 8
   */
  items: Certification[];
  ratings?: UserRatings;
  /**
   * Small print under the block, such as where the ratings come from and when they were checked.
   */
  footnote?: string;
}
export interface Certification {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * A short label or title shown to visitors.
   */
  issuer: string;
  /**
   * What it means for the customer, in a sentence.
   */
  description: string;
  /**
   * The year it was obtained or last audited.
   */
  year?: number;
  icon?: IconName2;
}
/**
 * An optional row of user ratings from app stores or review sites, under the certifications.
 */
export interface UserRatings {
  /**
   * A short label or title shown to visitors.
   */
  heading: string;
  /**
   * What screen readers hear for a rating; {rating} is replaced by its value, such as Rated {rating} out of 5.
   */
  ratingLabel: string;
  /**
   * The ratings, one per store or site.
   *
   * @minItems 1
   * @maxItems 4
   */
  items: UserRating[];
}
export interface UserRating {
  /**
   * A short label or title shown to visitors.
   */
  store: string;
  /**
   * The average rating out of 5, such as 4.8; shown with one decimal.
   */
  rating: number;
  /**
   * A short label or title shown to visitors.
   */
  count: string;
}
/**
 * A sample of code with an environment switch (such as Sandbox and Production) that swaps the base URL in the code, and a copy button.
 */
export interface CodeSampleBlock {
  /**
   * A sample of code with an environment switch (such as Sandbox and Production) that swaps the base URL in the code, and a copy button.
   */
  type: 'code-sample';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * A short label or title shown to visitors.
   */
  caption?: string;
  /**
   * A short label or title shown to visitors.
   */
  environmentLabel: string;
  /**
   * The environments to switch between; the first is selected at first.
   *
   * @minItems 2
   * @maxItems 4
   */
  environments: CodeEnvironment[];
  /**
   * The code, shown as typed. Each {baseUrl} is replaced by the selected environment's base URL.
   */
  code: string;
  /**
   * The code's language, for its colours: javascript or json. Without it the code shows in one colour.
   */
  language?: 'javascript' | 'json';
  /**
   * A short label or title shown to visitors.
   */
  copyLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  copiedLabel: string;
  copyFailedFeedback: Feedback;
}
export interface CodeEnvironment {
  /**
   * A short unique name, such as sandbox.
   */
  id: string;
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * The base URL put in place of {baseUrl} in the code, such as https://sandbox.api.fernwise.example.
   */
  baseUrl: string;
}
/**
 * The notification shown when the browser does not allow copying, suggesting the visitor select the code instead.
 */
export interface Feedback {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The notification's text.
   */
  message: string;
}
/**
 * The contact page body: ways to reach support, a contact form that checks the email format in the browser and sends nothing, department email addresses, offices with map directions, and an optional closing call to action.
 */
export interface ContactBlock {
  /**
   * The contact page body: ways to reach support, a contact form that checks the email format in the browser and sends nothing, department email addresses, offices with map directions, and an optional closing call to action.
   */
  type: 'contact';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * Ways to reach the company, shown as cards under their own heading.
   */
  channels: {
    /**
     * The section's heading, shown as a level-2 heading.
     */
    heading: string;
    /**
     * A sentence under the heading.
     */
    intro?: string;
    /**
     * The channels, such as phone support, live chat, email support and the help center.
     *
     * @minItems 1
     * @maxItems 8
     */
    items: ContactChannel[];
  };
  /**
   * The contact form. On submit it checks the email format in the browser, shows invalidEmailMessage if it is wrong, and otherwise shows the feedback and clears the form: nothing is sent anywhere.
   */
  form: {
    /**
     * The section's heading, shown as a level-2 heading.
     */
    heading: string;
    /**
     * A sentence under the heading.
     */
    intro?: string;
    /**
     * The label and example text of each field.
     */
    fields: {
      firstName: ContactFormField;
      lastName: ContactFormField1;
      email: ContactFormField2;
      phone: ContactFormField3;
      subject: ContactFormField4;
      message: ContactFormField5;
    };
    /**
     * A short label or title shown to visitors.
     */
    submitLabel: string;
    /**
     * A short label or title shown to visitors.
     */
    invalidEmailMessage: string;
    feedback: Feedback1;
  };
  /**
   * Department email addresses, shown beside the form.
   */
  departments: {
    /**
     * The section's heading, shown as a level-2 heading.
     */
    heading: string;
    /**
     * The departments, in the order shown.
     *
     * @minItems 1
     * @maxItems 12
     */
    items: ContactDepartment[];
  };
  /**
   * The company's offices, each with a link that opens a map search for its address in a new tab.
   */
  offices: {
    /**
     * The section's heading, shown as a level-2 heading.
     */
    heading: string;
    /**
     * A short label or title shown to visitors.
     */
    directionsLabel: string;
    /**
     * A short label or title shown to visitors.
     */
    phoneLabel?: string;
    /**
     * The offices, in the order shown.
     *
     * @minItems 1
     * @maxItems 12
     */
    items: ContactOffice[];
  };
  /**
   * An optional closing call to action under the offices, such as a link to the FAQ.
   */
  cta?: {
    /**
     * The section's heading, shown as a level-2 heading.
     */
    title: string;
    /**
     * A sentence under the heading.
     */
    text?: string;
    action: Action3;
  };
}
export interface ContactChannel {
  icon?: IconName3;
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * What the channel is good for.
   */
  description: string;
  /**
   * A short label or title shown to visitors.
   */
  details: string;
  /**
   * A short label or title shown to visitors.
   */
  hours: string;
  action: Action2;
}
/**
 * The card's button, such as a tel: link to call or a mailto: link to write.
 */
export interface Action2 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * The first-name field.
 */
export interface ContactFormField {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder?: string;
}
/**
 * The last-name field.
 */
export interface ContactFormField1 {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder?: string;
}
/**
 * The email field; its format is checked on submit.
 */
export interface ContactFormField2 {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder?: string;
}
/**
 * The phone field. It is optional: say so in its label, such as Phone (optional).
 */
export interface ContactFormField3 {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder?: string;
}
/**
 * The subject field.
 */
export interface ContactFormField4 {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder?: string;
}
/**
 * The message field, five rows tall.
 */
export interface ContactFormField5 {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder?: string;
}
/**
 * The notification shown after a valid submit; it should say plainly that nothing was sent.
 */
export interface Feedback1 {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The notification's text.
   */
  message: string;
}
export interface ContactDepartment {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * The department's email address, shown as a link that opens the visitor's mail app.
   */
  email: string;
  /**
   * What to write to this department about.
   */
  description: string;
}
export interface ContactOffice {
  /**
   * A short label or title shown to visitors.
   */
  city: string;
  /**
   * The state's two-letter code, such as CA.
   */
  state?: string;
  /**
   * A short label or title shown to visitors.
   */
  type: string;
  /**
   * A short label or title shown to visitors.
   */
  address: string;
  /**
   * The ZIP code, such as 94102.
   */
  zipCode: string;
  /**
   * The office's phone number as shown, such as 1-415-555-0132; it links to a call.
   */
  phone: string;
}
/**
 * The button, such as Browse FAQ.
 */
export interface Action3 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * A full-width call-to-action band: a heading, a sentence and one or two buttons.
 */
export interface CtaBannerBlock {
  /**
   * A full-width call-to-action band: a heading, a sentence and one or two buttons.
   */
  type: 'cta-banner';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  title: string;
  /**
   * A sentence or two under the heading.
   */
  text?: string;
  /**
   * One or two buttons; the first is the primary one unless a variant says otherwise.
   *
   * @minItems 1
   * @maxItems 2
   */
  actions: Action4[];
  /**
   * Colour of the band: brand (deep green, the default), dark (near-black) or light (pale green).
   */
  tone?: 'brand' | 'dark' | 'light';
}
/**
 * A call-to-action button that navigates.
 */
export interface Action4 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * A general table of text: score factors, licenses, coverage types, partner banks. Columns are named by key; each row gives the text of each column under the same key. On small screens each row becomes a card.
 */
export interface DataTableBlock {
  /**
   * A general table of text: score factors, licenses, coverage types, partner banks. Columns are named by key; each row gives the text of each column under the same key. On small screens each row becomes a card.
   */
  type: 'data-table';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * A short label or title shown to visitors.
   */
  caption: string;
  /**
   * The columns, left to right. The first column names the row (it is the row's heading).
   *
   * @minItems 1
   * @maxItems 8
   */
  columns: DataTableColumn[];
  /**
   * The rows, top to bottom. Each row maps column keys to the text shown in that column; a key not among the columns is not shown, and a missing key leaves its cell empty.
   *
   * @minItems 1
   * @maxItems 50
   */
  rows: DataTableRow[];
  /**
   * Small print under the table, such as where the figures come from.
   */
  footnote?: string;
}
export interface DataTableColumn {
  /**
   * The name rows use for this column's text: letters and digits starting with a lowercase letter, such as weight.
   */
  key: string;
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * Text alignment in the column on wide screens: right suits numbers and amounts. Left when not given.
   */
  align?: 'left' | 'center' | 'right';
  /**
   * Set to true to draw each value of this column, a percentage such as 35%, as a bar as well: its length that share of the whole (35% fills 35% of the track). The text stays beside the bar; a value that is not a percentage gets no bar.
   */
  bar?: boolean;
}
/**
 * One row: column key → cell text, such as { factor: Payment history, weight: 35% }.
 */
export interface DataTableRow {
  /**
   * The text shown in the column with this key.
   */
  [k: string]: string | undefined;
}
/**
 * Downloadable items such as disclosures, media assets or SDKs, each with a download button. An item with an href (an https address or a file in public/) links to it; an item without one has no file on this site, so its button shows the unavailable feedback and fetches nothing.
 */
export interface DownloadListBlock {
  /**
   * Downloadable items such as disclosures, media assets or SDKs, each with a download button. An item with an href (an https address or a file in public/) links to it; an item without one has no file on this site, so its button shows the unavailable feedback and fetches nothing.
   */
  type: 'download-list';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Items per row on wide screens; narrower screens show fewer. 3 if not given.
   */
  columns?: 2 | 3 | 4;
  /**
   * A short label or title shown to visitors.
   */
  downloadLabel: string;
  unavailableFeedback: Feedback2;
  /**
   * The items, in the order shown.
   *
   * @minItems 1
   * @maxItems 40
   */
  items: DownloadItem[];
}
/**
 * The notification shown when a visitor presses Download on an item without an href; it should say the file is not available on this site.
 */
export interface Feedback2 {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The notification's text.
   */
  message: string;
}
export interface DownloadItem {
  icon?: IconName4;
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * A version number shown beside the title, such as v2.1.0.
   */
  version?: string;
  /**
   * What the item is.
   */
  description: string;
  /**
   * Facts shown as small label and value pairs, such as Type: PDF, Size: 245 KB or Updated: Oct 2026.
   *
   * @maxItems 4
   */
  meta?: DownloadMeta[];
  /**
   * Where the file really is: an https address, or the path of a file in public/ such as /downloads/fee-schedule.pdf (it must exist). The button then links there instead of showing the unavailable feedback.
   */
  href?: string;
}
export interface DownloadMeta {
  /**
   * What the fact is, such as Size.
   */
  label: string;
  /**
   * The fact, such as 245 KB.
   */
  value: string;
}
/**
 * Questions and answers in an accordion; each item opens and closes on its own, so several can be open at once.
 */
export interface FaqBlock {
  /**
   * Questions and answers in an accordion; each item opens and closes on its own, so several can be open at once.
   */
  type: 'faq';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The questions, in the order shown.
   *
   * @minItems 1
   * @maxItems 40
   */
  items: FaqItem[];
}
export interface FaqItem {
  /**
   * A short label or title shown to visitors.
   */
  question: string;
  /**
   * The answer. A blank line starts a new paragraph.
   */
  answer: string;
}
/**
 * A list of benefits or features, each with a title, a sentence and an optional icon, in two columns on wide screens. With an image, the list sits beside the illustration.
 */
export interface FeatureListBlock {
  /**
   * A list of benefits or features, each with a title, a sentence and an optional icon, in two columns on wide screens. With an image, the list sits beside the illustration.
   */
  type: 'feature-list';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  layout?: SectionLayout1;
  image?: Image4;
  /**
   * Which side the image sits on wide screens: start (left) or end (right, the default).
   */
  imagePosition?: 'start' | 'end';
  /**
   * The features, in reading order.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: FeatureItem[];
}
/**
 * An illustration beside the list on wide screens, above it on narrow ones.
 */
export interface Image4 {
  /**
   * Path of an SVG file under public/, such as /images/savings.svg.
   */
  src: string;
  /**
   * What the image shows, read to screen-reader users. Use an empty string only for a purely decorative image.
   */
  alt: string;
}
export interface FeatureItem {
  icon?: IconName5;
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * One or two sentences on what the feature does for the reader.
   */
  text: string;
}
/**
 * Sample financial goals, each with its target, timeframe and a progress bar.
 */
export interface GoalsProgressBlock {
  /**
   * Sample financial goals, each with its target, timeframe and a progress bar.
   */
  type: 'goals-progress';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The progress as words, shown beside each bar and read by screen readers; {progress} and {target} are replaced, such as {progress}% of {target}.
   */
  progressLabel: string;
  /**
   * The goals, in reading order.
   *
   * @minItems 1
   * @maxItems 8
   */
  goals: FinancialGoal[];
  /**
   * Small print under the goals, such as that they are samples.
   */
  note?: string;
}
export interface FinancialGoal {
  /**
   * A short label or title shown to visitors.
   */
  goal: string;
  icon?: IconName6;
  accent?: Accent;
  /**
   * The amount aimed for, in dollars, such as $15,000.
   */
  target: string;
  /**
   * How far along the goal is, in whole percent from 0 to 100.
   */
  progress: number;
  /**
   * A short label or title shown to visitors.
   */
  timeframe: string;
}
/**
 * The opening section of a page. Its title is the page's one level-1 heading.
 */
export interface HeroBlock {
  /**
   * The opening section of a page. Its title is the page's one level-1 heading.
   */
  type: 'hero';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * A short label or title shown to visitors.
   */
  eyebrow?: string;
  /**
   * The page's main heading.
   */
  title: string;
  /**
   * A part of the heading shown in the brand colour after the title.
   */
  highlight?: string;
  /**
   * One or two sentences under the heading.
   */
  subtitle?: string;
  figure?: Figure1;
  /**
   * Up to four small figures under the text, such as 500K+ users.
   *
   * @maxItems 4
   */
  stats?: Figure2[];
  /**
   * Up to three buttons; the first is the primary one unless a variant says otherwise.
   *
   * @maxItems 3
   */
  actions?: Action4[];
  /**
   * A short label or title shown to visitors.
   */
  backButton?: string;
  /**
   * Small print under the buttons, such as the terms behind a figure.
   */
  footnote?: string;
  image?: Image5;
  /**
   * Set to text-only for a hero that has no illustration on purpose, such as the block catalogue's. Without it, the hero must have an image.
   */
  layout?: 'text-only';
}
/**
 * An optional headline figure shown large beside the text, such as 4.60% APY.
 */
export interface Figure1 {
  /**
   * The number as shown, such as 4.20% or $2B+.
   */
  value: string;
  /**
   * What the number means, such as APY or managed.
   */
  label: string;
}
/**
 * A headline number with its label, such as 4.20% APY.
 */
export interface Figure2 {
  /**
   * The number as shown, such as 4.20% or $2B+.
   */
  value: string;
  /**
   * What the number means, such as APY or managed.
   */
  label: string;
}
/**
 * The illustration beside the text: on wide screens it fills the hero's right-hand column, and the figure, when there is one, sits on it. Every hero has one unless layout is text-only.
 */
export interface Image5 {
  /**
   * Path of an SVG file under public/, such as /images/savings.svg.
   */
  src: string;
  /**
   * What the image shows, read to screen-reader users. Use an empty string only for a purely decorative image.
   */
  alt: string;
}
/**
 * Open positions, each with department, location, type, description and an apply button. With filter given, visitors can narrow the list to one department.
 */
export interface JobListBlock {
  /**
   * Open positions, each with department, location, type, description and an apply button. With filter given, visitors can narrow the list to one department.
   */
  type: 'job-list';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * A short label or title shown to visitors.
   */
  applyLabel: string;
  /**
   * Department filter buttons above the list. Leave out to show every job with no filter.
   */
  filter?: {
    /**
     * A short label or title shown to visitors.
     */
    label: string;
    /**
     * A short label or title shown to visitors.
     */
    allLabel: string;
    /**
     * The line that counts the jobs shown, also read to screen-reader users when the filter changes: {count} becomes the number, such as {count} open positions.
     */
    countTemplate: string;
    /**
     * The same for exactly one, such as {count} open position. countTemplate is used if not given.
     */
    countTemplateOne?: string;
  };
  /**
   * The open positions, in the order shown.
   *
   * @minItems 1
   * @maxItems 60
   */
  jobs: JobOpening[];
}
export interface JobOpening {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * A short label or title shown to visitors.
   */
  department: string;
  /**
   * A short label or title shown to visitors.
   */
  location: string;
  /**
   * The kind of employment, such as Full-time.
   */
  type: string;
  /**
   * A sentence or two about the role.
   */
  description: string;
  /**
   * Where the apply button goes, such as a mailto: address with the job in the subject.
   */
  applyHref: string;
}
/**
 * The body of a legal page such as the privacy policy, the terms or the cookie policy: effective date, a legal-review warning, a table of contents and automatically numbered sections. The page title comes from the hero.
 */
export interface LegalDocumentBlock {
  /**
   * The body of a legal page such as the privacy policy, the terms or the cookie policy: effective date, a legal-review warning, a table of contents and automatically numbered sections. The page title comes from the hero.
   */
  type: 'legal-document';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * A short label or title shown to visitors.
   */
  effectiveDateLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  effectiveDate: string;
  /**
   * A warning shown above the document, such as a note that the text awaits legal review.
   */
  reviewWarning: {
    /**
     * A short label or title shown to visitors.
     */
    title: string;
    /**
     * The warning.
     */
    text: string;
  };
  /**
   * Paragraphs before the first section. A blank line starts a new paragraph.
   */
  intro?: string;
  /**
   * A short label or title shown to visitors.
   */
  tocLabel: string;
  /**
   * The sections, numbered automatically in this order (1. Information we collect); section n can be linked as #section-n.
   *
   * @minItems 1
   * @maxItems 40
   */
  sections: LegalSection[];
}
export interface LegalSection {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The section's text, shown as typed. A blank line starts a new paragraph.
   */
  body: string;
  /**
   * A bulleted list under the text.
   *
   * @maxItems 30
   *
   * Items: One bullet point.
   */
  items?: string[];
  /**
   * Text after the bulleted list. A blank line starts a new paragraph.
   */
  closing?: string;
}
/**
 * A static snapshot of market indices: each index's level and change, dated, with a disclaimer. Direction shows as colour and an arrow and is also written out for screen readers.
 */
export interface MarketSummaryBlock {
  /**
   * A static snapshot of market indices: each index's level and change, dated, with a disclaimer. Direction shows as colour and an arrow and is also written out for screen readers.
   */
  type: 'market-summary';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The date of the figures. They are static and will not update.
   */
  asOf: string;
  /**
   * A short label or title shown to visitors.
   */
  asOfLabel: string;
  directionLabels: MarketDirectionLabels;
  /**
   * The indices, in reading order.
   *
   * @minItems 1
   * @maxItems 6
   */
  indices: MarketIndex[];
  /**
   * Small print: the figures are a static sample, not live data and not investment advice.
   */
  disclaimer: string;
}
/**
 * The direction in words, read before each change by screen readers.
 */
export interface MarketDirectionLabels {
  /**
   * A short label or title shown to visitors.
   */
  up: string;
  /**
   * A short label or title shown to visitors.
   */
  down: string;
  /**
   * A short label or title shown to visitors.
   */
  flat: string;
}
export interface MarketIndex {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * The index level as shown, with thousands separators, such as 5,842.31.
   */
  value: string;
  /**
   * The change as shown, signed, such as +0.84% or -12.40 (-0.21%).
   */
  change: string;
  /**
   * Which way the index moved: up (green, arrow up), down (red, arrow down) or flat (grey, level arrow).
   */
  direction: 'up' | 'down' | 'flat';
}
/**
 * An email signup box. On submit it checks the address format in the browser, shows invalidMessage if it is wrong, and otherwise shows the feedback: nothing is sent anywhere.
 */
export interface NewsletterBlock {
  /**
   * An email signup box. On submit it checks the address format in the browser, shows invalidMessage if it is wrong, and otherwise shows the feedback: nothing is sent anywhere.
   */
  type: 'newsletter';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  text?: string;
  /**
   * A short label or title shown to visitors.
   */
  emailLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder: string;
  /**
   * A short label or title shown to visitors.
   */
  buttonLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  note?: string;
  /**
   * A short label or title shown to visitors.
   */
  invalidMessage: string;
  feedback: Feedback3;
}
/**
 * The notification shown for a valid address; it should say plainly that nothing was sent.
 */
export interface Feedback3 {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The notification's text.
   */
  message: string;
}
/**
 * A framed notice: a disclaimer, an FDIC notice or a warning.
 */
export interface NoticeBlock {
  /**
   * A framed notice: a disclaimer, an FDIC notice or a warning.
   */
  type: 'notice';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * info for neutral facts, legal for disclaimers, warning for something the reader must not miss.
   */
  tone: 'info' | 'legal' | 'warning';
  /**
   * A short label or title shown to visitors.
   */
  title?: string;
  /**
   * The notice. A blank line starts a new paragraph.
   */
  text: string;
  /**
   * Links under the text, such as a verification link.
   *
   * @maxItems 4
   */
  links?: Action4[];
}
/**
 * FDIC protection through partner banks: a heading and text, an optional coverage figure and link, and the partner bank names with their marking, both taken from the site file (partnerBanks) so they live in one place.
 */
export interface PartnerBanksBlock {
  /**
   * FDIC protection through partner banks: a heading and text, an optional coverage figure and link, and the partner bank names with their marking, both taken from the site file (partnerBanks) so they live in one place.
   */
  type: 'partner-banks';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * How the protection works, in a sentence or two. A blank line starts a new paragraph.
   */
  intro?: string;
  coverage?: Figure3;
  /**
   * A short label or title shown to visitors.
   */
  listHeading: string;
  /**
   * Small print under the bank names, such as who provides the insurance and its limits.
   */
  note?: string;
  action?: Action5;
}
/**
 * A headline number with its label, such as 4.20% APY.
 */
export interface Figure3 {
  /**
   * The number as shown, such as 4.20% or $2B+.
   */
  value: string;
  /**
   * What the number means, such as APY or managed.
   */
  label: string;
}
/**
 * A call-to-action button that navigates.
 */
export interface Action5 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * Model portfolios side by side, each with a donut of its asset mix (stocks, bonds, cash…) drawn as SVG on the server, the mix listed as text beside it, a short description and key facts.
 */
export interface PortfolioMixBlock {
  /**
   * Model portfolios side by side, each with a donut of its asset mix (stocks, bonds, cash…) drawn as SVG on the server, the mix listed as text beside it, a short description and key facts.
   */
  type: 'portfolio-mix';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The portfolios, in the order shown; two to four.
   *
   * @minItems 1
   * @maxItems 4
   */
  portfolios: ModelPortfolio[];
}
export interface ModelPortfolio {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * A short label or title shown to visitors.
   */
  badge?: string;
  /**
   * The asset mix, in the same order across portfolios; the percentages add up to 100.
   *
   * @minItems 1
   * @maxItems 5
   */
  allocation: AllocationSlice[];
  /**
   * The mix in a few characters, written in the donut's centre, such as 60/40 over stocks/bonds. Without it the centre shows the first slice's percentage and label.
   */
  figure?: {
    /**
     * The figure, such as 60/40.
     */
    value: string;
    /**
     * What it counts, such as stocks/bonds.
     */
    label: string;
  };
  /**
   * Who the portfolio suits.
   */
  text: string;
  /**
   * Key facts listed under the text, such as Expected return 6-8% a year.
   *
   * @maxItems 5
   *
   * Items: A short label or title shown to visitors.
   */
  facts?: string[];
}
export interface AllocationSlice {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * Its share of the portfolio in percent, such as 60.
   */
  percent: number;
}
/**
 * Press mentions and awards, each list under its own heading. Either list may be left out, but not both.
 */
export interface PressAndAwardsBlock {
  /**
   * Press mentions and awards, each list under its own heading. Either list may be left out, but not both.
   */
  type: 'press-and-awards';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  press?: PressList;
  awards?: AwardList;
}
/**
 * Articles and interviews that mention the company.
 */
export interface PressList {
  /**
   * A short label or title shown to visitors.
   */
  heading: string;
  /**
   * The mentions, newest first.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: PressMention[];
}
export interface PressMention {
  /**
   * A short label or title shown to visitors.
   */
  outlet: string;
  /**
   * A short label or title shown to visitors.
   */
  headline: string;
  /**
   * When it was published, written YYYY-MM-DD.
   */
  date: string;
  /**
   * Kind of piece, such as Feature, Review or Interview; shown as a tag.
   */
  type: string;
  /**
   * Where the article can be read; the headline links there.
   */
  href?: string;
  /**
   * Open the article in a new tab; screen readers are told so.
   */
  newTab?: boolean;
}
/**
 * Awards and recognitions.
 */
export interface AwardList {
  /**
   * A short label or title shown to visitors.
   */
  heading: string;
  /**
   * The awards, newest first.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: Award[];
}
export interface Award {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * A short label or title shown to visitors.
   */
  organization: string;
  /**
   * The year it was given.
   */
  year: number;
  /**
   * A short label or title shown to visitors.
   */
  category?: string;
  /**
   * A sentence on what it recognises.
   */
  description?: string;
}
/**
 * Loan products or credit cards as cards with their key figures. variant loan shows loans (rate and amount range); variant credit-card shows cards (APR, annual fee, rewards, intro offer, features) with a drawn card face.
 */
export interface ProductCardsBlock {
  /**
   * Loan products or credit cards as cards with their key figures. variant loan shows loans (rate and amount range); variant credit-card shows cards (APR, annual fee, rewards, intro offer, features) with a drawn card face.
   */
  type: 'product-cards';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * Which products the block shows: loan (give loans, and the rate and amount labels) or credit-card (give cards, and the apr, annualFee, rewards and introOffer labels).
   */
  variant: 'loan' | 'credit-card';
  labels: ProductCardLabels;
  /**
   * The loan products (variant loan only).
   *
   * @minItems 1
   * @maxItems 6
   */
  loans?: LoanProduct[];
  /**
   * The credit cards (variant credit-card only).
   *
   * @minItems 1
   * @maxItems 6
   */
  cards?: CreditCardProduct[];
}
/**
 * The names of the figures shown on each card. Loans need rate and amount; credit cards need apr, annualFee, rewards and introOffer.
 */
export interface ProductCardLabels {
  /**
   * A short label or title shown to visitors.
   */
  rate?: string;
  /**
   * A short label or title shown to visitors.
   */
  amount?: string;
  /**
   * A short label or title shown to visitors.
   */
  apr?: string;
  /**
   * A short label or title shown to visitors.
   */
  annualFee?: string;
  /**
   * A short label or title shown to visitors.
   */
  rewards?: string;
  /**
   * A short label or title shown to visitors.
   */
  introOffer?: string;
}
export interface LoanProduct {
  icon?: IconName7;
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The rate range with two decimals, such as 5.99%–24.99% APR (an en dash or hyphen between).
   */
  rate: string;
  /**
   * The amount range, such as $5K–$100K or $100K–$2M (an en dash or hyphen between).
   */
  amount: string;
  /**
   * One or two sentences on what the loan is for.
   */
  description: string;
  cta?: Action6;
}
/**
 * A call-to-action button that navigates.
 */
export interface Action6 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
export interface CreditCardProduct {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * The kind of card, shown as a tag and on the card face, such as Rewards, Travel or Business.
   */
  type: string;
  accent?: Accent1;
  /**
   * The variable APR range with two decimals, such as 16.24%–26.24% (an en dash or hyphen between).
   */
  apr: string;
  /**
   * The annual fee in dollars, such as $0 or $95.
   */
  annualFee: string;
  /**
   * A short label or title shown to visitors.
   */
  rewards: string;
  /**
   * A short label or title shown to visitors.
   */
  introOffer: string;
  /**
   * Other points, listed with check marks.
   *
   * @maxItems 8
   *
   * Items: A short label or title shown to visitors.
   */
  features: string[];
  cta: Action7;
}
/**
 * A call-to-action button that navigates.
 */
export interface Action7 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * A short list of links to popular pages, each with an optional one-line description.
 */
export interface QuickLinksBlock {
  /**
   * A short list of links to popular pages, each with an optional one-line description.
   */
  type: 'quick-links';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * The links, in the order shown.
   *
   * @minItems 1
   * @maxItems 12
   */
  links: Link2[];
}
/**
 * A text link.
 */
export interface Link2 {
  /**
   * The link text visitors read.
   */
  label: string;
  /**
   * Where the link goes.
   */
  href: string;
  /**
   * One line under the label, shown where the block has room for it.
   */
  description?: string;
}
/**
 * A table of deposit products with their APY, minimum balance and monthly fee, dated by the day the rates were set.
 */
export interface RateTableBlock {
  /**
   * A table of deposit products with their APY, minimum balance and monthly fee, dated by the day the rates were set.
   */
  type: 'rate-table';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The date the rates were set. Every APY shown needs one: rates are variable.
   */
  asOf: string;
  /**
   * A short label or title shown to visitors.
   */
  asOfLabel: string;
  columns: RateTableColumns;
  /**
   * One row per product.
   *
   * @minItems 1
   * @maxItems 20
   */
  rows: RateRow[];
  /**
   * Bars under the table comparing each account's APY with a benchmark such as the national average savings rate, drawn as SVG on the server; each bar's account and rate are written beside it, so the bars need no other text alternative.
   */
  comparison?: {
    /**
     * A short label or title shown to visitors.
     */
    heading: string;
    /**
     * The rate every account is compared with, drawn as the last bar in gray.
     */
    benchmark: {
      /**
       * A short label or title shown to visitors.
       */
      label: string;
      /**
       * The benchmark's annual percentage yield with two decimals and a percent sign, such as 0.39%; as of the table's asOf date.
       */
      apy: string;
    };
    /**
     * A short label or title shown to visitors.
     */
    source: string;
  };
  /**
   * Small print under the table: how the rate is earned, that it can change.
   */
  footnote?: string;
}
/**
 * Column headings, in the order product, APY, minimum balance, monthly fee.
 */
export interface RateTableColumns {
  /**
   * A short label or title shown to visitors.
   */
  product: string;
  /**
   * A short label or title shown to visitors.
   */
  apy: string;
  /**
   * A short label or title shown to visitors.
   */
  minimumBalance: string;
  /**
   * A short label or title shown to visitors.
   */
  monthlyFee: string;
}
export interface RateRow {
  /**
   * A short label or title shown to visitors.
   */
  product: string;
  /**
   * Annual percentage yield with two decimals and a percent sign, such as 4.20%.
   */
  apy: string;
  /**
   * Minimum balance in dollars, such as $0 or $1,000.
   */
  minimumBalance: string;
  /**
   * Monthly fee in dollars, such as $0.
   */
  monthlyFee: string;
}
/**
 * A sample credit score on a semicircle gauge coloured by score band, with the bands listed as a legend beside it.
 */
export interface ScoreDialBlock {
  /**
   * A sample credit score on a semicircle gauge coloured by score band, with the bands listed as a legend beside it.
   */
  type: 'score-dial';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The sample score the needle points at, from 300 to 850.
   */
  score: number;
  /**
   * A short label or title shown to visitors.
   */
  band: string;
  /**
   * A short label or title shown to visitors.
   */
  caption?: string;
  /**
   * What the gauge says to screen-reader users; {score} and {band} are replaced, such as Sample credit score {score} of 850: {band}.
   */
  ariaLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  legendHeading?: string;
  /**
   * The score bands from lowest to highest, together covering the scale without gaps, such as Poor 300–579 up to Excellent 740–850. The first band's min and last band's max are the ends of the gauge.
   *
   * @minItems 2
   * @maxItems 6
   */
  bands: ScoreBand[];
  /**
   * Small print under the gauge, such as that the score is a sample for illustration.
   */
  note?: string;
}
export interface ScoreBand {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * The lowest score in the band.
   */
  min: number;
  /**
   * The highest score in the band.
   */
  max: number;
  accent: Accent2;
  /**
   * A short label or title shown to visitors.
   */
  description?: string;
}
/**
 * A search field over the block's own list of topics: the list narrows as the visitor types (matching title, description and keywords, ignoring case). Nothing is sent anywhere and the button does not leave the page.
 */
export interface SearchBoxBlock {
  /**
   * A search field over the block's own list of topics: the list narrows as the visitor types (matching title, description and keywords, ignoring case). Nothing is sent anywhere and the button does not leave the page.
   */
  type: 'search-box';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  placeholder?: string;
  /**
   * A short label or title shown to visitors.
   */
  buttonLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  noResultsMessage: string;
  /**
   * Read to screen-reader users as the list narrows: {count} becomes the number of topics shown, such as {count} topics found.
   */
  countTemplate: string;
  /**
   * The same for exactly one, such as {count} topic found. countTemplate is used if not given.
   */
  countTemplateOne?: string;
  /**
   * The topics searched and listed, in the order shown.
   *
   * @minItems 1
   * @maxItems 60
   */
  items: SearchTopic[];
}
export interface SearchTopic {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * A sentence about it.
   */
  description: string;
  /**
   * Where the topic's title links to, if anywhere.
   */
  href?: string;
  /**
   * More words that find this topic, such as login or forgot.
   *
   * @maxItems 20
   *
   * Items: A search word.
   */
  keywords?: string[];
}
/**
 * A row of headline figures with their labels, such as 500K+ users and $2B+ managed.
 */
export interface StatsBlock {
  /**
   * A row of headline figures with their labels, such as 500K+ users and $2B+ managed.
   */
  type: 'stats';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading; shown only with a heading.
   */
  intro?: string;
  /**
   * Background of the band: plain (the page background, the default), tinted (pale green) or brand (deep green with white figures).
   */
  tone?: 'plain' | 'tinted' | 'brand';
  /**
   * The figures, two to six, in reading order.
   *
   * @minItems 2
   * @maxItems 6
   */
  items: StatItem[];
  /**
   * Small print under the figures, such as the date the figures were last checked.
   */
  footnote?: string;
}
export interface StatItem {
  /**
   * The figure as shown, such as 500K+, $2B+ or 4.9/5.
   */
  value: string;
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  description?: string;
}
/**
 * The system status page body: an overall headline with the time it was last checked, the status of each service with its uptime bars, metric tiles, recent incidents with their timelines, and an email box for status updates that sends nothing.
 */
export interface StatusBoardBlock {
  /**
   * The system status page body: an overall headline with the time it was last checked, the status of each service with its uptime bars, metric tiles, recent incidents with their timelines, and an email box for status updates that sends nothing.
   */
  type: 'status-board';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  headline: string;
  /**
   * A sentence under the headline.
   */
  summary?: string;
  /**
   * A short label or title shown to visitors.
   */
  lastUpdatedLabel: string;
  /**
   * When the statuses, uptime and incidents on this page were last checked, in UTC, written YYYY-MM-DDTHH:MM:SSZ, such as 2026-11-28T08:00:00Z. It is written into the page's HTML after lastUpdatedLabel (November 28, 2026, 8:00 AM UTC) and is the last day of the uptime bars.
   */
  updated: string;
  /**
   * Headline figures shown as tiles, such as 99.98% uptime over the last 30 days.
   *
   * @minItems 1
   * @maxItems 8
   */
  metrics: StatusMetric[];
  /**
   * The section's heading, shown as a level-2 heading.
   */
  servicesHeading: string;
  /**
   * The uptime bars under each service: one bar a day, green unless the service's history names the day.
   */
  uptime?: {
    /**
     * How many days the bars cover, ending on the day of updated, such as 90.
     */
    days: number;
    /**
     * A short label or title shown to visitors.
     */
    caption: string;
    /**
     * A short label or title shown to visitors.
     */
    start: string;
    /**
     * A short label or title shown to visitors.
     */
    end: string;
    /**
     * A short label or title shown to visitors.
     */
    noIssues: string;
    /**
     * A short label or title shown to visitors.
     */
    issueDays: string;
  };
  /**
   * The words shown for each service status. unknown is shown for a status the site does not recognise.
   */
  statusLabels: {
    /**
     * A short label or title shown to visitors.
     */
    operational: string;
    /**
     * A short label or title shown to visitors.
     */
    maintenance: string;
    /**
     * A short label or title shown to visitors.
     */
    degraded: string;
    /**
     * A short label or title shown to visitors.
     */
    outage: string;
    /**
     * A short label or title shown to visitors.
     */
    unknown: string;
  };
  /**
   * The words before each service's figures.
   */
  serviceLabels: {
    /**
     * A short label or title shown to visitors.
     */
    uptime: string;
    /**
     * A short label or title shown to visitors.
     */
    lastIncident: string;
  };
  /**
   * The services and their current status, in the order shown.
   *
   * @minItems 1
   * @maxItems 24
   */
  services: StatusService[];
  /**
   * The section's heading, shown as a level-2 heading.
   */
  incidentsHeading: string;
  /**
   * The words used around each incident's details.
   */
  incidentLabels: {
    /**
     * A short label or title shown to visitors.
     */
    duration: string;
    /**
     * A short label or title shown to visitors.
     */
    impact: string;
    /**
     * A short label or title shown to visitors.
     */
    updates: string;
  };
  /**
   * Recent incidents, newest first.
   *
   * @minItems 1
   * @maxItems 12
   */
  incidents: StatusIncident[];
  /**
   * The email box for status updates. It checks the address format in the browser and then shows the feedback; nothing is sent.
   */
  subscribe: {
    /**
     * The section's heading, shown as a level-2 heading.
     */
    heading: string;
    /**
     * A sentence under the heading.
     */
    text?: string;
    /**
     * A short label or title shown to visitors.
     */
    emailLabel: string;
    /**
     * A short label or title shown to visitors.
     */
    placeholder: string;
    /**
     * A short label or title shown to visitors.
     */
    buttonLabel: string;
    /**
     * A short label or title shown to visitors.
     */
    invalidMessage: string;
    feedback: Feedback4;
  };
}
export interface StatusMetric {
  /**
   * The figure as shown, such as 99.98%, 245ms or 4.8/5.
   */
  value: string;
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * A short label or title shown to visitors.
   */
  period: string;
}
export interface StatusService {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * The service's status: operational (green), maintenance (yellow), degraded (orange) or outage (red).
   */
  status: 'operational' | 'maintenance' | 'degraded' | 'outage';
  /**
   * Uptime as a percentage, such as 99.99%.
   */
  uptime: string;
  /**
   * A short label or title shown to visitors.
   */
  lastIncident: string;
  /**
   * The days in the uptime period when the service was not fully operational, each drawn as a coloured bar; every other day is drawn green.
   *
   * @maxItems 90
   */
  history?: StatusHistoryDay[];
}
export interface StatusHistoryDay {
  /**
   * The day, within the uptime period.
   */
  date: string;
  /**
   * How the service was that day: maintenance (yellow), degraded (orange) or outage (red).
   */
  status: 'maintenance' | 'degraded' | 'outage';
}
export interface StatusIncident {
  /**
   * The day the incident began.
   */
  date: string;
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The incident's status as shown, such as Resolved or Completed (shown in green) or In Progress (any other text is shown in yellow). An incident that ended before updated is Resolved or Completed.
   */
  status: string;
  /**
   * A short label or title shown to visitors.
   */
  duration: string;
  /**
   * A short account of the incident.
   */
  description: string;
  /**
   * The impact as shown: Low is shown in green, Medium in yellow and any other text, such as High, in red.
   */
  impact: string;
  /**
   * Timestamped updates, shown as a timeline in the order given.
   *
   * @minItems 1
   * @maxItems 12
   */
  updates: StatusIncidentUpdate[];
}
export interface StatusIncidentUpdate {
  /**
   * A short label or title shown to visitors.
   */
  time: string;
  /**
   * The update.
   */
  message: string;
}
/**
 * The notification shown for a valid address; it should say plainly that nothing was sent.
 */
export interface Feedback4 {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * The notification's text.
   */
  message: string;
}
/**
 * A numbered process, such as how it works in four steps or a loan application in three. The steps are an ordered list with large numbers.
 */
export interface StepsBlock {
  /**
   * A numbered process, such as how it works in four steps or a loan application in three. The steps are an ordered list with large numbers.
   */
  type: 'steps';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  layout?: SectionLayout2;
  /**
   * The steps in order; each is numbered from 1.
   *
   * @minItems 2
   * @maxItems 6
   */
  steps: Step[];
  action?: Action8;
}
export interface Step {
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * What happens in this step, in a sentence or two.
   */
  text: string;
  icon?: IconName8;
}
/**
 * A call-to-action button that navigates.
 */
export interface Action8 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * The leadership team: a card per person with an initials avatar (no photos), their role and a short bio.
 */
export interface TeamBlock {
  /**
   * The leadership team: a card per person with an initials avatar (no photos), their role and a short bio.
   */
  type: 'team';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The people, in reading order.
   *
   * @minItems 1
   * @maxItems 16
   */
  members: TeamMember[];
}
export interface TeamMember {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * A short label or title shown to visitors.
   */
  role: string;
  /**
   * One to three capital letters shown in the round avatar.
   */
  initials: string;
  accent?: Accent3;
  /**
   * Two or three sentences on their background.
   */
  bio: string;
}
/**
 * Customer testimonials as cards: a star rating, a short pull quote, the full quote, and who said it and when.
 */
export interface TestimonialsBlock {
  /**
   * Customer testimonials as cards: a star rating, a short pull quote, the full quote, and who said it and when.
   */
  type: 'testimonials';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * What screen readers hear for the stars; {rating} is replaced by the testimonial's rating, such as Rated {rating} out of 5.
   */
  ratingLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  verifiedLabel?: string;
  /**
   * The testimonials, in reading order.
   *
   * @minItems 1
   * @maxItems 12
   */
  items: Testimonial[];
  /**
   * Small print under the cards, such as a note that results vary or that the quotes are samples.
   */
  footnote?: string;
}
export interface Testimonial {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * A short label or title shown to visitors.
   */
  role: string;
  /**
   * A short label or title shown to visitors.
   */
  location?: string;
  /**
   * One to three capital letters shown in the round avatar instead of a photo.
   */
  initials: string;
  /**
   * Stars given, a whole number from 1 to 5.
   */
  rating: number;
  /**
   * When the testimonial was given, written YYYY-MM-DD.
   */
  date: string;
  /**
   * A short label or title shown to visitors.
   */
  highlight: string;
  /**
   * The testimonial in the customer's words.
   */
  content: string;
  /**
   * Whether the customer was verified; shows the badge named by verifiedLabel.
   */
  verified?: boolean;
}
/**
 * Membership or pricing tiers side by side, one of them highlighted as the most popular, with an optional feature-comparison table underneath.
 */
export interface TierTableBlock {
  /**
   * Membership or pricing tiers side by side, one of them highlighted as the most popular, with an optional feature-comparison table underneath.
   */
  type: 'tier-table';
  /**
   * Id of the section, so links can point at it with #id. Lowercase letters, digits and hyphens.
   */
  id?: string;
  /**
   * The section's heading, shown as a level-2 heading.
   */
  heading?: string;
  /**
   * A sentence or two under the heading.
   */
  intro?: string;
  /**
   * The tiers, cheapest first. Mark at most one as popular.
   *
   * @minItems 1
   * @maxItems 4
   */
  tiers: Tier[];
  comparison?: TierComparison;
}
export interface Tier {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * The price as shown: a dollar amount such as $9.99, or a word such as Free.
   */
  price: string;
  /**
   * What the price is per, shown after it, such as /month. Leave out for a free tier.
   */
  period?: string;
  /**
   * One or two sentences on who the tier is for.
   */
  description: string;
  /**
   * What the tier includes, listed with check marks.
   *
   * @minItems 1
   * @maxItems 12
   *
   * Items: A short label or title shown to visitors.
   */
  features: string[];
  /**
   * Highlight this tier (brand border, slightly raised). Mark at most one tier.
   */
  popular?: boolean;
  /**
   * A short tag above the tier's name, such as Most popular; usually on the popular tier.
   */
  badge?: string;
  cta?: Action9;
}
/**
 * A call-to-action button that navigates.
 */
export interface Action9 {
  /**
   * The button text.
   */
  label: string;
  /**
   * Where the button goes.
   */
  href: string;
  /**
   * Visual weight: primary is the filled brand button, secondary an outlined one, subtle a text-only one.
   */
  variant?: 'primary' | 'secondary' | 'subtle';
  /**
   * Open an external address in a new tab. The button then says so to screen readers.
   */
  newTab?: boolean;
}
/**
 * An optional table comparing features across the tiers, one column per tier in the order of tiers.
 */
export interface TierComparison {
  /**
   * A short label or title shown to visitors.
   */
  caption: string;
  /**
   * A short label or title shown to visitors.
   */
  featureLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  includedLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  notIncludedLabel: string;
  /**
   * One row per feature.
   *
   * @minItems 1
   * @maxItems 30
   */
  rows: TierComparisonRow[];
}
export interface TierComparisonRow {
  /**
   * A short label or title shown to visitors.
   */
  feature: string;
  /**
   * One cell per tier, in the order of tiers; the list must be exactly as long as tiers. true shows a check mark, false a cross, and text (such as 4/month or Unlimited) is shown as written.
   *
   * @minItems 1
   * @maxItems 4
   */
  values: TierComparisonValue[];
}
