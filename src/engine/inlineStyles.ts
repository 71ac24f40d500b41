import { Parser } from 'htmlparser2';
import { scriptHashSource } from './inlineScripts.ts';

export interface InlineStyles {
  /** The text of every `<style>` element (the first screen's CSS that criticalCss.ts inlines, for one). */
  elements: string[];
  /** The value of every `style` attribute, entities decoded as the browser reads it (React islands' server HTML). */
  attributes: string[];
}

/** The inline CSS in `html` a Content-Security-Policy without 'unsafe-inline' must allow by hash. */
export function inlineStyles(html: string): InlineStyles {
  const found: InlineStyles = { elements: [], attributes: [] };
  // The parser's events, not a document: every page is read here once, and building its tree took three times as
  // long. The same tokenizer (htmlparser2's, as parseDocument uses) decides what is an element and an attribute.
  let style: string[] | undefined;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (attributes.style !== undefined) found.attributes.push(attributes.style);
      if (name === 'style') style = [];
    },
    ontext(text) {
      style?.push(text);
    },
    onclosetag(name) {
      if (name === 'style' && style) {
        found.elements.push(style.join(''));
        style = undefined;
      }
    },
  });
  parser.end(html);
  return found;
}

/** The CSP source allowing one inline style: 'sha256-…' of its text, hashed as an inline script is. */
export const styleHashSource = scriptHashSource;

// Where a style attribute could be: "style" as a whole name, not right after `<` (an element) or before `>` (the
// end of one). Other places it turns up, such as a word of the text, only send the page to the parser.
const MAY_HAVE_STYLE_ATTRIBUTE = /(?<![<\w-])style(?![>\w-])/i;
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/**
 * `inlineStyles` of a page this engine rendered, without parsing it when it has no style attribute (most pages
 * have none): its style elements are then found by a search, which is exact for the engine's HTML, where React
 * escapes `<` and `>` in text and attribute values and island data escapes `<`, but not for any HTML.
 */
export function inlineStylesOfRenderedPage(html: string): InlineStyles {
  if (MAY_HAVE_STYLE_ATTRIBUTE.test(html)) return inlineStyles(html);
  return { elements: Array.from(html.matchAll(STYLE_ELEMENT), ([, css]) => css), attributes: [] };
}
