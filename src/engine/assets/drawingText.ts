import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import render from 'dom-serializer';
import { Element, type ParentNode } from 'domhandler';
import { findAll, replaceElement, textContent } from 'domutils';
import * as fontkit from 'fontkit';
import { parseDocument } from 'htmlparser2';

/**
 * The attributes a `<text>` may carry to be drawn as an outline: its place, its type and its paint. Anything else
 * (a `<tspan>`, `dx`, `letter-spacing`, `style`...) keeps it as text.
 */
const OUTLINED_ATTRIBUTES = new Set(['x', 'y', 'font-size', 'font-weight', 'font-family', 'text-anchor', 'fill']);
/** The attributes an outline keeps from its text: its paint. */
const PAINT_ATTRIBUTES = new Set(['fill']);
/** Font families a sans-serif typeface cannot stand in for. */
const OTHER_GENERIC_FAMILIES = /(^|,)\s*(serif|monospace|ui-monospace|cursive|fantasy|math)\s*$/i;
/** The finest detail of a letter kept, in the drawing's own units (a drawing is shown at most at its own size). */
const LETTER_GRID = 0.06;

/** A typeface letters are drawn in: a variable font file, with a weight axis. */
export interface Typeface {
  font: fontkit.Font;
  /** The font at each weight asked for so far. */
  weights: Map<number, fontkit.Font>;
}

/**
 * The brand typeface's font file, as the site's stylesheet loads it (src/app/fonts.css): Plus Jakarta Sans, variable,
 * Latin. A drawing's letters are drawn from it.
 */
export const BRAND_TYPEFACE_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
);

/** The typeface in the font file `file` (woff2, ttf or otf). */
export function openTypeface(file: string): Typeface {
  const font = fontkit.openSync(file);
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a font collection, not one typeface`);
  return { font, weights: new Map() };
}

function atWeight(typeface: Typeface, weight: number): fontkit.Font {
  let font = typeface.weights.get(weight);
  if (!font) {
    const axis = typeface.font.variationAxes.wght;
    font = axis ? typeface.font.getVariation({ wght: Math.min(axis.max, Math.max(axis.min, weight)) }) : typeface.font;
    typeface.weights.set(weight, font);
  }
  return font;
}

/** An attribute as the element inherits it: its own, or its nearest ancestor's. */
function inherited(element: Element, name: string): string | undefined {
  for (let node: ParentNode | null = element; node instanceof Element; node = node.parent) {
    const value = node.attribs[name];
    if (value !== undefined) return value;
  }
  return undefined;
}

const numeric = (value: string | undefined): number | null =>
  value !== undefined && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : null;

function weightOf(value: string | undefined): number | null {
  if (value === undefined || value === 'normal') return 400;
  if (value === 'bold') return 700;
  return numeric(value);
}

const round = (value: number, places: number) => Number(value.toFixed(places));

/**
 * A line of text as the outline of its letters: path data on a grid of `step` font units, in relative commands
 * between grid points (exact to the grid, and short), and its advance width in font units. Null when the font has
 * no glyph for one of its characters.
 */
function outline(font: fontkit.Font, text: string, step: number): { d: string; width: number } | null {
  const run = font.layout(text);
  if (run.glyphs.some((glyph) => glyph.id === 0)) return null;
  const grid = (value: number) => Math.round(value / step);
  const numbers = (values: number[]) => values.map((value, i) => (i > 0 && value >= 0 ? ` ${value}` : `${value}`));
  const letters: Record<string, string> = { moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' };
  let d = '';
  let pen = 0;
  let [x, y] = [0, 0];
  let subpathStart = [0, 0];
  run.glyphs.forEach((glyph, index) => {
    const { xOffset, yOffset, xAdvance } = run.positions[index];
    for (const { command, args } of glyph.path.commands) {
      if (command === 'closePath') {
        d += 'z';
        [x, y] = subpathStart;
        continue;
      }
      const points: number[] = [];
      for (let i = 0; i < args.length; i += 2) {
        points.push(grid(pen + xOffset + args[i]) - x, grid(yOffset + args[i + 1]) - y);
      }
      const [dx, dy] = points.slice(-2);
      if (command === 'lineTo' && dx === 0 && dy === 0) continue;
      d += letters[command] + numbers(points).join('');
      [x, y] = [x + dx, y + dy];
      if (command === 'moveTo') subpathStart = [x, y];
    }
    pen += xAdvance;
  });
  return { d, width: run.advanceWidth };
}

/**
 * The `<path>` that draws `text` as the outline of its letters in `typeface`, at the same place and in the same
 * paint, or null when it must stay text: it has parts (`<tspan>`) or attributes not drawn here, its family is not a
 * sans-serif one, or the typeface lacks one of its characters.
 */
function outlinedText(text: Element, typeface: Typeface): Element | null {
  if (text.children.some((child) => child instanceof Element)) return null;
  if (Object.keys(text.attribs).some((name) => !OUTLINED_ATTRIBUTES.has(name))) return null;
  if (OTHER_GENERIC_FAMILIES.test(inherited(text, 'font-family') ?? '')) return null;
  const x = numeric(text.attribs.x ?? '0');
  const y = numeric(text.attribs.y ?? '0');
  const size = numeric(inherited(text, 'font-size') ?? '16');
  const weight = weightOf(inherited(text, 'font-weight'));
  const anchor = inherited(text, 'text-anchor') ?? 'start';
  if (x === null || y === null || size === null || weight === null) return null;
  // SVG collapses the spaces of a text (xml:space is "default").
  const words = textContent(text).replace(/\s+/g, ' ').trim();
  if (words === '') return null;
  const font = atWeight(typeface, weight);
  const scale = size / font.unitsPerEm;
  const step = Math.max(1, Math.round(LETTER_GRID / scale));
  const letters = outline(font, words, step);
  if (!letters) return null;
  const shift = anchor === 'middle' ? 0.5 : anchor === 'end' ? 1 : 0;
  const left = x - letters.width * scale * shift;
  const gridScale = round(scale * step, 6);
  const attribs: Record<string, string> = {
    transform: `translate(${round(left, 2)} ${round(y, 2)})scale(${gridScale} ${-gridScale})`,
  };
  for (const [name, value] of Object.entries(text.attribs)) if (PAINT_ATTRIBUTES.has(name)) attribs[name] = value;
  attribs.d = letters.d;
  return new Element('path', attribs);
}

/**
 * The drawing `svg` with each of its lines of text drawn as the outline of its letters in `typeface` (see
 * outlinedText for those that stay text). Null when nothing in it changed.
 *
 * A drawing shown as an image cannot use the page's web font: its `<text>` fell back to whatever fonts the device
 * had, and setting it in them cost the page's main thread (the home page's drawing, 17 lines: about 65 ms more of
 * layout and paint than without them under Lighthouse's 4× throttling, 5 ms as outlines).
 */
export function outlineDrawingText(svg: string, typeface: Typeface): string | null {
  const document = parseDocument(svg, { xmlMode: true });
  let changed = false;
  for (const text of findAll((element) => element.name === 'text', document.children)) {
    const path = outlinedText(text, typeface);
    if (!path) continue;
    replaceElement(text, path);
    changed = true;
  }
  if (!changed) return null;
  const root = findAll((element) => element.name === 'svg', document.children)[0];
  // The family named for the text is nobody's now, unless some text kept it.
  if (root && findAll((element) => element.name === 'text', [root]).length === 0) delete root.attribs['font-family'];
  return render(document, { xmlMode: true, encodeEntities: 'utf8' });
}

/** Every `.svg` file under `dir`. */
function svgFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.svg'))
    .map((name) => path.join(dir, name));
}

/**
 * Draws the text of every SVG drawing under `dir` as outlines in `typeface` (see outlineDrawingText), rewriting the
 * files that had any; returns how many. For the built site, after its pages are rendered: a drawing written into a
 * page is set in the page's own font, the outlines are for the drawing as an image.
 */
export function outlineDrawingsIn(dir: string, typeface: Typeface): number {
  let rewritten = 0;
  for (const file of svgFilesUnder(dir)) {
    const svg = readFileSync(file, 'utf8');
    if (!svg.includes('<text')) continue;
    const outlined = outlineDrawingText(svg, typeface);
    if (outlined === null) continue;
    writeFileSync(file, outlined);
    rewritten += 1;
  }
  return rewritten;
}
