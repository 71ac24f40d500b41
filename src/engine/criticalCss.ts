import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import render from 'dom-serializer';
import { findAll, removeElement } from 'domutils';
import { Parser, parseDocument } from 'htmlparser2';
import { inlineConstantProperties } from './constantProperties.ts';
import { linkedStylesheet } from './fontFaces.ts';
import { withoutHoverRules } from './hoverRules.ts';

/** The cascade layers in their order; a stylesheet's first mention of a layer fixes its place. */
const LAYER_ORDER = '@layer fernwise-base,mantine,fernwise-ui;';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

/** The custom properties a stylesheet declares and uses, to drop the declarations nothing in it reads. */
function pruneUnusedProperties(css: string): string {
  const declared = /(--[\w-]+)\s*:[^;}]*;?/g;
  const used = new Set<string>();
  const uses = (text: string) => {
    for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(name);
  };
  // Uses outside declarations of custom properties, then those inside the declarations that are kept, until stable.
  uses(css.replace(declared, ''));
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const [declaration, name] of css.matchAll(declared)) if (used.has(name)) uses(declaration);
  }
  return (
    css
      .replace(declared, (declaration, name: string) => (used.has(name) ? declaration : ''))
      // Each empty rule starts right after a brace (or at the start): looking only there keeps the search linear.
      .replace(/(?<=^|[{}])[^{}]+\{\s*\}/g, '')
  );
}

type Document = ReturnType<typeof parseDocument>;

/**
 * The document without what the first paint cannot show: elements carrying `hidden` (closed menus, the cookie
 * banner) and the site footer, which is never on a first screen.
 */
function withoutHidden(html: string): Document {
  const document = parseDocument(html);
  const offScreen = findAll((node) => node.attribs.hidden !== undefined || node.name === 'footer', document.children);
  for (const element of offScreen) removeElement(element);
  return document;
}

/** The attributes a stylesheet's selectors can read the value of: those in `[…]`, and `lang` and `dir`. */
function attributesReadBy(css: string): Set<string> {
  const names = new Set(['class', 'id', 'lang', 'dir']);
  for (const [, name] of css.matchAll(/\[\s*([\w:-]+)/g)) names.add(name.toLowerCase());
  return names;
}

/**
 * What a selector can see of a first screen, and nothing else: every element with its attributes, the values only
 * of the attributes `readable` names, and of text only whether it is there (`:empty`), except inside `<style>`,
 * which is kept whole; less what `withoutHidden` takes out. Two first screens with the same shape get the same
 * critical CSS, whatever their words, links and images, so a site of many pages built from a few layouts computes
 * it once a layout. Read from the parser's events, without building the document: every page's first screen is
 * shaped, and few of them then need the document.
 */
function shapeOf(html: string, readable: ReadonlySet<string>): string {
  const parts: string[] = [];
  // The depth inside an element taken out (hidden, or the footer), 0 outside one.
  let skipped = 0;
  let inStyle = false;
  let style = '';
  let textPending = false;
  const flushText = () => {
    if (inStyle) parts.push(JSON.stringify(style));
    else if (textPending) parts.push('t');
    style = '';
    textPending = false;
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (skipped > 0 || attributes.hidden !== undefined || name === 'footer') {
        skipped += 1;
        return;
      }
      flushText();
      const shown = Object.entries(attributes)
        .map(([attribute, value]) =>
          readable.has(attribute.toLowerCase()) ? `${attribute}=${JSON.stringify(value)}` : attribute,
        )
        .join(' ');
      parts.push(`<${name} ${shown}>`);
      inStyle = name === 'style';
    },
    ontext(text) {
      if (skipped > 0) return;
      if (inStyle) style += text;
      else if (text !== '') textPending = true;
    },
    onclosetag() {
      if (skipped > 0) {
        skipped -= 1;
        return;
      }
      flushText();
      inStyle = false;
      parts.push('</>');
    },
    oncomment() {
      if (skipped > 0) return;
      flushText();
      parts.push('c');
    },
    onprocessinginstruction(_, data) {
      if (skipped > 0) return;
      flushText();
      // The doctype, which decides nothing a selector sees, but is kept whole to be safe.
      parts.push(`<${data}>`);
    },
  });
  parser.end(html);
  flushText();
  return parts.join('');
}

interface Stylesheet {
  /** The build folder and the stylesheet's address. */
  key: string;
  css: string;
  readable: Set<string>;
}

const stylesheets = new Map<string, Stylesheet>();

/** The site stylesheet a first screen links, read once per build folder and file. */
function stylesheetOf(firstScreen: string, outDir: string): Stylesheet {
  const key = `${outDir}\0${/<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(firstScreen)?.[1] ?? ''}`;
  let entry = stylesheets.get(key);
  if (!entry) {
    const css = linkedStylesheet(firstScreen, outDir);
    entry = { key, css, readable: attributesReadBy(css) };
    stylesheets.set(key, entry);
  }
  return entry;
}

/** Critical CSS already found, by the shape of the first screen it was found for (see shapeOf). */
export type CriticalCssMemo = Map<string, string>;

/**
 * The CSS the first screen of a page needs: the rules of the site stylesheet that match its first screen (its
 * header and first blocks, as `firstScreen` holds them, less anything hidden), found by beasties, with the site's
 * constant custom properties written in where they are read (see inlineConstantProperties), the theme variables
 * nothing there reads then left out, and no `:hover` rules (see withoutHoverRules); and the site's font faces (`fontFaces`, which the shared stylesheet no
 * longer declares: see takeFontFaces). The page inlines it, so it paints from its HTML alone; the whole stylesheet
 * follows, cached.
 */
export async function criticalCss(
  firstScreen: string,
  outDir: string,
  fontFaces: string,
  memo?: CriticalCssMemo,
): Promise<string> {
  const stylesheet = stylesheetOf(firstScreen, outDir);
  const key = memo
    ? `${stylesheet.key}\0${createHash('sha256').update(shapeOf(firstScreen, stylesheet.readable)).digest('base64')}`
    : '';
  const known = memo?.get(key);
  if (known !== undefined) return known;
  const document = withoutHidden(firstScreen);
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    noscriptFallback: false,
    pruneSource: false,
    reduceInlineStyles: false,
    mergeStylesheets: true,
    keyframes: 'critical',
    compress: true,
    logLevel: 'silent',
  });
  const processed = await beasties.process(render(document));
  const styles = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  // Beasties cannot tell that the font faces are used (the font family is a custom property), and without them the
  // first paint would set the text in system fonts until the whole stylesheet arrives: they are always inlined.
  // The layer order first: the inlined rules come before the whole stylesheet, so their order would otherwise win.
  const rules = withoutHoverRules(inlineConstantProperties(styles.join(''), stylesheet.css));
  const css = LAYER_ORDER + fontFaces + pruneUnusedProperties(rules);
  memo?.set(key, css);
  return css;
}

/** Where in a page the link to the whole stylesheet goes: the start of its blocks below the first screen. */
export const STYLESHEET_PLACE = '<!--fernwise-stylesheet-->';

/**
 * Puts the critical CSS in the page's head and moves the link to the whole stylesheet to STYLESHEET_PLACE, or to
 * the end of the body when the page has no such place. There it no longer holds up the first paint (the first
 * screen has its rules already), and the browser lays out what follows it once, with the whole stylesheet, instead
 * of laying it out unstyled and again when the stylesheet arrives.
 */
export function inlineCriticalCss(html: string, css: string): string {
  const link = STYLESHEET_LINK.exec(html);
  if (!link) throw new Error('the page links no stylesheet');
  if (/<\/style/i.test(css)) throw new Error('the critical CSS would close its own <style> element');
  const inlined = html.replace(link[0], () => `<style>${css}</style>`);
  return inlined.includes(STYLESHEET_PLACE)
    ? inlined.replace(STYLESHEET_PLACE, () => link[0])
    : inlined.replace('</body>', () => `${link[0]}</body>`);
}
