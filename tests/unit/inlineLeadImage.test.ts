import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_INLINED_IMAGE_BYTES,
  MAX_PAGE_BYTES_WITH_IMAGE,
  inlineLeadImage,
} from '../../src/engine/render/inlineLeadImage';

let outDir: string;
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><title>Save &amp; grow</title>' +
  '<rect width="480" height="360" fill="#0b6e4f"/><path d="M40 300 L200 180 L440 60" stroke="#fff"/></svg>';

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'fernwise-lead-image-'));
  mkdirSync(path.join(outDir, 'images'));
  writeFileSync(path.join(outDir, 'images/hero.svg'), DRAWING);
  writeFileSync(
    path.join(outDir, 'images/big.svg'),
    DRAWING.replace('</svg>', `<!--${'x'.repeat(MAX_INLINED_IMAGE_BYTES)}--></svg>`),
  );
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const preload = (src: string) => `<link rel=preload as=image href="${src}" fetchPriority="high"/>`;
const hero = (src: string, extra = '') =>
  `<!doctype html><html><body>${preload(src)}${preload('/images/other.svg')}${extra}<img src="${src}" alt="A jar of coins" width=480 height=360 class=_fq fetchPriority="high"/><img src="/images/hero.svg" alt="Second"/></body></html>`;

/** The images of a page as a browser's parser reads them: address and alt text. */
const imagesOf = (html: string) =>
  findAll((node) => node.name === 'img', parseDocument(html).children).map(({ attribs }) => attribs);

describe('the lead image written into the page', () => {
  it('is the high-priority local drawing, as a data: URL that decodes to the same drawing', () => {
    const [lead, second] = imagesOf(inlineLeadImage(hero('/images/hero.svg'), outDir));
    expect(lead.alt).toBe('A jar of coins');
    expect(lead.src.startsWith('data:image/svg+xml,')).toBe(true);
    const drawing = decodeURIComponent(lead.src.slice('data:image/svg+xml,'.length));
    // The drawing as written, but for its quotes, colour names and spaces: its `&amp;` reaches the SVG intact.
    expect(drawing).toContain('<title>Save &amp; grow</title>');
    expect(drawing).toContain("viewBox='0 0 480 360'");
    expect(drawing).toContain("d='M40 300 L200 180 L440 60'");
    // Only the first, high-priority image.
    expect(second.src).toBe('/images/hero.svg');
  });

  it('takes out the preload of the file it inlined, and no other', () => {
    const html = inlineLeadImage(hero('/images/hero.svg'), outDir);
    expect(html).not.toContain(preload('/images/hero.svg'));
    expect(html).toContain(preload('/images/other.svg'));
  });

  it('leaves the page as it is for a large drawing, a missing file, another format or another host', () => {
    for (const src of ['/images/big.svg', '/images/missing.svg', '/images/hero.png', 'https://example.com/hero.svg']) {
      expect(inlineLeadImage(hero(src), outDir)).toBe(hero(src));
    }
  });

  it('leaves the page as it is when the drawing would take it past its size', () => {
    const filler = `<p>${'a'.repeat(MAX_PAGE_BYTES_WITH_IMAGE - hero('/images/hero.svg').length - 100)}</p>`;
    expect(inlineLeadImage(hero('/images/hero.svg', filler), outDir)).toBe(hero('/images/hero.svg', filler));
  });
});
