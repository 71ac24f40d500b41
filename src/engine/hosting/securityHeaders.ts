/**
 * The response headers and cache rules of the built site: the one definition behind dist/_headers (Netlify,
 * Cloudflare Pages), dist.nginx.conf (deploy/nginx.conf) and `npm start`. See deploy/README.md.
 */

/** Vite writes content-hashed file names under this folder, so a file there never changes. */
export const HASHED_ASSETS_PREFIX = '/assets/';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** HTML and every unhashed file may change at the next deploy, so caches revalidate before each use. */
export const REVALIDATE_CACHE = 'no-cache';

export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

// Google's website translation element: its loader (the site file's translation.scriptUrl) fetches its code from
// translate.googleapis.com, styles and icons from www.gstatic.com and translate.googleapis.com, a spacer image from
// www.google.com, and sends page text to translate.googleapis.com and translate-pa.googleapis.com.
const WIDGET_CODE = 'https://translate.googleapis.com';
const WIDGET_STATIC = 'https://www.gstatic.com';
const WIDGET_IMAGES = 'https://www.google.com';
const WIDGET_TRANSLATIONS = 'https://translate-pa.googleapis.com';

export interface PolicyInputs {
  /** CSP sources ('sha256-…') of the inline scripts the built HTML runs; see inlineScripts.ts. */
  inlineScriptHashes: readonly string[];
  /** CSP sources of the built HTML's `<style>` elements (each page's inlined first-screen CSS); see inlineStyles.ts. */
  inlineStyleHashes?: readonly string[];
  /** CSP sources of the built HTML's `style` attribute values (the server HTML of Mantine's React islands). */
  styleAttributeHashes?: readonly string[];
  /** The translation widget's loader (site file: translation.scriptUrl); without it no third-party host is allowed. */
  widgetScriptUrl?: string;
  /**
   * Any inline style (`'unsafe-inline'` in style-src and style-src-attr, no style hashes, which would void it): the
   * `/*` rule of _headers, so that a host joining it with a page's own policy enforces the page's (see hostingFiles.ts).
   * Scripts stay allowed by hash only.
   */
  anyInlineStyle?: boolean;
}

/**
 * The Content-Security-Policy: nothing by default; the site's own scripts, images, fonts and styles, hashed inline
 * scripts and styles, and the translation widget's hosts. No 'unsafe-inline' anywhere: each `<style>` element the
 * build wrote is allowed by its hash, and each `style` attribute value by its hash under `style-src-attr
 * 'unsafe-hashes'` (which allows those exact values and nothing else). Styles set from script (CSSOM, as React does
 * once an island runs) are not governed by CSP.
 */
export function contentSecurityPolicy({
  inlineScriptHashes,
  inlineStyleHashes = [],
  styleAttributeHashes = [],
  widgetScriptUrl,
  anyInlineStyle = false,
}: PolicyInputs): string {
  const widgetHosts = (...hosts: string[]) =>
    widgetScriptUrl === undefined ? [] : [new URL(widgetScriptUrl).origin, ...hosts];
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    ['script-src', "'self'", ...inlineScriptHashes, ...widgetHosts(WIDGET_CODE)],
    anyInlineStyle
      ? ['style-src', "'self'", "'unsafe-inline'", ...widgetHosts(WIDGET_CODE, WIDGET_STATIC)]
      : ['style-src', "'self'", ...inlineStyleHashes, ...widgetHosts(WIDGET_CODE, WIDGET_STATIC)],
    anyInlineStyle
      ? ['style-src-attr', "'unsafe-inline'"]
      : styleAttributeHashes.length > 0
        ? ['style-src-attr', "'unsafe-hashes'", ...styleAttributeHashes]
        : ['style-src-attr', "'none'"],
    // No data: URLs: a page carries its hero drawing as inline SVG (inlineLeadImage.ts), not as an image.
    ['img-src', "'self'", ...widgetHosts(WIDGET_CODE, WIDGET_STATIC, WIDGET_IMAGES)],
    // The brand typeface, self-hosted under /assets/.
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...widgetHosts(WIDGET_CODE, WIDGET_TRANSLATIONS)],
    // Forms post nowhere once hydrated; before hydration a submit reloads the same page.
    ['form-action', "'self'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => [...new Set(directive)].join(' ')).join('; ');
}

/**
 * Powerful features the site never uses, denied to the page and anything it embeds. Only names Chromium knows (an
 * unknown one logs a console warning). The code sample's copy button needs clipboard-write, so it is not listed.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** The headers every response carries, redirects and 404s included. */
export function securityHeaders(policy: string): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    // Two years and preload, as the HSTS preload list asks; the Observatory's minimum is six months.
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    // frame-ancestors does the same in browsers that read CSP.
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}
