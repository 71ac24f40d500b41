import { readContentFile, type ReadFile } from './contentSet.ts';

/** A share of the pages folder for one worker to read. */
export interface ReadFilesTask {
  names: string[];
  options: { root: string; pagesDir: string; schemaDir: string };
}

/** Reads, parses and validates each file of the task on its own (the checks across files are left to the caller). */
export default function readFiles(task: ReadFilesTask): ReadFile[] {
  return task.names.map((name) => readContentFile(name, task.options));
}
