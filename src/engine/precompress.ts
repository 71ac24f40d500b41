import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });
}

/**
 * Writes a Brotli and a gzip copy beside every compressible file of a build, for servers that send precompressed
 * files (`npm start`, nginx's gzip_static). Hashed assets, built once and cached for a year, get Brotli's best
 * quality; pages, which are many and change every build, a quality that keeps the build fast.
 * Skips hosting configuration (names starting with `_`). Resolves to the number of files compressed.
 */
export async function precompressBuild(outDir: string): Promise<number> {
  const files = filesUnder(outDir).filter(
    (file) =>
      COMPRESSIBLE_EXTENSIONS.has(path.extname(file)) &&
      !path.relative(outDir, file).startsWith('_') &&
      statSync(file).size >= MIN_BYTES,
  );
  // A few files at a time: zlib's thread pool is small, and a big site's pages need not all sit in memory at once.
  const queue = [...files];
  const compressNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) await compressFile(outDir, file);
  };
  await Promise.all(Array.from({ length: 4 }, compressNext));
  return files.length;
}

async function compressFile(outDir: string, file: string): Promise<void> {
  const body = readFileSync(file);
  const hashedAsset = path.relative(outDir, file).startsWith(`assets${path.sep}`);
  const [brotliBody, gzipBody] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: hashedAsset ? constants.BROTLI_MAX_QUALITY : 6,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  writeFileSync(`${file}.br`, brotliBody);
  writeFileSync(`${file}.gz`, gzipBody);
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
