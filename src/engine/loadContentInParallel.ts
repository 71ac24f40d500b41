import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';
import {
  checkAcrossFiles,
  loadContent,
  pageFileNames,
  type ContentOptions,
  type ContentSet,
  type ReadFile,
} from './contentSet.ts';
import { publicFiles } from './localFiles.ts';
import type { ReadFilesTask } from './readFilesWorker.ts';
import { restore, type ReadingSummary } from './readingSummary.ts';

/**
 * Whether the pages' data crosses back from the workers (`sent`), or only their summaries, each page's data parsed
 * again from its text if it is asked for (`on demand`): far less to send and rebuild when only the diagnostics
 * and a few pages are needed, as in `npm run validate`.
 */
export type PageData = 'sent' | 'on demand';

/** Below this many files a worker's start-up (about half a second) costs more than the work it takes over. */
export const PARALLEL_FROM_FILES = 400;

/**
 * Reads, parses and validates the files of the pages folder in worker processes, one per core, each taking an
 * equal share; resolves to their readings in the order of `names`. Each result crosses back as one message, so a
 * claim and the diagnostic it shares with its file stay one object.
 */
export async function readFilesInParallel(
  names: readonly string[],
  options: ReadFilesTask['options'],
  workers = availableParallelism(),
  pageData: PageData = 'sent',
): Promise<ReadFile[]> {
  const worker = pathToFileURL(path.join(import.meta.dirname, `readFilesWorker${path.extname(import.meta.filename)}`));
  const pool = new Tinypool({
    filename: worker.href,
    minThreads: workers,
    maxThreads: workers,
    // Processes, not threads: run from source, a worker needs the TypeScript loader, which Node 20 registers for
    // a process but not for its worker threads. Advanced serialisation keeps shared objects shared.
    runtime: 'child_process',
    serialization: 'advanced',
    execArgv: worker.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
  const shares = Array.from({ length: workers }, (_, share) =>
    names.slice(Math.floor((share * names.length) / workers), Math.floor(((share + 1) * names.length) / workers)),
  );
  try {
    const run = (share: string[], name: string): Promise<unknown> =>
      pool.run({ names: share, options } satisfies ReadFilesTask, { name });
    if (pageData === 'sent') {
      const results = await Promise.all(shares.map((share) => run(share, 'default') as Promise<ReadFile[]>));
      return results.flat();
    }
    const results = await Promise.all(shares.map((share) => run(share, 'readSummaries') as Promise<ReadingSummary[]>));
    return results.flat().map(restore);
  } finally {
    await pool.destroy();
  }
}

/**
 * `loadContent`, with a large pages folder read in worker processes (one per core) before the checks across
 * files run here, when it has `parallelFrom` files or more. Same result, in less time on a site of thousands of
 * pages.
 */
export async function loadContentInParallel(
  options: ContentOptions,
  parallelFrom = PARALLEL_FROM_FILES,
  pageData: PageData = 'sent',
): Promise<ContentSet> {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const schemaDir = options.schemaDir ?? path.join(options.root, 'schema');
  const names = pageFileNames(pagesDir);
  if (names.length < parallelFrom) return loadContent(options);
  const files = await readFilesInParallel(
    names,
    { root: options.root, pagesDir, schemaDir },
    availableParallelism(),
    pageData,
  );
  const served = (generated: readonly string[]) =>
    publicFiles(options.publicDir ?? path.join(options.root, 'public'), generated);
  return checkAcrossFiles(files, { root: options.root, pagesDir }, served);
}
