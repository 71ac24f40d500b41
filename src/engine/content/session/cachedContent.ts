import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type Tinypool from 'tinypool';
import { contentFileReader, type ContentOptions, type ContentSet, type ReadFile } from './contentSet.ts';
import { checkReadFiles, readFilesInParallel } from './loadContentInParallel.ts';
import { PARALLEL_FROM_FILES, pageFileNames } from './readFilesPool.ts';
import type { ReadingCache } from './readingCache.ts';
import { restore, summarise, type ReadingSummary } from './readingSummary.ts';
import { textDigest } from '../../shared/textDigest.ts';
import { MAX_FILE_BYTES } from '../yaml/yamlSource.ts';

/** A file's text, or undefined when it is gone or too large to read (its reading then says so). */
function textOf(file: string): string | undefined {
  try {
    return statSync(file).size > MAX_FILE_BYTES ? undefined : readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** How to read the files the cache does not have. */
export interface CachedContentOptions {
  /** From this many files to read, they are read in worker processes too (see readFilesInParallel). */
  parallelFrom?: number;
  /** Workers already started by `startReadFilesPool`; taken over, and destroyed when done. */
  pool?: Tinypool;
}

/** The files of a pages folder as `readFolderWithCache` found them. */
export interface FolderReadings {
  /** The folder's YAML files, sorted by name. */
  names: string[];
  /** Each file's reading, by name. */
  readings: Map<string, ReadFile>;
  /** The names of the files read, parsed and checked; every other file's reading was restored from the cache. */
  read: string[];
}

/** A folder's reading with a cache, half done: the unchanged files restored, the others still to read. */
interface CachedReading {
  /** The files the cache does not have. */
  toRead: string[];
  fileOptions: { root: string; pagesDir: string; schemaDir: string };
  /** Keeps a file's summary for the next run. */
  remember(name: string, summary: ReadingSummary): void;
  /**
   * Reads `toRead` in this process, keeping each reading: with its data (`with data`), or restored from its summary
   * like a worker's, its data parsed again only if asked for (`on demand`), so this process holds none.
   */
  readHere(pageData: 'with data' | 'on demand'): ReadFile[];
  /** Takes the readings of `toRead`, in its order, and saves the cache. */
  finish(read: ReadFile[]): FolderReadings;
}

function startReading(options: ContentOptions, cache: ReadingCache): CachedReading {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const schemaDir = options.schemaDir ?? path.join(options.root, 'schema');
  const names = pageFileNames(pagesDir);
  const readings = new Map<string, ReadFile>();
  const texts = new Map<string, string>();
  // An empty cache has nothing to find: each file's text then comes with its reading.
  if (!cache.empty) {
    for (const name of names) {
      const text = textOf(path.join(pagesDir, name));
      if (text === undefined) continue;
      const summary = cache.lookup(name, text);
      if (summary) readings.set(name, restore(summary, options.root));
      else texts.set(name, text);
    }
  }
  const toRead = names.filter((name) => !readings.has(name));
  const fileOptions = { root: options.root, pagesDir, schemaDir };
  // A file that did not parse has neither text nor digest in its summary: it is read here (few are) to be known
  // again by it.
  const digestOf = (name: string, summary: ReadingSummary): string | undefined => {
    if (summary.digest !== undefined) return summary.digest;
    const text = texts.get(name) ?? summary.text ?? textOf(path.join(pagesDir, name));
    return text === undefined ? undefined : textDigest(text);
  };
  const remember = (name: string, summary: ReadingSummary) => cache.remember(name, summary, digestOf(name, summary));
  return {
    toRead,
    fileOptions,
    remember,
    readHere: (pageData) => {
      const readFile = contentFileReader(fileOptions);
      return toRead.map((name) => {
        const read = readFile(name);
        const summary = summarise(read);
        remember(name, summary);
        return pageData === 'with data' ? read : restore(summary, options.root);
      });
    },
    finish: (read) => {
      read.forEach((reading, index) => readings.set(toRead[index], reading));
      cache.save(names);
      return { names, readings, read: read.map((reading) => reading.file) };
    },
  };
}

/**
 * Reads every file of the pages folder with the readings kept by `cache`: a file whose text is as when it was
 * last read is restored from its summary; the others are read (in workers too when there are `parallelFrom` or
 * more) and kept for the next run, and the cache is saved. The readings' data is parsed again from their text
 * only if asked for.
 */
export async function readFolderWithCache(
  options: ContentOptions,
  cache: ReadingCache,
  { parallelFrom = PARALLEL_FROM_FILES, pool }: CachedContentOptions = {},
): Promise<FolderReadings> {
  const reading = startReading(options, cache);
  if (reading.toRead.length >= parallelFrom) {
    const { toRead, fileOptions, remember } = reading;
    return reading.finish(
      await readFilesInParallel(toRead, fileOptions, { pageData: 'on demand', pool, onSummary: remember }),
    );
  }
  await pool?.destroy();
  return reading.finish(reading.readHere('on demand'));
}

/**
 * `readFolderWithCache` all in this process, at once, for a caller that cannot wait and will ask for the pages'
 * data, such as the dev server: the files it reads keep their data, which would otherwise be parsed again.
 */
export function readFolderWithCacheHere(options: ContentOptions, cache: ReadingCache): FolderReadings {
  const reading = startReading(options, cache);
  return reading.finish(reading.readHere('with data'));
}

/**
 * `loadContentInParallel` with the readings kept by `cache` (see `readFolderWithCache`), the cache saved before the
 * checks across files, which always run on every file. The same content set as without a cache.
 */
export async function loadContentWithCache(
  options: ContentOptions,
  cache: ReadingCache,
  parallel: CachedContentOptions = {},
): Promise<ContentSet> {
  const { names, readings } = await readFolderWithCache(options, cache, parallel);
  return checkReadFiles(
    options,
    names.flatMap((name) => readings.get(name) ?? []),
  );
}
