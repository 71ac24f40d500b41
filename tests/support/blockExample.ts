import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

/** The block's example file (`<Folder>.example.yaml` beside its component), as the block's props. */
export function readBlockExample<T>(folder: string, name: string): T {
  return parse(readFileSync(path.join(folder, `${name}.example.yaml`), 'utf8')) as T;
}
