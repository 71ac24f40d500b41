import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The pages folder as the editor sees it: a temporary folder holding, for each YAML file of the real pages folder,
 * a link to it, replaced by the editor's text while the file is open. The validation session reads this folder, so
 * open buffers override the files on disk and every other file is read from disk as it is. Its files are named
 * `pages/<name>` relative to its own root, as they are in the project, so diagnostics name the project's files.
 */
export interface ShadowPages {
  /** The temporary root: the validation session's `root`, with `pagesDir`. */
  readonly root: string;
  readonly pagesDir: string;
  /** Writes an open buffer's text over the file `name` (a file name in the pages folder). */
  open(name: string, text: string): void;
  /** Drops the buffer of `name`: the file on disk (if any) is read again. */
  close(name: string): void;
  /** Brings the list of files in line with the real folder; returns the names added or removed. */
  sync(): string[];
  dispose(): void;
}

const isPageFile = (name: string) => /\.ya?ml$/.test(name);

export function shadowPages(realPagesDir: string): ShadowPages {
  const root = mkdtempSync(path.join(tmpdir(), 'fernwise-lsp-'));
  const pagesDir = path.join(root, path.basename(realPagesDir));
  mkdirSync(pagesDir);
  const buffers = new Set<string>();
  const shadowPath = (name: string) => path.join(pagesDir, name);
  const link = (name: string) => {
    const target = path.join(realPagesDir, name);
    rmSync(shadowPath(name), { force: true });
    if (existsSync(target)) symlinkSync(target, shadowPath(name));
  };
  const isLink = (name: string): boolean => {
    try {
      return lstatSync(shadowPath(name)).isSymbolicLink();
    } catch {
      return false;
    }
  };
  const realNames = (): Set<string> => {
    try {
      return new Set(readdirSync(realPagesDir).filter(isPageFile));
    } catch {
      return new Set();
    }
  };
  const sync = (): string[] => {
    const changed: string[] = [];
    const real = realNames();
    for (const name of readdirSync(pagesDir)) {
      if (buffers.has(name) || real.has(name)) continue;
      rmSync(shadowPath(name), { force: true });
      changed.push(name);
    }
    for (const name of real) {
      if (buffers.has(name) || isLink(name)) continue;
      link(name);
      changed.push(name);
    }
    return changed;
  };
  sync();
  return {
    root,
    pagesDir,
    open(name, text) {
      buffers.add(name);
      rmSync(shadowPath(name), { force: true });
      writeFileSync(shadowPath(name), text);
    },
    close(name) {
      buffers.delete(name);
      link(name);
    },
    sync,
    dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
