import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BRAND_TYPEFACE_FILE,
  openTypeface,
  outlineDrawingsIn,
  outlineDrawingText,
} from '../../src/engine/assets/drawingText';

const typeface = openTypeface(BRAND_TYPEFACE_FILE);

const drawing = (body: string, rootFamily = 'Inter,system-ui,sans-serif') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360" fill="none" font-family="${rootFamily}">` +
  `<defs><linearGradient id="bg"><stop offset="0" stop-color="#d5eee1"/></linearGradient></defs>` +
  `<rect width="480" height="360" fill="url(#bg)"/>${body}</svg>`;

const elements = (svg: string, name: string) =>
  findAll((node) => node.name === name, parseDocument(svg, { xmlMode: true }).children);

/** The horizontal extent, in the drawing's units, of an outline's points (control points included). */
function extentOf(outline: { attribs: Record<string, string> }): { left: number; right: number } {
  const transform = /translate\(([-\d.]+) ([-\d.]+)\)scale\(([-\d.]+) ([-\d.]+)\)/.exec(outline.attribs.transform);
  if (!transform) throw new Error(`unexpected transform ${outline.attribs.transform}`);
  const [tx, , sx] = transform.slice(1).map(Number);
  const xs: number[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const [, command, args] of outline.attribs.d.matchAll(/([mlqcz])([^mlqcz]*)/g)) {
    if (command === 'z') {
      [x, y] = [startX, startY];
      continue;
    }
    const numbers = (args.match(/-?\d+/g) ?? []).map(Number);
    for (let i = 0; i < numbers.length; i += 2) xs.push(x + numbers[i]);
    [x, y] = [x + numbers[numbers.length - 2], y + numbers[numbers.length - 1]];
    if (command === 'm') [startX, startY] = [x, y];
  }
  return { left: tx + Math.min(...xs) * sx, right: tx + Math.max(...xs) * sx };
}

describe('outlineDrawingText', () => {
  it('draws a line of text as the outline of its letters, in its own paint, and drops the unused family', () => {
    const svg = outlineDrawingText(
      drawing('<text x="40" y="60" font-size="19" font-weight="800" fill="#fff">$24,380.52</text>'),
      typeface,
    );
    if (svg === null) throw new Error('nothing was outlined');
    expect(elements(svg, 'text')).toHaveLength(0);
    const [outline] = elements(svg, 'path');
    expect(outline.attribs.fill).toBe('#fff');
    expect(outline.attribs.d).toMatch(/^m/);
    // Ten characters at 19 px: about 110 px of ink starting at x, on the baseline at y.
    const { left, right } = extentOf(outline);
    expect(left).toBeGreaterThanOrEqual(40);
    expect(left).toBeLessThan(42);
    expect(right - left).toBeGreaterThan(90);
    expect(right - left).toBeLessThan(130);
    expect(outline.attribs.transform).toMatch(/^translate\(40 60\)/);
    expect(elements(svg, 'svg')[0].attribs['font-family']).toBeUndefined();
    // The rest of the drawing is written as it was, names in their case.
    expect(svg).toContain('<linearGradient id="bg"><stop offset="0" stop-color="#d5eee1"/></linearGradient>');
  });

  it('ends a line anchored at its end at x, and centres one anchored at its middle on x', () => {
    const svg = outlineDrawingText(
      drawing(
        '<text x="322" y="212" font-size="9.5" font-weight="700" text-anchor="end">$12,040.00</text>' +
          '<g text-anchor="middle"><text x="252" y="148" font-size="10" font-weight="600">To Alex Kim</text></g>',
      ),
      typeface,
    );
    if (svg === null) throw new Error('nothing was outlined');
    const [end, middle] = elements(svg, 'path').map(extentOf);
    expect(end.right).toBeLessThanOrEqual(322);
    expect(end.right).toBeGreaterThan(321);
    expect(Math.abs((middle.left + middle.right) / 2 - 252)).toBeLessThan(1);
  });

  it('weighs a bold line heavier than a regular one', () => {
    const inkOf = (weight: string) => {
      const svg = outlineDrawingText(drawing(`<text x="0" y="20" font-weight="${weight}">Savings</text>`), typeface);
      return svg === null ? 0 : extentOf(elements(svg, 'path')[0]).right;
    };
    expect(inkOf('bold')).toBeGreaterThan(inkOf('normal'));
  });

  it('keeps as text what it cannot draw the same: other families, parts, other attributes, missing letters', () => {
    const kept = [
      '<g font-family="ui-monospace,Menlo,monospace"><text x="0" y="10">const rate = 4.5</text></g>',
      '<text x="0" y="30">Total <tspan font-weight="700">$5</tspan></text>',
      '<text x="0" y="50" letter-spacing="2">SPACED</text>',
      '<text x="0" y="70">储蓄</text>',
      '<text x="0 8 16" y="90">ABC</text>',
    ];
    for (const body of kept) expect(outlineDrawingText(drawing(body), typeface), body).toBeNull();
    const mixed = outlineDrawingText(drawing(`${kept[0]}<text x="0" y="110">Savings</text>`), typeface);
    if (mixed === null) throw new Error('nothing was outlined');
    expect(elements(mixed, 'text')).toHaveLength(1);
    // Some text still uses the drawing's family.
    expect(elements(mixed, 'svg')[0].attribs['font-family']).toBe('Inter,system-ui,sans-serif');
  });
});

describe('outlineDrawingsIn', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fernwise-drawings-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites the drawings whose text it outlined, and no other file', () => {
    mkdirSync(path.join(dir, 'images'));
    const files = {
      'images/scene.svg': drawing('<text x="10" y="20" font-size="11">Hi, Maya</text>'),
      'images/code.svg': drawing('<text x="10" y="20">npm run build</text>', 'monospace'),
      'images/shapes.svg': drawing('<circle cx="5" cy="5" r="4" fill="#0b6e43"/>'),
    };
    for (const [name, svg] of Object.entries(files)) writeFileSync(path.join(dir, name), svg);
    expect(outlineDrawingsIn(dir, typeface)).toBe(1);
    expect(readFileSync(path.join(dir, 'images/scene.svg'), 'utf8')).not.toContain('<text');
    expect(readFileSync(path.join(dir, 'images/code.svg'), 'utf8')).toBe(files['images/code.svg']);
    expect(readFileSync(path.join(dir, 'images/shapes.svg'), 'utf8')).toBe(files['images/shapes.svg']);
  });
});
