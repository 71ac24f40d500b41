import { isPublished } from '../../../core/routePaths.ts';
import type { Page } from '../../../generated/page.ts';
import { contentFileReader, type ReadFile } from './contentSet.ts';
import { outlineOf, writePageData, type PageOutline } from './pageData.ts';
import { summarise, type ReadingSummary } from './readingSummary.ts';

/** A share of the pages folder for one worker to read. */
export interface ReadFilesTask {
  names: string[];
  options: { root: string; pagesDir: string; schemaDir: string };
}

/** A share of the pages folder to read for a build, which wants the published pages' data in `pageDataDir`. */
export interface ReadForBuildTask extends ReadFilesTask {
  pageDataDir: string;
}

/** One file read for a build: its summary, and its outline if it is a valid page. */
export interface BuildReading {
  summary: ReadingSummary;
  outline?: PageOutline;
}

/** Reads, parses and validates each file of the task on its own (the checks across files are left to the caller). */
export default function readFiles(task: ReadFilesTask): ReadFile[] {
  return task.names.map(contentFileReader(task.options));
}

/**
 * `readFiles`, each reading summarised for checks across files that do not need the files' data, with the digest
 * of its text instead of the text: the caller reads a text again only if it needs it.
 */
export function readSummaries(task: ReadFilesTask): ReadingSummary[] {
  const read = contentFileReader(task.options);
  return task.names.map((name) => summarise(read(name), 'digest'));
}

/**
 * `readSummaries` for a build: also writes each valid published page's data into `pageDataDir` (see
 * `writePageData`) and outlines each valid page, so the build never holds every page's data at once.
 */
export function readForBuild(task: ReadForBuildTask): BuildReading[] {
  const readFile = contentFileReader(task.options);
  return task.names.map((name) => {
    const read = readFile(name);
    const page = read.valid && !read.isSite ? (read.source?.data as Page | undefined) : undefined;
    const summary = summarise(read, 'digest');
    if (!page) return { summary };
    if (isPublished(page)) writePageData(task.pageDataDir, read.file, page);
    return { summary, outline: outlineOf(read.file, page) };
  });
}
