import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { scriptHashSource } from './inlineScripts.ts';

export interface InlineStyles {
  /** The text of every `<style>` element (the first screen's CSS that criticalCss.ts inlines, for one). */
  elements: string[];
  /** The value of every `style` attribute, entities decoded as the browser reads it (React islands' server HTML). */
  attributes: string[];
}

/** The inline CSS in `html` a Content-Security-Policy without 'unsafe-inline' must allow by hash. */
export function inlineStyles(html: string): InlineStyles {
  const document = parseDocument(html);
  return {
    elements: findAll((element) => element.name === 'style', document.children).map((style) => textContent(style)),
    attributes: findAll((element) => element.attribs.style !== undefined, document.children).map(
      (element) => element.attribs.style,
    ),
  };
}

/** The CSP source allowing one inline style: 'sha256-…' of its text, hashed as an inline script is. */
export const styleHashSource = scriptHashSource;
