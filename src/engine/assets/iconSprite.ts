import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ICON_SOURCES } from '../../core/iconSet.ts';

export interface IconSprite {
  /** Where the build writes it, such as `assets/1a2b3c.svg`: named by content, so cached for a year. */
  fileName: string;
  source: string;
}

// The package exports its files under `./*` → `./icons/*`, so one known icon locates the folder.
const tablerIcons = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@tabler/icons/outline/x.svg')));

const PATH = /<path d="([^"]*)"\/>/g;

/**
 * An outline drawing as one `<path>`: Tabler draws most icons as several stroked paths (up to 8), and every element of
 * a symbol is cloned into the page for each `<use>` of it, and parsed and styled in the sprite's own document on every
 * page. Joined into one `d`, each part stays its own subpath, drawn with the same stroke; the only difference is where
 * two strokes overlap, whose anti-aliased edge is covered once instead of twice. A drawing with any other element
 * (a circle, a filled shape) or a part that does not start with an absolute move is left as it is.
 */
export function joinedStrokes(drawing: string): string {
  const parts = [...drawing.matchAll(PATH)];
  if (parts.length < 2 || drawing.replace(PATH, '').trim() !== '') return drawing;
  if (!parts.every(([, d]) => d.trimStart().startsWith('M'))) return drawing;
  return `<path d="${parts.map(([, d]) => d.trim()).join('')}"/>`;
}

/** A Tabler icon's drawing as Tabler writes it, without its invisible bounding path, such as `outline/x`. */
export function tablerDrawing(source: string): string {
  const svg = readFileSync(path.join(tablerIcons, `${source}.svg`), 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error(`@tabler/icons/icons/${source}.svg is not an SVG`);
  return inner
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s+/g, ' ')
    .replace(/ \/>/g, '/>')
    .trim();
}

/** One `<symbol>` from a Tabler SVG: its drawing, its outline parts joined, without the outline styling. */
function symbol(name: string, source: string): string {
  const drawing = tablerDrawing(source);
  // Outline icons take fill and stroke from the .icon class through <use>; filled icons carry their own.
  const filled = source.startsWith('filled/');
  const paint = filled ? ' fill="currentColor" stroke="none"' : '';
  // Filled parts are left apart: joined, overlapping shapes would follow one fill rule together.
  return `<symbol id="${name}" viewBox="0 0 24 24"${paint}>${filled ? drawing : joinedStrokes(drawing)}</symbol>`;
}

/** The sprite of every icon in core/iconSet.ts. */
export function renderIconSprite(): IconSprite {
  const symbols = Object.entries(ICON_SOURCES).map(([name, source]) => symbol(name, source));
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 6);
  // A short name: every icon on every page repeats it.
  return { fileName: `assets/${hash}.svg`, source };
}
