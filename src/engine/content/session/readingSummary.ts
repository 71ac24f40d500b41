import { readFileSync } from 'node:fs';
import path from 'node:path';
import { derivedOf, rememberDerived, type Derived, type ReadFile } from './contentSet.ts';
import { hrefsOf, rememberHrefs, type FoundLink, type LinkSource } from '../rules/linkCheck.ts';
import { fileReferencesOf, rememberFileReferences, type FileReference } from '../rules/localFiles.ts';
import { textDigest } from '../../shared/textDigest.ts';
import { lazySource } from '../yaml/yamlSource.ts';

/**
 * One file's reading as a worker process sends it when the caller does not need the files' data: everything the
 * checks across files use (its diagnostics, claims, links, file references and what `derivedOf` works out), but
 * not its parsed data, whose transfer and rebuilding cost more than the checks themselves.
 */
export interface ReadingSummary {
  /** The reading without its source; its claims without theirs (each is the file's own source). */
  reading: Omit<ReadFile, 'source'>;
  /** The file's text, when it parsed and the summary carries it (see `summarise`). */
  text?: string;
  /** The digest of the file's text (see textDigest.ts), when it parsed and the summary leaves the text out. */
  digest?: string;
  derived: Omit<Derived, 'link'> & { link?: Omit<LinkSource, 'source'> };
  links: FoundLink[];
  references: FileReference[];
}

/**
 * Whether a summary carries its file's text, or only its digest: the texts are most of what a worker would send
 * (1.3 of 1.5 MB for 200 synthetic pages), and the checks across files never read them unless they report a
 * problem in the file.
 */
export type SummaryText = 'text' | 'digest';

/** The summary of a reading, worked out where the file was read. */
export function summarise(read: ReadFile, carries: SummaryText = 'text'): ReadingSummary {
  const { source, ...reading } = read;
  const derived = derivedOf(read);
  const link = derived.link && { ownPath: derived.link.ownPath, skip: derived.link.skip };
  return {
    reading: { ...reading, claims: reading.claims.map(({ source: _source, ...claim }) => claim) },
    ...(source && (carries === 'text' ? { text: source.text } : { digest: textDigest(source.text) })),
    derived: { ...derived, link },
    links: source && link ? hrefsOf(source) : [],
    references: source && link ? fileReferencesOf(source) : [],
  };
}

/**
 * The text of `file` (named from `root`) read again, as the worker that summarised it read it: a file changed
 * since would give positions and data that do not match the problems reported for it.
 */
function readAgain(root: string, file: string, digest: string): () => string {
  return () => {
    const text = readFileSync(path.join(root, file), 'utf8');
    if (textDigest(text) !== digest) {
      throw new Error(`${file} changed while it was being validated; validate again.`);
    }
    return text;
  };
}

/**
 * The reading a summary stands for: its source reads its text again (from `root`, if the summary left it out)
 * and parses it only if its data or positions are asked for, and the checks across files find what they need
 * already worked out.
 */
export function restore(summary: ReadingSummary, root: string): ReadFile {
  const { reading, text, digest, derived } = summary;
  const fileText = text ?? (digest === undefined ? undefined : readAgain(root, reading.file, digest));
  if (fileText === undefined) {
    rememberDerived(reading, { ...derived, link: undefined });
    return reading;
  }
  const source = lazySource(reading.file, fileText);
  const read: ReadFile = { ...reading, source };
  for (const claim of read.claims) claim.source = source;
  rememberDerived(read, { ...derived, link: derived.link && { ...derived.link, source } });
  rememberHrefs(source, summary.links);
  rememberFileReferences(source, summary.references);
  return read;
}
