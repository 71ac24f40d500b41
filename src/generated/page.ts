/**
 * GENERATED FILE: do not edit. Source: schema/page.schema.json.
 * Regenerate with `npm run gen:types`; a test fails when this file is stale.
 */

/**
 * A section of the page; its type picks the block.
 */
export type Block =
  BannerCarouselBlock | CardGridBlock | FaqBlock | HeroBlock | NoticeBlock | QuickLinksBlock | RateTableBlock;
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
 * Accent colour from the brand palette.
 */
export type Accent = 'fern' | 'ocean' | 'gold' | 'plum' | 'coral' | 'slate';

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
 * Rotating promotional banners. Rotation advances on a timer, wraps around, and can be paused; previous, next and dot buttons move between slides.
 */
export interface BannerCarouselBlock {
  /**
   * Block type.
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
  image: Image;
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
/**
 * A grid of cards: offer tiles, services, products or features. Each card has a title and text, and optionally an icon, badge, headline figure, feature list and button.
 */
export interface CardGridBlock {
  /**
   * Block type.
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
  /**
   * Cards per row on wide screens; narrower screens show fewer.
   */
  columns?: 2 | 3 | 4 | 5;
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
  accent?: Accent;
  /**
   * A short tag in the card's corner, such as New or Most popular.
   */
  badge?: string;
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
 * Questions and answers in an accordion; each item opens and closes on its own, so several can be open at once.
 */
export interface FaqBlock {
  /**
   * Block type.
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
 * The opening section of a page. Its title is the page's one level-1 heading.
 */
export interface HeroBlock {
  /**
   * Block type.
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
  actions?: Action2[];
  /**
   * A short label or title shown to visitors.
   */
  backButton?: string;
  /**
   * Small print under the buttons, such as the terms behind a figure.
   */
  footnote?: string;
  image?: Image1;
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
 * A call-to-action button that navigates.
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
 * An illustration beside the text on wide screens.
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
 * A framed notice: a disclaimer, an FDIC notice or a warning.
 */
export interface NoticeBlock {
  /**
   * Block type.
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
  links?: Action2[];
}
/**
 * A short list of links to popular pages, each with an optional one-line description.
 */
export interface QuickLinksBlock {
  /**
   * Block type.
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
  links: Link[];
}
/**
 * A text link.
 */
export interface Link {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * Where the link goes.
   */
  href: string;
  /**
   * A short label or title shown to visitors.
   */
  description?: string;
}
/**
 * A table of deposit products with their APY, minimum balance and monthly fee, dated by the day the rates were set.
 */
export interface RateTableBlock {
  /**
   * Block type.
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
