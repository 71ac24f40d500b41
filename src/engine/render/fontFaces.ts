import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
const STYLESHEET_HREF = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/;
const WOFF2_URL = /url\(\s*["']?(\/assets\/[^"')]+\.woff2)["']?\s*\)/;

/** Every @font-face rule of a stylesheet, as written. */
export function fontFaceRules(css: string): string[] {
  return [...css.matchAll(FONT_FACE)].map(([rule]) => rule);
}

/**
 * The web fonts a page should fetch at once: the hashed woff2 file of each @font-face rule that loads one (any
 * font-display but `block`). The metric-matched fallbacks name local fonts only, so they are never preloaded.
 */
export function preloadedFontUrls(css: string): string[] {
  return fontFaceRules(css).flatMap((rule) => {
    const url = WOFF2_URL.exec(rule)?.[1];
    return url && /font-display\s*:\s*(?:swap|optional|fallback)/.test(rule) ? [url] : [];
  });
}

/** `<link rel="preload">` tags for the fonts: `crossorigin`, as fonts are always fetched in CORS mode. */
export function fontPreloadTags(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).join('');
}

/** The address of the site stylesheet a built template links. */
export function linkedStylesheetHref(html: string): string {
  const href = STYLESHEET_HREF.exec(html)?.[1];
  if (!href) throw new Error('the page links no stylesheet');
  return href;
}

/** The site stylesheet a built template links, read from the build's output folder. */
export function linkedStylesheet(html: string, outDir: string): string {
  return readFileSync(path.join(outDir, linkedStylesheetHref(html)), 'utf8');
}

/**
 * Takes the @font-face rules out of the site stylesheet a built template links, rewriting the file, and returns
 * them. Every built page declares them once, in its inlined first-screen CSS; a second declaration in the shared
 * stylesheet would be a second font face whose own load, when the stylesheet arrives after the first paint, swaps
 * the brand font in late and reflows the text (the layout shift `font-display: optional` exists to prevent).
 */
export function takeFontFaces(html: string, outDir: string): string {
  const file = path.join(outDir, linkedStylesheetHref(html));
  const css = readFileSync(file, 'utf8');
  writeFileSync(file, css.replace(FONT_FACE, ''));
  return fontFaceRules(css).join('');
}

/**
 * The built template with the brand font preloaded from its head, right after the viewport tag: the font is then
 * requested with the HTML's first bytes, in parallel with everything else, instead of once the stylesheet that
 * declares it has been read.
 */
export function withFontPreloads(template: string, css: string): string {
  const tags = fontPreloadTags(preloadedFontUrls(css));
  if (tags === '') return template;
  const viewport = /<meta name="viewport"[^>]*>/.exec(template);
  if (!viewport) throw new Error('the page template has no viewport <meta> to put the font preloads after');
  return template.replace(viewport[0], () => viewport[0] + tags);
}
