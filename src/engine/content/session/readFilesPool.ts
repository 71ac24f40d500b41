import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Tinypool from 'tinypool';

// Kept apart from the rest of the engine (no YAML or schema code), so a script can start the workers before it
// loads that code: their start-up then overlaps its own.

/** Below this many files a worker's start-up (about half a second) costs more than the work it takes over. */
export const PARALLEL_FROM_FILES = 400;

/**
 * Tasks a worker is given at once: it starts the next as soon as it has sent one back, instead of waiting for the
 * calling process (which may be busy reading files of its own) to hear of it and send another.
 */
export const TASKS_IN_FLIGHT = 2;

/** The YAML files of the pages folder, sorted by name. */
export function pageFileNames(pagesDir: string): string[] {
  return readdirSync(pagesDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();
}

/** `names` cut into `workers` consecutive shares of (nearly) equal length, in order. */
export function sharesOf(names: readonly string[], workers: number): string[][] {
  return Array.from({ length: workers }, (_, share) =>
    names.slice(Math.floor((share * names.length) / workers), Math.floor(((share + 1) * names.length) / workers)),
  );
}

/**
 * Starts `workers` processes that read files of the pages folder (`readFilesWorker`); destroy the pool when done.
 * By default one per core but one: `readFilesInParallel` reads a share in the calling process too.
 */
export function startReadFilesPool(workers = Math.max(1, availableParallelism() - 1)): Tinypool {
  const worker = pathToFileURL(path.join(import.meta.dirname, `readFilesWorker${path.extname(import.meta.filename)}`));
  return new Tinypool({
    filename: worker.href,
    minThreads: workers,
    maxThreads: workers,
    concurrentTasksPerWorker: TASKS_IN_FLIGHT,
    // Processes, not threads: run from source, a worker needs the TypeScript loader, which Node 20 registers for
    // a process but not for its worker threads. Advanced serialisation keeps shared objects shared.
    runtime: 'child_process',
    serialization: 'advanced',
    execArgv: worker.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
}
