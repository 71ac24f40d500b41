import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { projectDigest } from '../../shared/projectDigest.ts';
import type { ReadingSummary } from './readingSummary.ts';
import { textDigest } from '../../shared/textDigest.ts';

// Kept apart from the rest of the engine (no YAML or schema code), like readFilesPool.ts: `npm run validate` asks
// whether a cache is there before it loads that code.

/** The folder `npm run validate` keeps its readings in, unless told otherwise. */
function defaultReadingCacheDir(root: string): string {
  return path.join(root, 'node_modules/.cache/fernwise-readings');
}

/**
 * The key every kept reading of a pages folder is valid under: a digest of the engine's code, the schemas, the
 * packages' lockfile, Node's version (see projectDigest.ts) and where the folder is (the readings name their files
 * from the root).
 */
export function readingCacheKey(root: string, pagesDir: string): string {
  const hash = createHash('sha256');
  hash.update(`${projectDigest(root)}\0${path.relative(root, pagesDir)}`);
  return hash.digest('hex').slice(0, 32);
}

/**
 * The readings kept for the pages folder `pagesDir` of the project at `root`, as `npm run validate`, its watch and
 * the dev server share them: in FERNWISE_READING_CACHE_DIR when it is set (benchmarks), else in the default folder.
 */
export function openProjectReadingCache(root: string, pagesDir: string): ReadingCache {
  const dir = process.env.FERNWISE_READING_CACHE_DIR ?? defaultReadingCacheDir(root);
  return openReadingCache(dir, readingCacheKey(root, pagesDir));
}

/** A summary without its file's text or its digest, which the file gives again. */
type TextlessSummary = Omit<ReadingSummary, 'text' | 'digest'>;

/** A file's reading as kept: its summary without the text, which is read from the file again. */
interface KeptReading {
  digest: string;
  summary: TextlessSummary;
  /** Whether the file parsed (its summary then had its text or its digest). */
  parsed: boolean;
}

/** A summary as kept: without its text, and its claims without the source that restoring it gives them. */
function keptSummary(summary: TextlessSummary): TextlessSummary {
  const claims = summary.reading.claims.map((claim) => {
    const { source: _source, ...rest } = claim;
    return rest;
  });
  return { ...summary, reading: { ...summary.reading, claims } };
}

/**
 * The readings of a pages folder kept between runs of `npm run validate`, under one key (see readingCacheKey): a
 * file whose name and text are as they were is not read, parsed or checked again; its summary is restored. A
 * cache that cannot be read (missing, of another key, damaged) is an empty one.
 */
export interface ReadingCache {
  /** Whether any reading is kept: when none is, there is nothing to look up. */
  readonly empty: boolean;
  /** The kept summary of `name`, if its text is still `text`. */
  lookup(name: string, text: string): ReadingSummary | undefined;
  /**
   * Keeps the summary of `name` for the next run, under `digest`, the digest (textDigest.ts) of the text it was
   * read from; a file that could not be read (no digest) is not kept.
   */
  remember(name: string, summary: ReadingSummary, digest: string | undefined): void;
  /**
   * Writes the readings of `names` (the folder as it is now) for the next run and removes the caches of other
   * keys; writes nothing when every reading was found here and no file has gone.
   */
  save(names: readonly string[]): void;
}

export function openReadingCache(dir: string, key: string): ReadingCache {
  const file = path.join(dir, `${key}.bin`);
  let kept = new Map<string, KeptReading>();
  try {
    const stored: unknown = deserialize(readFileSync(file));
    if (stored instanceof Map) kept = stored as Map<string, KeptReading>;
  } catch {
    // No cache yet, or one this version cannot read: every file is read afresh.
  }
  const current = new Map<string, KeptReading>();
  return {
    empty: kept.size === 0,
    lookup(name, text) {
      const reading = kept.get(name);
      if (!reading || reading.digest !== textDigest(text)) return undefined;
      current.set(name, reading);
      return { ...reading.summary, text: reading.parsed ? text : undefined };
    },
    remember(name, summary, digest) {
      if (digest === undefined) return;
      const { text, digest: parsedDigest, ...rest } = summary;
      current.set(name, { digest, summary: rest, parsed: text !== undefined || parsedDigest !== undefined });
    },
    save(names) {
      const unchanged = names.length === kept.size && names.every((name) => current.get(name) === kept.get(name));
      if (unchanged) return;
      const readings = new Map<string, KeptReading>();
      for (const name of names) {
        const reading = current.get(name);
        if (reading) readings.set(name, { ...reading, summary: keptSummary(reading.summary) });
      }
      mkdirSync(dir, { recursive: true });
      // Written beside and renamed, so a run reading the cache meanwhile never sees half a file.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, serialize(readings));
      renameSync(partial, file);
      for (const name of readdirSync(dir)) {
        if (name !== path.basename(file) && name.endsWith('.bin')) rmSync(path.join(dir, name), { force: true });
      }
    },
  };
}
