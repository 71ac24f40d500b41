import { derivedOf, rememberDerived, type Derived, type ReadFile } from './contentSet.ts';
import { hrefsOf, rememberHrefs, type FoundLink, type LinkSource } from './linkCheck.ts';
import { fileReferencesOf, rememberFileReferences, type FileReference } from './localFiles.ts';
import { lazySource } from './yamlSource.ts';

/**
 * One file's reading as a worker process sends it when the caller does not need the files' data: everything the
 * checks across files use (its diagnostics, claims, links, file references and what `derivedOf` works out) and
 * its text, but not its parsed data, whose transfer and rebuilding cost more than the checks themselves.
 */
export interface ReadingSummary {
  /** The reading without its source; its claims without theirs (each is the file's own source). */
  reading: Omit<ReadFile, 'source'>;
  /** The file's text, when it parsed. */
  text?: string;
  derived: Omit<Derived, 'link'> & { link?: Omit<LinkSource, 'source'> };
  links: FoundLink[];
  references: FileReference[];
}

/** The summary of a reading, worked out where the file was read. */
export function summarise(read: ReadFile): ReadingSummary {
  const { source, ...reading } = read;
  const derived = derivedOf(read);
  const link = derived.link && { ownPath: derived.link.ownPath, skip: derived.link.skip };
  return {
    reading: { ...reading, claims: reading.claims.map(({ source: _source, ...claim }) => claim) },
    text: source?.text,
    derived: { ...derived, link },
    links: source && link ? hrefsOf(source) : [],
    references: source && link ? fileReferencesOf(source) : [],
  };
}

/**
 * The reading a summary stands for: its source parses its text again only if its data is asked for, and the
 * checks across files find what they need already worked out.
 */
export function restore(summary: ReadingSummary): ReadFile {
  const { reading, text, derived } = summary;
  if (text === undefined) {
    rememberDerived(reading, { ...derived, link: undefined });
    return reading;
  }
  const source = lazySource(reading.file, text);
  const read: ReadFile = { ...reading, source };
  for (const claim of read.claims) claim.source = source;
  rememberDerived(read, { ...derived, link: derived.link && { ...derived.link, source } });
  rememberHrefs(source, summary.links);
  rememberFileReferences(source, summary.references);
  return read;
}
