import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { closestMatch } from '../../diagnostics/didYouMean.ts';
import { describePath } from '../schema/describeSchemaError.ts';
import { walkData } from './walkData.ts';
import { locate, type DataPath, type YamlSource } from '../yaml/yamlSource.ts';
import { isFilePath } from '../../../core/href.ts';

/** The files the site serves from `public/`, plus those the build generates (such as QR code images). */
export interface PublicFiles {
  has(address: string): boolean;
  /** The names of the files in one folder, such as `images` for /images/x.svg. */
  namesIn(folder: string): string[];
  /** Whether the folder exists at all. */
  hasFolder(folder: string): boolean;
}

/**
 * The files under `publicDir`, with `generated` addresses (such as /qr/1a2b3c4d.svg) counted as present. A
 * validation session passes `seen` to keep what it learnt of the disk across checks, and clears it when public/
 * changes.
 */
export function publicFiles(
  publicDir: string,
  generated: Iterable<string>,
  seen: Map<string, boolean> = new Map(),
): PublicFiles {
  const extra = new Set(generated);
  const inside = (address: string): string | undefined => {
    const file = path.resolve(publicDir, `.${path.posix.normalize(address)}`);
    return file.startsWith(path.resolve(publicDir) + path.sep) ? file : undefined;
  };
  return {
    has: (address) => {
      if (extra.has(address)) return true;
      const known = seen.get(address);
      if (known !== undefined) return known;
      const file = inside(address);
      const present = file !== undefined && existsSync(file) && statSync(file).isFile();
      seen.set(address, present);
      return present;
    },
    namesIn: (folder) => {
      const dir = inside(`/${folder}/x`);
      const onDisk = dir && existsSync(path.dirname(dir)) ? readdirSync(path.dirname(dir)) : [];
      const made = [...extra].filter((address) => path.posix.dirname(address) === `/${folder}`.replace(/\/$/, ''));
      return [...new Set([...onDisk, ...made.map((address) => path.posix.basename(address))])].sort();
    },
    hasFolder: (folder) => {
      const dir = inside(`/${folder}/x`);
      return (
        (dir !== undefined && existsSync(path.dirname(dir))) || [...extra].some((a) => a.startsWith(`/${folder}/`))
      );
    },
  };
}

/** One local file a source points at: its address, where it is in the data, and that place described. */
export type FileReference = [address: string, at: DataPath, where: string];

/** Each source's local file references, found once: a validation session checks kept files again. */
const referencesOf = new WeakMap<YamlSource, FileReference[]>();

/** Every local file a source's data points at, found once per source. */
export function fileReferencesOf(source: YamlSource): FileReference[] {
  let found = referencesOf.get(source);
  if (!found) {
    found = fileReferences(source.data).map(([address, at]) => [address, at, describePath(source.data, at)]);
    referencesOf.set(source, found);
  }
  return found;
}

/** Records the file references of a source found elsewhere (by a worker process), so its data need not be walked. */
export function rememberFileReferences(source: YamlSource, references: FileReference[]): void {
  referencesOf.set(source, references);
}

/** Every local file a content file points at: image `src` values and in-site links with a file extension. */
function fileReferences(value: unknown): [string, DataPath][] {
  const found: [string, DataPath][] = [];
  walkData(value, (item, at, key) => {
    if (typeof item !== 'string' || !item.startsWith('/') || item.startsWith('//')) return undefined;
    if (key === 'src') found.push([item, [...at]]);
    else if (key === 'href' && isFilePath(item)) found.push([item.split(/[?#]/)[0], [...at]]);
    return undefined;
  });
  return found;
}

/**
 * Each local image and file link in `source` names a file that exists under public/ (or that the build
 * generates). Values at a place listed in `skip` (already reported, such as a src that fails its pattern) are
 * not checked again.
 */
export function checkLocalFiles(source: YamlSource, files: PublicFiles, skip: ReadonlySet<string>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [address, at, where] of fileReferencesOf(source)) {
    if (skip.has(where) || files.has(address)) continue;
    const folder = path.posix.dirname(address).slice(1);
    const names = files.namesIn(folder);
    const closest = closestMatch(path.posix.basename(address), names);
    diagnostics.push(
      diagnostic(
        'FW306',
        {
          path: address,
          folder,
          suggestion: closest ? path.posix.join('/', folder, closest) : undefined,
          names,
          folderExists: files.hasFolder(folder),
        },
        { file: source.file, ...locate(source, at), where },
      ),
    );
  }
  return diagnostics;
}
