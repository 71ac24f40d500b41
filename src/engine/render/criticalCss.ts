import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import render from 'dom-serializer';
import { findAll, removeElement } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { inlineConstantProperties } from './constantProperties.ts';
import { escapeRegExp } from '../shared/escapeRegExp.ts';
import { linkedStylesheet } from './fontFaces.ts';
import { withoutHoverRules } from './hoverRules.ts';
import { pruneUnusedProperties } from './unusedProperties.ts';
import { RAW_TEXT_ELEMENT } from './rawTextElement.ts';

/** The cascade layers in their order; a stylesheet's first mention of a layer fixes its place. */
const LAYER_ORDER = '@layer fernwise-base,mantine,fernwise-ui;';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;

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
 * A text: after a tag (or at the start of a part) up to the next tag (or the end of the part). The page is markup
 * the engine wrote, which escapes `>` in texts and values alike.
 */
const TEXT = /(^|>)[^<]+(?=<|$)/g;

/** Matches an attribute whose value no selector reads (its name not in `readable`), name and value apart. */
function unreadValuesPattern(readable: ReadonlySet<string>): RegExp {
  const names = [...readable].map(escapeRegExp).join('|');
  return new RegExp(`(\\s)(?!(?:${names})=)([^\\s"'=<>/]+)=(?:"[^"]*"|'[^']*'|[^\\s"'=<>\`]+)`, 'gi');
}

/**
 * What a selector can see of a first screen, and nothing it cannot: every element with its attributes, the values
 * only of the attributes `unreadValues` does not match, and of text only whether it is there (`:empty`), except
 * inside `<style>`, which is kept whole. Two first screens with the same shape get the same critical CSS, whatever
 * their words, links and images, so a site of many pages built from a few layouts computes it once a layout.
 * Hidden parts and the footer, which the critical CSS leaves out, stay in: a shape may tell apart more first
 * screens than it must, never fewer. Made by replacing with patterns, not by parsing: every page's first screen is
 * shaped (parsing it was an eighth of the time a page took to build), and few of them then need the document.
 */
function shapeOf(html: string, unreadValues: RegExp): string {
  const values = (attributes: string) => attributes.replace(unreadValues, '$1$2');
  const markup = (part: string) => values(part.replace(TEXT, '$1t'));
  let shape = '';
  let from = 0;
  for (const match of html.matchAll(RAW_TEXT_ELEMENT)) {
    const [element, name, attributes, text] = match;
    const at = match.index;
    const content = name.toLowerCase() === 'style' ? JSON.stringify(text) : text === '' ? '' : 't';
    shape += `${markup(html.slice(from, at))}<${name}${values(attributes)}>${content}</${name}>`;
    from = at + element.length;
  }
  return shape + markup(html.slice(from));
}

interface Stylesheet {
  /** The stylesheet's text as a digest. */
  key: string;
  css: string;
  /** The attributes whose values no selector of the stylesheet reads (see shapeOf). */
  unreadValues: RegExp;
}

const stylesheets = new Map<string, Stylesheet>();

/** The site stylesheet a first screen links, read once per build folder and file. */
function stylesheetOf(firstScreen: string, outDir: string): Stylesheet {
  const file = `${outDir}\0${/<link rel="stylesheet"[^>]*href="([^"]+)"/.exec(firstScreen)?.[1] ?? ''}`;
  let entry = stylesheets.get(file);
  if (!entry) {
    const css = linkedStylesheet(firstScreen, outDir);
    const key = createHash('sha256').update(css).digest('hex');
    entry = { key, css, unreadValues: unreadValuesPattern(attributesReadBy(css)) };
    stylesheets.set(file, entry);
  }
  return entry;
}

/**
 * Critical CSS already found, by a key (hex) of the stylesheet, the font faces and the shape of the first screen it
 * was found for (see shapeOf): a Map, or a CriticalCssCache that also keeps it on disk.
 */
export interface CriticalCssMemo {
  get(key: string): string | undefined;
  set(key: string, css: string): void;
}

/**
 * The CSS the first screen of a page needs: the rules of the site stylesheet that match its first screen (its
 * header and first blocks, as `firstScreen` holds them, less anything hidden), found by beasties, with the site's
 * constant custom properties written in where they are read (see inlineConstantProperties), the theme variables
 * nothing there reads then left out, and no `:hover` rules (see withoutHoverRules); and the site's font faces
 * (`fontFaces`, which the site stylesheet no longer declares: see takeFontFaces). The page inlines it, so it paints
 * from its HTML alone; its own stylesheet (see PageStylesheets) follows, cached.
 */
export async function criticalCss(
  firstScreen: string,
  outDir: string,
  fontFaces: string,
  memo?: CriticalCssMemo,
): Promise<string> {
  const stylesheet = stylesheetOf(firstScreen, outDir);
  // What the result depends on besides this module's code: the stylesheet, the font faces and the first screen's
  // shape. The stylesheet is named by its text, not its file, so a memo kept on disk serves any build folder.
  const key = memo
    ? createHash('sha256')
        .update(`${stylesheet.key}\0${fontFaces}\0`)
        .update(shapeOf(firstScreen, stylesheet.unreadValues))
        .digest('hex')
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
