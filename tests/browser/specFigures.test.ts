import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputFileFor } from '../../src/engine/render/outputPaths';
import { SPEC_FIGURES } from '../content/specFigures';
import { distDir } from './support';
import { nonEmpty } from '../support/nonEmpty';

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The words a visitor can read in a prerendered page: tags, scripts and styles removed, entities decoded. A tag
 * stands for a space (most end a block of text), but a <wbr> only marks where a line may break inside a word.
 */
function visibleText(html: string): string {
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<wbr\s*\/?>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ');
}

describe('figures of spec section 9, each on its own page', () => {
  it.each(nonEmpty(Object.entries(SPEC_FIGURES), 'spec figures'))('%s shows all its figures', (pagePath, figures) => {
    const text = visibleText(readFileSync(path.join(distDir(), outputFileFor(pagePath)), 'utf8'));
    const missing = figures.filter((figure) => !text.includes(figure));
    expect(missing).toEqual([]);
  });
});
