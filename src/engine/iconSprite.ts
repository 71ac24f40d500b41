import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ICON_SOURCES } from '../core/iconSet.ts';

export interface IconSprite {
  /** Where the build writes it, such as `assets/1a2b3c.svg`: named by content, so cached for a year. */
  fileName: string;
  source: string;
}

// The package exports its files under `./*` → `./icons/*`, so one known icon locates the folder.
const tablerIcons = path.dirname(path.dirname(createRequire(import.meta.url).resolve('@tabler/icons/outline/x.svg')));

/** One `<symbol>` from a Tabler SVG: its drawing without the invisible bounding path and the outline styling. */
function symbol(name: string, source: string): string {
  const svg = readFileSync(path.join(tablerIcons, `${source}.svg`), 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (inner === undefined) throw new Error(`@tabler/icons/icons/${source}.svg is not an SVG`);
  const drawing = inner
    .replace(/<path stroke="none" d="M0 0h24v24H0z" fill="none"\s*\/>/, '')
    .replace(/\s+/g, ' ')
    .replace(/ \/>/g, '/>')
    .trim();
  // Outline icons take fill and stroke from the .icon class through <use>; filled icons carry their own.
  const paint = source.startsWith('filled/') ? ' fill="currentColor" stroke="none"' : '';
  return `<symbol id="${name}" viewBox="0 0 24 24"${paint}>${drawing}</symbol>`;
}

/** The sprite of every icon in core/iconSet.ts. */
export function renderIconSprite(): IconSprite {
  const symbols = Object.entries(ICON_SOURCES).map(([name, source]) => symbol(name, source));
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 6);
  // A short name: every icon on every page repeats it.
  return { fileName: `assets/${hash}.svg`, source };
}
