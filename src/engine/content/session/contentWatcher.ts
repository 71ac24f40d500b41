import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import type { CachedContentOptions } from './cachedContent.ts';
import { formatDiagnostic, sortDiagnostics } from '../../diagnostics/diagnostics.ts';
import type { ReadingCache } from './readingCache.ts';
import { validationSession, type ContentChange, type Validation } from './validationSession.ts';

/** Longer than the watcher's 50 ms window in which it reports a file's change once. */
const VERIFY_AFTER_MS = 80;

/** What a file looks like from outside: a save changes its modification time, size or inode. */
function signature(file: string): string {
  try {
    const stats = statSync(file);
    return `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  } catch {
    return 'absent';
  }
}

/** One check of the watched content, as `validate --watch` prints it. */
export interface WatchReport {
  /** What set the check off: `start`, or the changed files, project-relative. */
  reason: string;
  /** Problems that were not there before this check, formatted as the validator prints them. */
  added: string[];
  /** Problems that this check no longer finds. */
  fixed: string[];
  /** Every problem there is now. */
  problems: string[];
  validation: Validation;
}

export interface ContentWatcher {
  /** Resolves once the first check is done and the folders are watched. */
  ready: Promise<void>;
  close(): Promise<void>;
}

export interface ContentWatchOptions {
  root: string;
  pagesDir?: string;
  schemaDir?: string;
  publicDir?: string;
  /** How long changes are gathered before a check, in ms, so a save that touches several files is checked once. */
  settleMs?: number;
  /**
   * Readings kept between runs, for the first check (see `ValidationSession.start`): restored where a file is
   * unchanged, the rest read in worker processes when there are many. Without it, the first check reads every
   * file in this process.
   */
  readingCache?: { cache: ReadingCache } & CachedContentOptions;
  onReport(report: WatchReport): void;
}

/**
 * Validates the content, then watches the pages, the schemas and public/ and checks again after each change, re-reading
 * only the changed files (a validation session). The folders are watched with chokidar, so saves that replace a
 * file (an editor's write-and-rename, `mv`, `git checkout --`) are seen as changes of the file they replace.
 */
export function watchContent(options: ContentWatchOptions): ContentWatcher {
  const pagesDir = path.resolve(options.pagesDir ?? path.join(options.root, 'pages'));
  const schemaDir = path.resolve(options.schemaDir ?? path.join(options.root, 'schema'));
  const publicDir = path.resolve(options.publicDir ?? path.join(options.root, 'public'));
  const blocksDir = path.resolve(options.root, 'src/blocks');
  const session = validationSession({ root: options.root, pagesDir, schemaDir, publicDir });
  let previous = new Set<string>();

  const report = (reason: string, validation: Validation): void => {
    const problems = sortDiagnostics(validation.content.diagnostics).map(formatDiagnostic);
    const current = new Set(problems);
    const added = problems.filter((message) => !previous.has(message));
    const fixed = [...previous].filter((message) => !current.has(message));
    previous = current;
    options.onReport({ reason, added, fixed, problems, validation });
  };
  const check = (reason: string, change: ContentChange): void => report(reason, session.update(change));
  // Changes seen before the first check ends wait for it, then are checked together.
  let started = false;

  const pending = new Map<string, keyof ContentChange>();
  /** The files just checked, with what they looked like when read: a save right after another may go unreported. */
  const justChecked = new Map<string, [kind: keyof ContentChange, signature: string]>();
  let timer: NodeJS.Timeout | undefined;
  let verifyTimer: NodeJS.Timeout | undefined;
  const queue = (file: string, kind: keyof ContentChange): void => {
    pending.set(file, kind);
    clearTimeout(timer);
    timer = setTimeout(flush, options.settleMs ?? 30);
  };
  const flush = (): void => {
    timer = undefined;
    if (!started || pending.size === 0) return;
    const files = [...pending].filter(([, kind]) => kind === 'files').map(([file]) => file);
    const kinds = new Set(pending.values());
    const reason = [...pending.keys()].map((file) => path.relative(options.root, file)).join(', ');
    for (const [file, kind] of pending) justChecked.set(file, [kind, signature(file)]);
    pending.clear();
    check(reason, { files, schemas: kinds.has('schemas'), publicFiles: kinds.has('publicFiles') });
    clearTimeout(verifyTimer);
    verifyTimer = setTimeout(verify, VERIFY_AFTER_MS);
  };
  // The watcher reports one change of a file in each 50 ms and drops the rest: a file saved again within that
  // time is looked at once more after it, and checked again if it changed since it was read.
  const verify = (): void => {
    verifyTimer = undefined;
    for (const [file, [kind, seen]] of justChecked) if (signature(file) !== seen) queue(file, kind);
    justChecked.clear();
  };
  const kindOf = (file: string): keyof ContentChange | undefined => {
    if (path.dirname(file) === pagesDir && /\.ya?ml$/.test(file)) return 'files';
    // Block schemas too (schema/blocks/*.json): the page schema refers to them.
    if (file.startsWith(schemaDir + path.sep) && file.endsWith('.json')) return 'schemas';
    if (file.startsWith(publicDir + path.sep)) return 'publicFiles';
    // A block's example is checked against its schema with the block schemas.
    if (file.startsWith(blocksDir + path.sep) && file.endsWith('.example.yaml')) return 'schemas';
    return undefined;
  };

  let watcher: FSWatcher | undefined;
  const ready = (async () => {
    // Watched before the first check reads the files, so a save meanwhile is not missed.
    await new Promise<void>((resolve, reject) => {
      const watched = [pagesDir, schemaDir, publicDir, ...(existsSync(blocksDir) ? [blocksDir] : [])];
      watcher = watch(watched, { ignoreInitial: true, atomic: true });
      watcher.on('all', (_event, file) => {
        const kind = kindOf(path.resolve(file));
        if (kind) queue(path.resolve(file), kind);
      });
      watcher.once('ready', resolve);
      watcher.once('error', reject);
    });
    const cached = options.readingCache;
    report('start', cached ? await session.start(cached.cache, cached) : session.update({}));
    started = true;
    flush();
  })();
  return {
    ready,
    close: async () => {
      clearTimeout(timer);
      clearTimeout(verifyTimer);
      await watcher?.close();
    },
  };
}
