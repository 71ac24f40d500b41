import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import { findAll } from 'domutils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INLINED_IMAGE_BYTES, inlineLeadImage } from '../../src/engine/render/inlineLeadImage';
import { MAX_PAGE_GZIP_BYTES_WITH_INLINED, isWithinInliningLimit } from '../../src/engine/render/inliningLimit';
import { incompressibleText, longestPaddingWithin } from '../support/incompressible';

let outDir: string;
const DRAWING =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" font-family="Inter,sans-serif">' +
  '<title>Save &amp; grow</title><rect width="480" height="360" fill="#0b6e4f"/>' +
  '<path d="M40 300 L200 180 L440 60" stroke="#fff"/><text font-family="monospace">4021</text></svg>';

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'fernwise-lead-image-'));
  mkdirSync(path.join(outDir, 'images'));
  writeFileSync(path.join(outDir, 'images/hero.svg'), DRAWING);
  writeFileSync(
    path.join(outDir, 'images/ids.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"></linearGradient></defs>' +
      '<rect fill="url(#g)" width="10" height="10"/><use href="#g"/><use href="#elsewhere"/></svg>',
  );
  writeFileSync(path.join(outDir, 'images/styled.svg'), DRAWING.replace('<rect', '<style>rect{}</style><rect'));
  writeFileSync(path.join(outDir, 'images/style-attribute.svg'), DRAWING.replace('<rect', '<rect style="fill:red"'));
  writeFileSync(path.join(outDir, 'images/scripted.svg'), DRAWING.replace('<rect', '<script>alert(1)</script><rect'));
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
  it('is the high-priority local drawing, as inline SVG named by the alt text, sized by the image class, in the page font', () => {
    const html = inlineLeadImage(hero('/images/hero.svg'), outDir);
    const [second] = imagesOf(html);
    const [svg] = findAll((node) => node.name === 'svg', parseDocument(html).children);
    // Read as an HTML parser reads it (names lower-cased; a browser restores SVG's own case, kept in the markup).
    expect(html).toContain('<svg viewBox="0 0 480 360" ');
    expect(svg.attribs).toEqual({
      viewbox: '0 0 480 360',
      class: '_fq',
      role: 'img',
      'aria-label': 'A jar of coins',
    });
    // The drawing as written: its `&amp;` reaches the page intact.
    expect(html).toContain('<title>Save &amp; grow</title>');
    expect(html).toContain('<path d="M40 300 L200 180 L440 60" stroke="#fff"/>');
    // The root's typeface gives way to the page's (the attribute list above has none); a part's own stays.
    expect(html).toContain('<text font-family="monospace">4021</text>');
    // Only the first, high-priority image.
    expect(second.src).toBe('/images/hero.svg');
  });

  it('prefixes the drawing ids and every reference to them, and hides a drawing whose alt text is empty', () => {
    const page = hero('/images/ids.svg').replace('alt="A jar of coins"', 'alt=""');
    const html = inlineLeadImage(page, outDir);
    expect(html).toContain('<linearGradient id="lead-g"/>');
    expect(html).toContain(
      '<rect fill="url(#lead-g)" width="10" height="10"/><use href="#lead-g"/><use href="#elsewhere"/>',
    );
    const [svg] = findAll((node) => node.name === 'svg', parseDocument(html).children);
    expect(svg.attribs['aria-hidden']).toBe('true');
    expect(svg.attribs.role).toBeUndefined();
  });

  it('leaves a drawing with a stylesheet, a style attribute or a script as an image: the page policy admits none', () => {
    for (const name of ['styled', 'style-attribute', 'scripted']) {
      expect(inlineLeadImage(hero(`/images/${name}.svg`), outDir)).toBe(hero(`/images/${name}.svg`));
    }
  });

  it('finds the image whatever the order of its attributes (Mantine’s Image writes its class first), and only one of high priority', () => {
    const mantine =
      '<!doctype html><html><body><img class="_cs m_9e117634" src="/images/other.svg" alt="Not asked for first" width=720 height="405"/>' +
      '<img class="_cs m_9e117634" src="/images/hero.svg" alt="A jar of coins" width=720 height="405" fetchPriority="high"/></body></html>';
    const html = inlineLeadImage(mantine, outDir);
    expect(imagesOf(html).map((image) => image.src)).toEqual(['/images/other.svg']);
    const [svg] = findAll((node) => node.name === 'svg', parseDocument(html).children);
    expect(svg.attribs).toMatchObject({ class: '_cs m_9e117634', role: 'img', 'aria-label': 'A jar of coins' });
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

  it('leaves the page as it is when the drawing would take it past its compressed size', () => {
    const padded = (length: number) => hero('/images/hero.svg', `<p>${incompressibleText(length)}</p>`);
    // The longest padding that leaves the page, compressed, 40 bytes under the limit: the drawing adds more.
    const length = longestPaddingWithin(MAX_PAGE_GZIP_BYTES_WITH_INLINED - 40, padded);
    expect(isWithinInliningLimit(padded(length))).toBe(true);
    expect(inlineLeadImage(padded(length), outDir)).toBe(padded(length));
    // Half as long, the same page has room for it.
    expect(inlineLeadImage(padded(length / 2), outDir)).toContain('role="img"');
  });
});
