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
