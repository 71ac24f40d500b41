import path from 'node:path';
import type Tinypool from 'tinypool';
import {
  checkAcrossFiles,
  loadContent,
  readContentFile,
  type ContentOptions,
  type ContentSet,
  type ReadFile,
} from './contentSet.ts';
import { publicFiles } from './localFiles.ts';
import { PARALLEL_FROM_FILES, pageFileNames, sharesOf, startReadFilesPool } from './readFilesPool.ts';
import type { ReadFilesTask } from './readFilesWorker.ts';
import { restore, summarise, type ReadingSummary } from './readingSummary.ts';

export { PARALLEL_FROM_FILES };

/**
 * Whether the pages' data crosses back from the workers (`sent`), or only their summaries, each page's data parsed
 * again from its text if it is asked for (`on demand`): far less to send and rebuild when only the diagnostics
 * and a few pages are needed, as in `npm run validate`.
 */
export type PageData = 'sent' | 'on demand';

/** How to read in parallel. */
export interface ParallelOptions {
  /** The pages' data sent back from the workers (the default), or parsed again only when asked for. */
  pageData?: PageData;
  /** Workers already started by `startReadFilesPool`; taken over, and destroyed when done. */
  pool?: Tinypool;
}

/**
 * Reads, parses and validates the files of the pages folder in worker processes and in this one, each taking an
 * equal share (this process the first, while the workers read theirs); resolves to their readings in the order
 * of `names`. This process would otherwise only wait: reading a share here spares a worker's start-up (Node, the
 * engine's modules, the schemas) and sending its results across. Each result crosses back as one message, so a
 * claim and the diagnostic it shares with its file stay one object.
 */
export async function readFilesInParallel(
  names: readonly string[],
  options: ReadFilesTask['options'],
  { pageData = 'sent', pool = startReadFilesPool() }: ParallelOptions = {},
): Promise<ReadFile[]> {
  const [here, ...shares] = sharesOf(names, pool.options.maxThreads + 1);
  try {
    const run = (share: string[], name: string): Promise<unknown> =>
      pool.run({ names: share, options } satisfies ReadFilesTask, { name });
    if (pageData === 'sent') {
      const inWorkers = Promise.all(shares.map((share) => run(share, 'default') as Promise<ReadFile[]>));
      const readHere = await readWhileWorkersRun(here, (name) => readContentFile(name, options));
      return [...readHere, ...(await inWorkers).flat()];
    }
    const inWorkers = Promise.all(shares.map((share) => run(share, 'readSummaries') as Promise<ReadingSummary[]>));
    // Summarised and restored like the workers' readings, so this share's data is not held either.
    const readHere = await readWhileWorkersRun(here, (name) => restore(summarise(readContentFile(name, options))));
    return [...readHere, ...(await inWorkers).flat().map(restore)];
  } finally {
    await pool.destroy();
  }
}

/** Files read in this process between two turns of its event loop. */
const FILES_PER_TURN = 50;

/**
 * `read` of each name, letting this process's event loop turn every few files: a worker starts on its share only
 * once this process has answered its "ready" and sent the task, which a long synchronous loop would hold back
 * until the end (the two shares were then read one after the other).
 */
async function readWhileWorkersRun(names: readonly string[], read: (name: string) => ReadFile): Promise<ReadFile[]> {
  const readings: ReadFile[] = [];
  for (let start = 0; start < names.length; start += FILES_PER_TURN) {
    await new Promise((resolve) => setImmediate(resolve));
    for (const name of names.slice(start, start + FILES_PER_TURN)) readings.push(read(name));
  }
  return readings;
}

/**
 * `loadContent`, with a large pages folder read in worker processes (one per core) before the checks across
 * files run here, when it has `parallelFrom` files or more. Same result, in less time on a site of thousands of
 * pages.
 */
export async function loadContentInParallel(
  options: ContentOptions,
  parallelFrom = PARALLEL_FROM_FILES,
  parallel: ParallelOptions = {},
): Promise<ContentSet> {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const schemaDir = options.schemaDir ?? path.join(options.root, 'schema');
  const names = pageFileNames(pagesDir);
  if (names.length < parallelFrom) {
    await parallel.pool?.destroy();
    return loadContent(options);
  }
  const files = await readFilesInParallel(names, { root: options.root, pagesDir, schemaDir }, parallel);
  return checkReadFiles(options, files);
}

/** The checks across files (paths, links, sections, local files) over the readings of the pages folder of `options`. */
export function checkReadFiles(options: ContentOptions, files: ReadFile[]): ContentSet {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const served = (generated: readonly string[]) =>
    publicFiles(options.publicDir ?? path.join(options.root, 'public'), generated);
  return checkAcrossFiles(files, { root: options.root, pagesDir }, served);
}
