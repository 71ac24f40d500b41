import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const DIGITS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `index` in base 62, its shortest spelling: 0 is `a`, 62 is `ba`. */
function base62(index: number): string {
  let text = '';
  let rest = index;
  do {
    text = DIGITS[rest % DIGITS.length] + text;
    rest = Math.floor(rest / DIGITS.length);
  } while (rest > 0);
  return text;
}

/** Every `*.module.css` file under `folder`, relative to `root`, with `/` separators. */
function moduleFiles(root: string, folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => path.relative(root, path.join(folder, file)).split(path.sep).join('/'));
}

// The shared primitives and the shell are on every page: their classes come first, to get the one-character names.
const FIRST_FOLDERS = ['src/ui/', 'src/shell/'];

function folderRank(key: string): number {
  const rank = FIRST_FOLDERS.findIndex((folder) => key.startsWith(folder));
  return rank === -1 ? FIRST_FOLDERS.length : rank;
}

/**
 * Each class a CSS module of `src/` may declare, as `file:class`: those of src/ui/, then of src/shell/, then the
 * rest, each group sorted. A word after a dot counts, wherever it is (in a url, a comment): a name too many takes a
 * number no class uses, and costs nothing else.
 */
export function declaredClasses(root: string): string[] {
  const keys = new Set<string>();
  for (const file of moduleFiles(root, path.join(root, 'src'))) {
    const css = readFileSync(path.join(root, file), 'utf8');
    for (const [, name] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) keys.add(`${file}:${name}`);
  }
  return [...keys].sort((a, b) => folderRank(a) - folderRank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * A CSS module class name for the built site, the same in the server bundle and the client bundle: `_` and the
 * class's place among every class the modules of `src/` declare (see declaredClasses), in base 62, so one or two
 * characters where a page repeats it a thousand times. A class the list does not have (a module outside `src/`)
 * gets `_` and five characters from a hash of its file and name, longer than any place the list spells (it would need 62⁴ classes). The list is
 * read at the first class asked for; the two builds agree as long as no module changes between them. Development
 * keeps Vite's readable names.
 */
export function scopedClassName(root: string): (name: string, filename: string) => string {
  let places: Map<string, number> | undefined;
  return (name, filename) => {
    places ??= new Map(declaredClasses(root).map((key, place) => [key, place]));
    const file = path.relative(root, filename.split('?')[0]).split(path.sep).join('/');
    const place = places.get(`${file}:${name}`);
    if (place !== undefined) return `_${base62(place)}`;
    const digest = createHash('sha256').update(`${file}:${name}`).digest('base64url');
    return `_${digest.replace(/[-_]/g, '').slice(0, 5)}`;
  };
}
