import { readContentFile, type ReadFile } from './contentSet.ts';
import { summarise, type ReadingSummary } from './readingSummary.ts';

/** A share of the pages folder for one worker to read. */
export interface ReadFilesTask {
  names: string[];
  options: { root: string; pagesDir: string; schemaDir: string };
}

/** Reads, parses and validates each file of the task on its own (the checks across files are left to the caller). */
export default function readFiles(task: ReadFilesTask): ReadFile[] {
  return task.names.map((name) => readContentFile(name, task.options));
}

/** `readFiles`, each reading summarised for checks across files that do not need the files' data. */
export function readSummaries(task: ReadFilesTask): ReadingSummary[] {
  return task.names.map((name) => summarise(readContentFile(name, task.options)));
}
