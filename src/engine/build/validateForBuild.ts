import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type Tinypool from 'tinypool';
import { isPublished } from '../../core/routePaths.ts';
import { loadContent, type ContentOptions } from '../content/session/contentSet.ts';
import type { Diagnostic } from '../diagnostics/diagnostics.ts';
import { checkReadFiles } from '../content/session/loadContentInParallel.ts';
import { outlineOf, writePageData, type ValidatedSite } from '../content/session/pageData.ts';
import { PARALLEL_FROM_FILES, pageFileNames, sharesOf, startReadFilesPool } from '../content/session/readFilesPool.ts';
import type { BuildReading, ReadForBuildTask } from '../content/session/readFilesWorker.ts';
import { restore } from '../content/session/readingSummary.ts';

/** How many files a worker reads for one task of a large site. */
const FILES_PER_TASK = 250;

/** The pages folder as a build validated it: the site and outlines to bundle from, and the content's problems. */
export interface BuildValidation {
  site: ValidatedSite;
  diagnostics: Diagnostic[];
}

/**
 * Validates the pages folder as `loadContentInParallel` does (same diagnostics), writes each valid published
 * page's data into `pageDataDir` (created if missing; files are written whatever the diagnostics, so a build that
 * stops on them must drop the folder) and resolves to the site file and each valid page's outline. No page's data
 * is kept: from `parallelFrom` files on, worker processes write it and send back only summaries and outlines.
 * `pool`, workers already started by `startReadFilesPool`, is taken over and destroyed when done.
 */
export async function validateForBuild(
  options: ContentOptions,
  pageDataDir: string,
  parallelFrom = PARALLEL_FROM_FILES,
  pool?: Tinypool,
): Promise<BuildValidation> {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const schemaDir = options.schemaDir ?? path.join(options.root, 'schema');
  mkdirSync(pageDataDir, { recursive: true });
  const names = pageFileNames(pagesDir);
  if (names.length < parallelFrom) {
    await pool?.destroy();
    // A small site: its data is cheap to hold, and starting workers would cost more than reading it here.
    const content = loadContent(options);
    for (const { file, page } of content.pages) if (isPublished(page)) writePageData(pageDataDir, file, page);
    const pages = content.pages.map(({ file, page }) => outlineOf(file, page));
    return { site: { site: content.site, pages, pageDataDir }, diagnostics: content.diagnostics };
  }
  // A worker per core: this process waits meanwhile (reading here too would hold its readings' data).
  const workers = pool ?? startReadFilesPool(availableParallelism());
  let readings: BuildReading[];
  try {
    const task = (share: string[]): ReadForBuildTask => ({
      names: share,
      options: { root: options.root, pagesDir, schemaDir },
      pageDataDir,
    });
    // Tasks of a few hundred files, not one share a worker: a worker holds its task's summaries until it answers.
    const count = Math.max(workers.options.maxThreads, Math.ceil(names.length / FILES_PER_TASK));
    const shares = sharesOf(names, count).map(
      (share) => workers.run(task(share), { name: 'readForBuild' }) as Promise<BuildReading[]>,
    );
    readings = (await Promise.all(shares)).flat();
  } finally {
    await workers.destroy();
  }
  // Each page's text, read again only if asked for, and its data, parsed again from it, are not asked for by these
  // checks unless they find a problem in the page: what they need came worked out with the summaries.
  const content = checkReadFiles(
    options,
    readings.map(({ summary }) => restore(summary, options.root)),
  );
  const pages = readings.flatMap(({ outline }) => outline ?? []);
  return { site: { site: content.site, pages, pageDataDir }, diagnostics: content.diagnostics };
}
