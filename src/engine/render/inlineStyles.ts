import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { scriptHashSource } from './inlineScripts.ts';
import { RAW_TEXT_ELEMENT } from './rawTextElement.ts';

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
// end of one). Other places it turns up, such as a word of the text, are told apart by STYLE_ATTRIBUTE.
const MAY_HAVE_STYLE_ATTRIBUTE = /(?<![<\w-])style(?![>\w-])/i;
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;
/**
 * A start tag up to its style attribute, read one whole attribute at a time from the tag's name on, so "style" in
 * another attribute's value (an alt text) is never taken for one; the value quoted either way, unquoted, or none.
 */
const STYLE_ATTRIBUTE =
  /<[a-z][^\s/>]*(?:\s+(?!style[\s=/>])[^\s"'=<>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*\s+style(?:=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?(?=[\s/>])/gi;
/** The character references React writes in attribute values, and what they stand for. */
const REACT_ESCAPES: Readonly<Record<string, string>> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const REFERENCE = /&[^;\s]*;?/g;

/**
 * `inlineStyles` of a page this engine rendered, found by searching rather than parsing it: exact for the engine's
 * HTML, where React escapes `<` and `>` in text and attribute values and island data escapes `<`, but not for any
 * HTML. A style attribute holding a character reference React does not write is left to the parser.
 */
export function inlineStylesOfRenderedPage(html: string): InlineStyles {
  const elements = Array.from(html.matchAll(STYLE_ELEMENT), ([, css]) => css);
  if (!MAY_HAVE_STYLE_ATTRIBUTE.test(html)) return { elements, attributes: [] };
  const attributes: string[] = [];
  for (const [, doubleQuoted, singleQuoted, unquoted] of html.replace(RAW_TEXT_ELEMENT, '').matchAll(STYLE_ATTRIBUTE)) {
    const value = doubleQuoted ?? singleQuoted ?? unquoted ?? '';
    const references = value.match(REFERENCE) ?? [];
    if (references.some((reference) => !(reference in REACT_ESCAPES))) return inlineStyles(html);
    attributes.push(
      references.length === 0 ? value : value.replace(REFERENCE, (reference) => REACT_ESCAPES[reference]),
    );
  }
  return { elements, attributes };
}

/** Each source once, sorted: the form a policy lists its hashes in. */
export const uniqueSorted = (sources: readonly string[]): string[] => [...new Set(sources)].sort();

/** The CSP sources allowing one page's inline CSS: its `<style>` elements and its `style` attributes, sorted. */
export interface StyleHashes {
  elements: string[];
  attributes: string[];
}

/** The style hashes of one HTML document (see StyleHashes); `read` finds its inline styles. */
export function styleHashesOf(html: string, read: (html: string) => InlineStyles = inlineStyles): StyleHashes {
  const { elements, attributes } = read(html);
  return {
    elements: uniqueSorted(elements.map(styleHashSource)),
    attributes: uniqueSorted(attributes.map(styleHashSource)),
  };
}

/**
 * Hashes of the `<style>` elements and of the `style` attributes in the HTML files, sorted, each once; a file whose
 * hashes `known` gives is not read.
 */
export function inlineStyleHashesOf(
  files: readonly string[],
  known: (file: string) => StyleHashes | undefined = () => undefined,
): StyleHashes {
  const styles = files.map((file) => known(file) ?? styleHashesOf(readFileSync(file, 'utf8')));
  return {
    elements: uniqueSorted(styles.flatMap(({ elements }) => elements)),
    attributes: uniqueSorted(styles.flatMap(({ attributes }) => attributes)),
  };
}
