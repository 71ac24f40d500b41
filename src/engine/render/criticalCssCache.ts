import { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CriticalCssMemo } from './criticalCss.ts';
import { projectDigest } from '../shared/projectDigest.ts';

/**
 * Critical CSS found for first screens, kept in memory for a render worker's life and, given a folder, on disk: the
 * other render workers of a build find what one has found (beasties takes 40–150 ms a shape once warm), and so
 * does the next build. The folder must be one for this version of the engine and packages (see
 * `criticalCssFolder`): a key names only the stylesheet, the font faces and the first screen's shape. A missing or
 * unreadable entry is a miss, never an error; an entry read is touched, so the compression cache's pruning (which
 * walks the folder it sits in) keeps the entries in use.
 */
export class CriticalCssCache implements CriticalCssMemo {
  private readonly found = new Map<string, string>();
  private made = false;

  constructor(private readonly dir?: string) {}

  get(key: string): string | undefined {
    const known = this.found.get(key);
    if (known !== undefined || !this.dir) return known;
    const file = path.join(this.dir, `${key}.css`);
    try {
      const css = readFileSync(file, 'utf8');
      const now = new Date();
      utimesSync(file, now, now);
      this.found.set(key, css);
      return css;
    } catch {
      return undefined;
    }
  }

  set(key: string, css: string): void {
    this.found.set(key, css);
    if (!this.dir) return;
    if (!this.made) {
      mkdirSync(this.dir, { recursive: true });
      this.made = true;
    }
    // Written beside and renamed: another worker may read the entry meanwhile.
    const file = path.join(this.dir, `${key}.css`);
    const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
    writeFileSync(partial, css);
    renameSync(partial, file);
  }
}

/**
 * The folder, under a build's cache folder, for the critical CSS of this version of the engine and packages (see
 * projectDigest.ts): a change to the code that finds it, or to beasties, starts an empty one.
 */
export function criticalCssFolder(cacheDir: string, root: string): string {
  return path.join(cacheDir, 'critical-css', projectDigest(root).slice(0, 32));
}
