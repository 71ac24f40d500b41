import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import svgToMiniDataUri from 'mini-svg-data-uri';
import { escapeRegExp } from '../shared/escapeRegExp.ts';

/** The largest picture written into a page (raw bytes): the hero drawings are 2.5–5 kB. */
export const MAX_INLINED_IMAGE_BYTES = 8 * 1024;

/**
 * The largest page a picture is written into, with it (raw bytes). A long page's first screen already spends its
 * first round trips on HTML, and a request of its own in parallel costs less there: the home page (59.9 kB) keeps
 * its picture as a file, and reaches its Largest Contentful Paint at its first paint already.
 */
export const MAX_PAGE_BYTES_WITH_IMAGE = 60 * 1000;

/**
 * The first image a page asks for with high priority (the hero's picture, which the Hero block marks so), when its
 * `src` is a local SVG file. Only the engine's own markup is read: React writes `src` first, quoted, and escapes
 * `>` in values.
 */
const LEAD_IMAGE = /<img src="(\/[^"?#]+\.svg)"(?=[^>]*\sfetchPriority="high")/;

/** A `<link rel=preload>` of the image at `src`, as React writes it for an image of high priority. */
function preloadOf(src: string): RegExp {
  return new RegExp(`<link(?=[^>]*\\srel="?preload[\\s">])[^>]*\\shref="${escapeRegExp(src)}"[^>]*>`, 'g');
}

/** Data URLs by file, or null for a file not inlined; kept for the life of a render worker. */
const dataUrls = new Map<string, string | null>();

/** A drawing's data: URL: quotes made single, colours named where shorter, and spaces encoded, as a URL allows. */
function dataUrlOf(file: string): string | null {
  let found = dataUrls.get(file);
  if (found === undefined) {
    let size: number | undefined;
    try {
      size = statSync(file).size;
    } catch {
      // Not a file of the build: the link checks report it; the page keeps its address.
    }
    found =
      size !== undefined && size <= MAX_INLINED_IMAGE_BYTES
        ? svgToMiniDataUri.toSrcset(readFileSync(file, 'utf8'))
        : null;
    dataUrls.set(file, found);
  }
  return found;
}

/**
 * The page with its lead image (see LEAD_IMAGE) written into its HTML as a `data:` URL, when that is a local SVG
 * of at most MAX_INLINED_IMAGE_BYTES in `outDir` and the page stays within MAX_PAGE_BYTES_WITH_IMAGE. It is often
 * the largest thing on the first screen, so the page's Largest Contentful Paint waited for its request, a round
 * trip after the HTML (about 300 ms on Lighthouse's slow 4G: /privacy's LCP 1,476 ms, its first paint 1,128 ms);
 * inlined, it paints with the text. The picture is drawn for that page, so little cache shared between pages is
 * lost.
 */
export function inlineLeadImage(html: string, outDir: string): string {
  const lead = LEAD_IMAGE.exec(html);
  if (!lead) return html;
  const dataUrl = dataUrlOf(path.join(outDir, lead[1]));
  if (dataUrl === null) return html;
  // Escaped for a double-quoted attribute (the URL has no `<` or `>`: they are percent-encoded): a `&` of the drawing
  // must reach the URL as it is, not read as a character reference.
  const value = dataUrl.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  const inlined = (html.slice(0, lead.index) + `<img src="${value}"` + html.slice(lead.index + lead[0].length))
    // React preloads a high-priority image: that request would now fetch a file nothing uses.
    .replace(preloadOf(lead[1]), '');
  return Buffer.byteLength(inlined) <= MAX_PAGE_BYTES_WITH_IMAGE ? inlined : html;
}
