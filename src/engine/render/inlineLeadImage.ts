import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import render from 'dom-serializer';
import { Element } from 'domhandler';
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { escapeRegExp } from '../shared/escapeRegExp.ts';
import { inlineWithinLimit } from './inliningLimit.ts';

/** The largest picture written into a page (raw bytes): the hero drawings are 2.5–5 kB. */
export const MAX_INLINED_IMAGE_BYTES = 8 * 1024;

/**
 * The first image a page asks for with high priority (the hero's picture, or an article's under a hero of text,
 * which their blocks mark so), when its `src` is a local SVG file. Only the engine's own markup is read: React
 * quotes `src` and escapes `>` in values; Mantine's Image writes its class before `src`, a native image after.
 */
const LEAD_IMAGE = /<img(?=[^>]*\sfetchPriority="high")[^>]*?\ssrc="(\/[^"?#]+\.svg)"/;

/** A `<link rel=preload>` of the image at `src`, as React writes it for an image of high priority. */
function preloadOf(src: string): RegExp {
  return new RegExp(`<link(?=[^>]*\\srel="?preload[\\s">])[^>]*\\shref="${escapeRegExp(src)}"[^>]*>`, 'g');
}

/** A lead image's drawing as it is written into a page: its markup, or null for a file not inlined. */
const drawings = new Map<string, Element | null>();

/**
 * A drawing fit to sit in a page's markup: a local SVG of at most MAX_INLINED_IMAGE_BYTES with no stylesheet, style
 * attribute or script (the page's Content-Security-Policy admits neither), read once per render worker.
 */
function drawingOf(file: string): Element | null {
  let found = drawings.get(file);
  if (found === undefined) {
    found = null;
    let text: string | undefined;
    try {
      text = statSync(file).size <= MAX_INLINED_IMAGE_BYTES ? readFileSync(file, 'utf8') : undefined;
    } catch {
      // Not a file of the build: the link checks report it; the page keeps its address.
    }
    if (text !== undefined) {
      const root = parseDocument(text, { xmlMode: true }).children.find(
        (node): node is Element => node instanceof Element && node.name === 'svg',
      );
      const unsafe = (node: Element) => node.name === 'style' || node.name === 'script' || 'style' in node.attribs;
      if (root && !unsafe(root) && findAll(unsafe, root.children).length === 0) found = root;
    }
    drawings.set(file, found);
  }
  return found;
}

/** Ids of a drawing written into a page start with this, so they cannot meet the page's own. */
const ID_PREFIX = 'lead-';

/**
 * The drawing's markup for the page, standing in for `<img>` with the image's attributes: its class (the picture's
 * size and placement), and its alt text as the name of an `img` role (an empty alt hides it, as it hides an image).
 * Its ids are prefixed (ID_PREFIX), with every `url(#…)` and `#…` reference to them. The drawing's own
 * `font-family` (on its root) gives way to the page's: its text is set in the site's typeface, which the page has
 * already found, so drawing it asks the system for no font of its own.
 */
function inlineDrawing(drawing: Element, image: Record<string, string | undefined>): string {
  const svg = drawing.cloneNode(true);
  const ids = new Set(findAll((node) => node.attribs.id !== undefined, [svg]).map((node) => node.attribs.id));
  const renamed = (value: string) =>
    value
      .replace(/url\(#([^)]+)\)/g, (reference, id: string) => (ids.has(id) ? `url(#${ID_PREFIX}${id})` : reference))
      .replace(/^#(.+)$/, (reference, id: string) => (ids.has(id) ? `#${ID_PREFIX}${id}` : reference));
  for (const node of [svg, ...findAll(() => true, svg.children)]) {
    for (const [name, value] of Object.entries(node.attribs)) {
      node.attribs[name] = name === 'id' ? `${ID_PREFIX}${value}` : renamed(value);
    }
  }
  const alt = image.alt ?? '';
  // Each family of a drawing's own list missing on the device was a system font lookup per size and weight of its
  // text: on /privacy at Lighthouse's phone size under 4x throttling, font lookups took 181-257 ms of the page's
  // main thread with the drawing's list, 100-146 ms with the page's (3 loads each).
  const { xmlns: _namespace, 'font-family': _family, ...own } = svg.attribs;
  svg.attribs = {
    ...own,
    ...(image.class !== undefined && { class: image.class }),
    ...(alt === '' ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': alt }),
  };
  return render(svg, { xmlMode: true });
}

/**
 * The page with its lead image (see LEAD_IMAGE) written into its HTML as inline SVG, when that is a local drawing fit
 * for it (see drawingOf) and the page stays within the inlining limit with it (see inliningLimit.ts). It is often the
 * largest thing on the first screen, so the page's Largest Contentful Paint waited for its request, a round trip after
 * the HTML (about 300 ms on Lighthouse's slow 4G: /privacy's LCP 1,476 ms, its first paint 1,128 ms); inlined, it
 * paints with the text. Inline rather than a `data:` URL: an SVG image is a document of its own, whose text the browser
 * laid out and drew on the main thread after the first paint (measured on /privacy at Lighthouse's phone size, medians
 * of 7: layout 121 → 73 ms, image painting 13 → 0.3 ms, page painting 11 → 19 ms, unthrottled). The picture is drawn
 * for that page, so little cache shared between pages is lost.
 */
export function inlineLeadImage(html: string, outDir: string): string {
  return inlineWithinLimit(html, [(page) => withLeadImage(page, outDir)]);
}

/** The page with its lead image written into it as inlineLeadImage does, whatever its size; null when it has none. */
export function withLeadImage(html: string, outDir: string): string | null {
  const lead = LEAD_IMAGE.exec(html);
  if (!lead) return null;
  const drawing = drawingOf(path.join(outDir, lead[1]));
  if (drawing === null) return null;
  const end = html.indexOf('>', lead.index) + 1;
  const image = findAll((node) => node.name === 'img', parseDocument(html.slice(lead.index, end)).children)[0];
  return (
    (html.slice(0, lead.index) + inlineDrawing(drawing, image.attribs) + html.slice(end))
      // React preloads a high-priority image: that request would now fetch a file nothing uses.
      .replace(preloadOf(lead[1]), '')
  );
}
