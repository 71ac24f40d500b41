import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
]);

/** Below this size a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

/** The encodings the build writes beside a file, as `<file>.br` and `<file>.gz`, in order of preference. */
export const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof PRECOMPRESSED)[number]['encoding'];

/**
 * Brotli quality by kind of file, chosen by measurement on this site (docs/scale.md): for pages, quality 6 costs
 * 3 ms a page and 9 no smaller, while 10 and 11 save 8–10 % more for 6–15 times the time, paid again on every page
 * each build; hashed assets are few, change rarely and are cached for a year, so they get the best quality (and
 * the compression cache means each version is compressed once).
 */
export const BROTLI_QUALITY = { page: 6, hashedAsset: constants.BROTLI_MAX_QUALITY } as const;
const GZIP_LEVEL = 9;

/** Whether the build writes compressed copies of a file, by its path relative to the build folder and its size. */
export function isCompressible(relativePath: string, size: number): boolean {
  return COMPRESSIBLE_EXTENSIONS.has(path.extname(relativePath)) && !relativePath.startsWith('_') && size >= MIN_BYTES;
}

/** A file's two compressed copies. */
export interface CompressedCopies {
  br: Buffer;
  gz: Buffer;
}

/** The cache key of a file's compressed copies: the SHA-256 of its content and the settings they are made with. */
export function copiesKey(body: Buffer, hashedAsset: boolean): string {
  const quality = hashedAsset ? BROTLI_QUALITY.hashedAsset : BROTLI_QUALITY.page;
  return `${createHash('sha256').update(body).digest('hex')}-br${quality}-gz${GZIP_LEVEL}`;
}

/**
 * Compressed copies kept between builds, by `copiesKey`: a file whose content has not changed since the last build
 * is copied from here instead of compressed again. Both copies of a file share one entry (the Brotli copy's length,
 * then the two copies), because creating files is what a cold build pays most for here: half a millisecond each on
 * this machine's disk. Entries a build uses are touched; `prune` drops the others.
 */
export class CompressionCache {
  /** Folders made by this process, so each is made once rather than once an entry. */
  private readonly folders = new Set<string>();

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  private file(key: string): string {
    return path.join(this.dir, key.slice(0, 2), key);
  }

  /** The copies stored under `key`, or undefined (a missing, unreadable or malformed entry is a miss, never an error). */
  get(key: string): CompressedCopies | undefined {
    const file = this.file(key);
    let entry: Buffer;
    try {
      entry = readFileSync(file);
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      return undefined;
    }
    const brLength = entry.length >= 4 ? entry.readUInt32BE(0) : -1;
    if (brLength < 0 || 4 + brLength > entry.length) return undefined;
    return { br: entry.subarray(4, 4 + brLength), gz: entry.subarray(4 + brLength) };
  }

  /** Stores `copies` under `key`, atomically, so concurrent builds never read half an entry. */
  put(key: string, copies: CompressedCopies): void {
    const file = this.file(key);
    const folder = path.dirname(file);
    if (!this.folders.has(folder)) {
      mkdirSync(folder, { recursive: true });
      this.folders.add(folder);
    }
    const brLength = Buffer.alloc(4);
    brLength.writeUInt32BE(copies.br.length);
    const partial = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}.partial`;
    writeFileSync(partial, Buffer.concat([brLength, copies.br, copies.gz]));
    renameSync(partial, file);
  }

  /** Removes the entries no build has used since `since` (ms since the epoch). Resolves to how many were removed. */
  prune(since: number): number {
    let removed = 0;
    for (const entry of readdirSync(this.dir, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      try {
        if (statSync(file).mtimeMs < since) {
          rmSync(file, { force: true });
          removed += 1;
        }
      } catch {
        // Removed meanwhile by another build.
      }
    }
    return removed;
  }
}

/** Where the build keeps its compression cache unless told otherwise. */
export function defaultCompressionCacheDir(root: string): string {
  return path.join(root, 'node_modules/.cache/fernwise-precompress');
}

/** Writes `<file>.br` and `<file>.gz` for a file of the build, from the cache when its content was seen before. */
export async function compressFile(
  file: string,
  body: Buffer,
  options: { hashedAsset: boolean; cache?: CompressionCache },
): Promise<void> {
  const key = options.cache ? copiesKey(body, options.hashedAsset) : '';
  const cached = options.cache?.get(key);
  const copies = cached ?? (await compress(body, options.hashedAsset));
  writeFileSync(`${file}.br`, copies.br);
  writeFileSync(`${file}.gz`, copies.gz);
  if (options.cache && !cached) options.cache.put(key, copies);
}

async function compress(body: Buffer, hashedAsset: boolean): Promise<CompressedCopies> {
  const quality = hashedAsset ? BROTLI_QUALITY.hashedAsset : BROTLI_QUALITY.page;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  return { br, gz };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

export interface PrecompressOptions {
  /** Compressed copies from earlier builds, reused for files whose content has not changed. */
  cache?: CompressionCache;
  /** Files (relative to the build folder) already compressed, as the prerender does for the pages it writes. */
  done?: ReadonlySet<string>;
}

/**
 * Writes a Brotli and a gzip copy beside every compressible file of a build, for servers that send precompressed
 * files (`npm start`, nginx's gzip_static), at the qualities of BROTLI_QUALITY.
 * Skips hosting configuration (names starting with `_`). Resolves to the number of files compressed.
 */
export async function precompressBuild(outDir: string, options: PrecompressOptions = {}): Promise<number> {
  const files = filesUnder(outDir).filter((file) => {
    const relative = path.relative(outDir, file);
    return !options.done?.has(relative) && isCompressible(relative, statSync(file).size);
  });
  // A few files at a time: zlib's thread pool is small, and a big site's pages need not all sit in memory at once.
  const queue = [...files];
  const compressNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const hashedAsset = path.relative(outDir, file).startsWith(`assets${path.sep}`);
      await compressFile(file, readFileSync(file), { hashedAsset, cache: options.cache });
    }
  };
  await Promise.all(Array.from({ length: 4 }, compressNext));
  return files.length;
}

/**
 * The encoding to answer an Accept-Encoding header with, among those the build precompressed: Brotli before gzip,
 * skipping any the client refuses with `q=0`. Undefined means the identity body.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    accepted.set(name.trim(), quality === undefined ? 1 : Number(quality));
  }
  const wildcard = accepted.get('*');
  return PRECOMPRESSED.find(({ encoding }) => (accepted.get(encoding) ?? wildcard ?? 0) > 0)?.encoding;
}
