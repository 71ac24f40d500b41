/**
 * GENERATED FILE: do not edit. Source: schema/site.schema.json.
 * Regenerate with `npm run gen:blocks`; `npm run lint` fails when this file is stale.
 */

/**
 * Site-wide facts and chrome: brand, contacts, disclaimers, navigation, footer, languages and interface wording. One file, pages/_site.yaml.
 */
export interface Site {
  brand: Brand;
  /**
   * Public origin of the site, without trailing slash; canonical links and the sitemap are built from it.
   */
  baseUrl: string;
  /**
   * Widest the content column gets, in CSS pixels.
   */
  maxWidth: number;
  emails: Emails;
  /**
   * Support phone number as shown, such as 1-800-555-0199.
   */
  phone: string;
  /**
   * Postal address of the head office.
   */
  address: string;
  /**
   * Year the company was established, as stated in the site configuration.
   */
  establishedYear: number;
  /**
   * Whether live chat is offered.
   */
  liveChatAvailable: boolean;
  social: SocialHandles;
  disclaimers: Disclaimers;
  partnerBanks: PartnerBanks;
  accessSite: AccessSite;
  navigation: Navigation;
  footer: Footer;
  /**
   * Languages offered by the translation picker.
   *
   * @minItems 1
   * @maxItems 40
   */
  languages: Language[];
  labels: InterfaceLabels;
  cookieConsent: CookieConsent;
  translation: Translation;
  errorScreen: ErrorScreen;
  loadingOverlay?: LoadingOverlay;
}
/**
 * Who the site belongs to.
 */
export interface Brand {
  /**
   * Brand name, added to every page title.
   */
  name: string;
  /**
   * One-line promise of the brand.
   */
  tagline: string;
  /**
   * What the company is, in two sentences; used for structured data and sharing.
   */
  description: string;
  /**
   * Accessible name of the logo link, such as Fernwise home.
   */
  logoAlt: string;
}
/**
 * Mailboxes by purpose.
 */
export interface Emails {
  /**
   * Customer support.
   */
  support: string;
  /**
   * Privacy requests.
   */
  privacy: string;
  /**
   * General contact.
   */
  contact: string;
  /**
   * Business accounts and partnerships.
   */
  business: string;
  /**
   * Regulatory and compliance questions.
   */
  compliance: string;
}
/**
 * Social profiles, by handle.
 */
export interface SocialHandles {
  /**
   * X (Twitter) handle, without @.
   */
  twitter: string;
  /**
   * LinkedIn company page slug.
   */
  linkedin: string;
  /**
   * Facebook page name.
   */
  facebook: string;
}
/**
 * The not-a-bank disclaimer in three lengths.
 */
export interface Disclaimers {
  /**
   * One sentence, shown in the footer of every page.
   */
  short: string;
  /**
   * The complete disclaimer.
   */
  full: string;
  /**
   * How visitors can verify FDIC insurance for themselves.
   */
  verification: string;
}
/**
 * Example partner banks. They stay marked as examples until a real agreement is verified.
 */
export interface PartnerBanks {
  /**
   * The marking shown with the list.
   */
  status: 'Example / Potential Partners — verify before publishing';
  /**
   * The five example bank names (fictional).
   *
   * @minItems 5
   * @maxItems 5
   *
   * Items: A short label or title shown to visitors.
   */
  names: string[];
}
/**
 * The separate site where members log in and sign up.
 */
export interface AccessSite {
  /**
   * Login address.
   */
  loginUrl: string;
  /**
   * Sign-up address.
   */
  signupUrl: string;
}
/**
 * The fixed bar at the top of every page.
 */
export interface Navigation {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * Top-level entries: a menu of links, or a single link.
   *
   * @minItems 1
   * @maxItems 6
   */
  menus: NavMenu[];
  /**
   * The shorter list shown in the collapsible menu on small screens.
   *
   * @minItems 1
   * @maxItems 16
   */
  mobileLinks: Link[];
  /**
   * A short label or title shown to visitors.
   */
  loginLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  signupLabel: string;
  stickyCta?: Link1;
}
export interface NavMenu {
  /**
   * A short label or title shown to visitors.
   */
  label: string;
  /**
   * Makes the entry a plain link instead of a menu.
   */
  href?: string;
  /**
   * The menu's links.
   *
   * @maxItems 10
   */
  links?: Link[];
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
 * A text link.
 */
export interface Link1 {
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
 * The footer of every page.
 */
export interface Footer {
  /**
   * Columns of links.
   *
   * @minItems 1
   * @maxItems 6
   */
  groups: FooterGroup[];
  /**
   * A short label or title shown to visitors.
   */
  signupLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  socialLabel: string;
  socialNames: SocialNames;
  /**
   * A short label or title shown to visitors.
   */
  supportLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  copyright: string;
}
export interface FooterGroup {
  /**
   * A short label or title shown to visitors.
   */
  heading: string;
  /**
   * The column's links.
   *
   * @minItems 1
   * @maxItems 12
   */
  links: Link[];
}
/**
 * Accessible names of the social profile links.
 */
export interface SocialNames {
  /**
   * A short label or title shown to visitors.
   */
  twitter: string;
  /**
   * A short label or title shown to visitors.
   */
  linkedin: string;
  /**
   * A short label or title shown to visitors.
   */
  facebook: string;
}
export interface Language {
  /**
   * Language code, such as es.
   */
  code: string;
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * A short label or title shown to visitors.
   */
  nativeName: string;
  /**
   * ISO 3166-1 alpha-2 code of the country whose flag is drawn beside the name (decorative), such as ES; the SVG comes from the country-flag-icons package.
   */
  flag: string;
}
/**
 * Words the interface itself uses: control names and status messages.
 */
export interface InterfaceLabels {
  /**
   * A short label or title shown to visitors.
   */
  skipToContent: string;
  /**
   * A short label or title shown to visitors.
   */
  openMenu: string;
  /**
   * A short label or title shown to visitors.
   */
  closeMenu: string;
  /**
   * A short label or title shown to visitors.
   */
  carouselPrevious: string;
  /**
   * A short label or title shown to visitors.
   */
  carouselNext: string;
  /**
   * A short label or title shown to visitors.
   */
  carouselPause: string;
  /**
   * A short label or title shown to visitors.
   */
  carouselPlay: string;
  /**
   * A short label or title shown to visitors.
   */
  carouselGoTo: string;
  /**
   * A short label or title shown to visitors.
   */
  carouselSlideOf: string;
  /**
   * A short label or title shown to visitors.
   */
  opensInNewTab: string;
  /**
   * A short label or title shown to visitors.
   */
  blockFailed: string;
}
/**
 * The cookie-consent banner shown to visitors who have not chosen yet.
 */
export interface CookieConsent {
  /**
   * Milliseconds after page load before the banner appears.
   */
  delayMs: number;
  /**
   * localStorage key holding the choice: all, essential, rejected, or the categories switched on under Customize (custom: then their keys, comma-separated).
   */
  storageKey: string;
  /**
   * A short label or title shown to visitors.
   */
  title: string;
  /**
   * What cookies are used for, in a sentence or two.
   */
  text: string;
  policyLink?: Link2;
  /**
   * A short label or title shown to visitors.
   */
  acceptAll: string;
  /**
   * A short label or title shown to visitors.
   */
  essentialOnly: string;
  /**
   * A short label or title shown to visitors.
   */
  rejectAll: string;
  /**
   * A short label or title shown to visitors.
   */
  customize: string;
  /**
   * A short label or title shown to visitors.
   */
  hideDetails: string;
  /**
   * A short label or title shown to visitors.
   */
  saveChoices: string;
  /**
   * A short label or title shown to visitors.
   */
  settingsLink: string;
  /**
   * A short label or title shown to visitors.
   */
  close: string;
  /**
   * Cookie categories, each with a switch under Customize.
   *
   * @minItems 1
   * @maxItems 6
   */
  categories: CookieCategory[];
}
/**
 * A text link.
 */
export interface Link2 {
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
export interface CookieCategory {
  /**
   * A short label or title shown to visitors.
   */
  name: string;
  /**
   * What these cookies do.
   */
  description: string;
  /**
   * A short label or title shown to visitors.
   */
  status?: string;
  /**
   * Short name stored when the visitor switches this optional category on, such as analytics. A category without one (and with a status) is always on.
   */
  key?: string;
}
/**
 * The language picker and the page-translation widget it loads on first use.
 */
export interface Translation {
  /**
   * Address of the translation service's website-element script; loaded only when a visitor first picks a language.
   */
  scriptUrl: string;
  /**
   * Language the pages are written in.
   */
  sourceLanguage: string;
  /**
   * A short label or title shown to visitors.
   */
  buttonLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  listLabel: string;
  /**
   * A short label or title shown to visitors.
   */
  loading: string;
  /**
   * A short label or title shown to visitors.
   */
  unavailable: string;
}
/**
 * The screen shown when a page fails unexpectedly.
 */
export interface ErrorScreen {
  /**
   * A short label or title shown to visitors.
   */
  heading: string;
  /**
   * A short label or title shown to visitors.
   */
  homeLabel: string;
}
/**
 * The overlay shown over a page when a move to another page of the site has not arrived 400 ms after the visitor followed the link (a slow network): the logo, turning rings, bouncing dots and these two lines, announced politely to screen readers. It never covers a first visit or a quick move. Leave it out for no overlay.
 */
export interface LoadingOverlay {
  /**
   * A short label or title shown to visitors.
   */
  heading: string;
  /**
   * A short label or title shown to visitors.
   */
  text: string;
}
