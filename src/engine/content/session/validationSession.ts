import { existsSync } from 'node:fs';
import path from 'node:path';
import { isDiagnosticsError, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { BLOCK_SCHEMA_CACHE, checkBlockSchemas } from '../schema/blockSchemaRules.ts';
import {
  readFolderWithCache,
  readFolderWithCacheHere,
  type CachedContentOptions,
  type FolderReadings,
} from './cachedContent.ts';
import {
  checkAcrossFiles,
  forgetSchemas,
  contentFileReader,
  readDraftFile,
  type ContentOptions,
  type ContentSet,
  type AcrossFilesMemo,
  type ReadFile,
} from './contentSet.ts';
import { publicFiles } from '../rules/localFiles.ts';
import { pageFileNames } from './readFilesPool.ts';
import type { ReadingCache } from './readingCache.ts';

/** What changed since the last check. */
export interface ContentChange {
  /** Files changed, added or removed, as absolute paths; those outside the pages folder are ignored. */
  files?: readonly string[];
  /** A schema changed: every file is checked again against the schemas read afresh. */
  schemas?: boolean;
  /** A file under public/ was added or removed: local images and downloads are looked up again. */
  publicFiles?: boolean;
}

/** The outcome of one check. */
export interface Validation {
  content: ContentSet;
  /** Project-relative names of the files read, parsed and validated afresh; every other file's reading was kept. */
  reread: string[];
  /** Project-relative names of the files that have left the folder since the last check. */
  removed: string[];
  /** How many files' readings were restored from kept readings instead of read (a first check given them). */
  restored?: number;
  /** Time the check took, in milliseconds. */
  ms: number;
}

/**
 * The pages folder checked once, then kept up to date file by file, as the dev server and `validate --watch` use
 * it. Each file's own checks (syntax, schema, content rules) are kept until that file changes; the checks across
 * files (one owner per path, links and sections, local files, the site and not-found pages) run again on every
 * change, from the files' kept readings, so an error fixed in one file clears the dead links it caused in
 * another, and a new dead link shows wherever it is.
 */
export interface ValidationSession {
  readonly pagesDir: string;
  readonly schemaDir: string;
  /** The content as last checked; the first call checks every file. */
  current(): ContentSet;
  /** Checks again after a change: the named files (and any file that appeared in the folder) are read afresh. */
  update(change?: ContentChange): Validation;
  /**
   * The first check of a large folder, in less time than `update`'s: files whose readings `cache` keeps (from the
   * last `npm run validate` or session) are restored instead of read, the rest are read in worker processes when
   * there are `parallelFrom` or more, and the cache is saved. Each later change is read in this process by `update`.
   */
  start(cache: ReadingCache, parallel?: CachedContentOptions): Promise<Validation>;
  /**
   * The content as it would be checked with `text` in the file `name` of the pages folder instead of what is on
   * disk (an editor's unsaved draft); the session's own readings stay as they were.
   */
  draft(name: string, text: string): ContentSet;
}

function isMissing(error: unknown): boolean {
  return error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');
}

/**
 * A validation session of the pages folder of `options`. With `kept` (opened only then), its first check (by
 * `update` or `current`) restores the files unchanged since the readings were kept, in this process, and keeps
 * the rest for next time.
 */
export function validationSession(options: ContentOptions, kept?: () => ReadingCache): ValidationSession {
  const root = options.root;
  const pagesDir = path.resolve(options.pagesDir ?? path.join(root, 'pages'));
  const schemaDir = path.resolve(options.schemaDir ?? path.join(root, 'schema'));
  const publicDir = path.resolve(options.publicDir ?? path.join(root, 'public'));
  const readings = new Map<string, ReadFile>();
  const seenPublic = new Map<string, boolean>();
  const memo: AcrossFilesMemo = { localFiles: { problems: new WeakMap() }, links: { results: new WeakMap() } };
  let content: ContentSet | undefined;
  /** The block schemas' own problems (see blockSchemaRules.ts), checked first and after each schema change. */
  let schemaProblems: Diagnostic[] | undefined;
  const blockSchemaCache = existsSync(path.join(root, 'node_modules'))
    ? path.join(root, BLOCK_SCHEMA_CACHE)
    : undefined;
  const checkSchemas = (): Diagnostic[] => {
    try {
      return checkBlockSchemas({ root, schemaDir, cacheDir: blockSchemaCache });
    } catch (error) {
      if (isDiagnosticsError(error) && error.diagnostics) return error.diagnostics;
      throw error;
    }
  };

  const listNames = (): string[] => {
    try {
      return pageFileNames(pagesDir);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  };

  /** A check from the readings held now, reading afresh the changed files and any that appeared. */
  const check = (change: ContentChange, started: number): Validation => {
    if (change.schemas) {
      forgetSchemas();
      readings.clear();
    }
    if (change.schemas || schemaProblems === undefined) schemaProblems = checkSchemas();
    // A schema that is not JSON stops every check: its one message is the problem until it is fixed.
    if (schemaProblems.some((problem) => problem.code === 'FW501')) {
      readings.clear();
      content = { site: undefined, pages: [], diagnostics: [...schemaProblems] };
      return { content, reread: [], removed: [], ms: performance.now() - started };
    }
    if (change.publicFiles) {
      seenPublic.clear();
      memo.localFiles = { problems: new WeakMap() };
    }
    const changed = new Set(
      (change.files ?? [])
        .map((file) => path.resolve(file))
        .filter((file) => path.dirname(file) === pagesDir)
        .map((file) => path.basename(file)),
    );
    const names = listNames();
    const present = new Set(names);
    const removed: string[] = [];
    for (const [name, reading] of readings) {
      if (present.has(name)) continue;
      readings.delete(name);
      removed.push(reading.file);
    }
    const reread: string[] = [];
    let readFile: ((name: string) => ReadFile) | undefined;
    for (const name of names) {
      if (readings.has(name) && !changed.has(name)) continue;
      readFile ??= contentFileReader({ root, pagesDir, schemaDir });
      try {
        const reading = readFile(name);
        readings.set(name, reading);
        reread.push(reading.file);
      } catch (error) {
        // Removed between listing the folder and reading it: the next change reports it gone.
        if (!isMissing(error)) throw error;
        readings.delete(name);
      }
    }
    const files = names.flatMap((name) => readings.get(name) ?? []);
    const served = (generated: readonly string[]) => publicFiles(publicDir, generated, seenPublic);
    content = checkAcrossFiles(files, { root, pagesDir }, served, memo);
    content.diagnostics.unshift(...schemaProblems);
    return { content, reread, removed, ms: performance.now() - started };
  };

  /** The first check, after `first` has read or restored the folder (see cachedContent.ts). */
  const firstCheck = (first: FolderReadings, change: ContentChange, started: number): Validation => {
    readings.clear();
    for (const [name, reading] of first.readings) readings.set(name, reading);
    // A file that appeared meanwhile is read by this check.
    const validation = check(change, started);
    return {
      ...validation,
      reread: [...first.read, ...validation.reread],
      restored: first.readings.size - first.read.length,
    };
  };

  const update = (change: ContentChange = {}): Validation => {
    const started = performance.now();
    // A missing folder has nothing to restore; the check reports it.
    if (!kept || content !== undefined || listNames().length === 0) return check(change, started);
    return firstCheck(readFolderWithCacheHere({ root, pagesDir, schemaDir }, kept()), change, started);
  };

  const start = async (cache: ReadingCache, parallel: CachedContentOptions = {}): Promise<Validation> => {
    const started = performance.now();
    if (listNames().length === 0) return check({}, started);
    return firstCheck(await readFolderWithCache({ root, pagesDir, schemaDir }, cache, parallel), {}, started);
  };

  const draftMemo: AcrossFilesMemo = { localFiles: { problems: new WeakMap() }, links: { results: new WeakMap() } };
  const draftSeenPublic = new Map<string, boolean>();
  const draft = (name: string, text: string): ContentSet => {
    if (content === undefined) update();
    const reading = readDraftFile(name, text, { root, pagesDir, schemaDir });
    const names = [...new Set([...listNames(), name])].sort();
    const files = names.flatMap((each) => (each === name ? [reading] : (readings.get(each) ?? [])));
    const served = (generated: readonly string[]) => publicFiles(publicDir, generated, draftSeenPublic);
    return checkAcrossFiles(files, { root, pagesDir }, served, draftMemo);
  };

  return {
    pagesDir,
    schemaDir,
    current: () => content ?? update().content,
    update,
    start,
    draft,
  };
}
