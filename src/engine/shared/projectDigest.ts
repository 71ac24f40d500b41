import { createHash, type Hash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the engine's results depend on besides the content: its code and everything it imports, the schemas, and
 * the packages. Any change to one of them makes a kept result stale, so none of it is listed by hand.
 */
const DEPENDENCIES = ['src', 'schema', 'package-lock.json'];

function addTree(hash: Hash, root: string, relative: string): void {
  const absolute = path.join(root, relative);
  const stats = statSync(absolute, { throwIfNoEntry: false });
  if (!stats) return;
  if (stats.isDirectory()) {
    for (const name of readdirSync(absolute).sort()) addTree(hash, root, path.join(relative, name));
    return;
  }
  hash.update(`\0${relative}\0`);
  hash.update(readFileSync(absolute));
}

/**
 * A digest (hex) of every file under `src/` and `schema/`, the packages' lockfile and Node's version: results
 * kept between runs under it (readings, critical CSS) are valid as long as none of them changes.
 */
export function projectDigest(root: string): string {
  const hash = createHash('sha256');
  hash.update(process.version);
  for (const dependency of DEPENDENCIES) addTree(hash, root, dependency);
  return hash.digest('hex');
}
