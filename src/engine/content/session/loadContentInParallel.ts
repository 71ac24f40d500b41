import path from 'node:path';
import type Tinypool from 'tinypool';
import {
  checkAcrossFiles,
  loadContent,
  contentFileReader,
  type ContentOptions,
  type ContentSet,
  type ReadFile,
} from './contentSet.ts';
import { publicFiles } from '../rules/localFiles.ts';
import { PARALLEL_FROM_FILES, TASKS_IN_FLIGHT, pageFileNames, sharesOf, startReadFilesPool } from './readFilesPool.ts';
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
  /** Files in one task; FILES_PER_TASK unless given. */
  filesPerTask?: number;
  /** Called with each file's summary (when the data is `on demand`), before it is restored. */
  onSummary?: (name: string, summary: ReadingSummary) => void;
}

/** How many files make one task of `readFilesInParallel`: small enough that the last tasks end close together. */
const FILES_PER_TASK = 200;

/**
 * Reads, parses and validates the files of the pages folder in worker processes and in this one; resolves to their
 * readings in the order of `names`. The files are cut into tasks of FILES_PER_TASK that this process and each
 * worker take in turn as each is free, so a worker that starts late (Node, the engine's modules, the schemas: about
 * a second) takes fewer, and nobody waits long for the last. This process would otherwise only wait: reading here
 * spares a worker's start-up and sending its results across. Each result crosses back as one message, so a claim
 * and the diagnostic it shares with its file stay one object.
 */
export async function readFilesInParallel(
  names: readonly string[],
  options: ReadFilesTask['options'],
  { pageData = 'sent', pool = startReadFilesPool(), filesPerTask = FILES_PER_TASK, onSummary }: ParallelOptions = {},
): Promise<ReadFile[]> {
  const workers = pool.options.maxThreads;
  const tasks = sharesOf(names, Math.max(workers + 1, Math.ceil(names.length / filesPerTask)));
  const readings: ReadFile[][] = [];
  let next = 0;
  const take = (): number | undefined => (next < tasks.length ? next++ : undefined);
  // Summarised and restored like the workers' readings when the data is not wanted, so this process holds none.
  const restored = (name: string, summary: ReadingSummary): ReadFile => {
    onSummary?.(name, summary);
    return restore(summary, options.root);
  };
  const readFile = contentFileReader(options);
  const readHere = pageData === 'sent' ? readFile : (name: string) => restored(name, summarise(readFile(name)));
  const inWorker = async (share: string[]): Promise<ReadFile[]> => {
    const task = { names: share, options } satisfies ReadFilesTask;
    if (pageData === 'sent') return (await pool.run(task, { name: 'default' })) as ReadFile[];
    const summaries = (await pool.run(task, { name: 'readSummaries' })) as ReadingSummary[];
    return summaries.map((summary, index) => restored(share[index], summary));
  };
  const here = async () => {
    for (let index = take(); index !== undefined; index = take()) {
      readings[index] = await readWhileWorkersRun(tasks[index], readHere);
    }
  };
  const worker = async () => {
    for (let index = take(); index !== undefined; index = take()) readings[index] = await inWorker(tasks[index]);
  };
  // A failed task leaves the rest untaken, so nobody goes on reading for a result that will not come.
  const stopOnFailure = (error: unknown): never => {
    next = tasks.length;
    throw error;
  };
  try {
    await Promise.all(
      [here(), ...Array.from({ length: workers * TASKS_IN_FLIGHT }, worker)].map((run) => run.catch(stopOnFailure)),
    );
    return readings.flat();
  } finally {
    await pool.destroy();
  }
}

/** Files read in this process between two turns of its event loop. */
const FILES_PER_TURN = 20;

/**
 * `read` of each name, letting this process's event loop turn every few files: a worker starts only once this
 * process has answered its "ready" and sent a task, and gets its next task only once this process has taken in
 * the last, which a long synchronous loop would hold back (the shares were then read one after the other).
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
