import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '../../../generated/page.ts';
import type { Site } from '../../../generated/site.ts';
import { NOT_FOUND_PATH } from '../../../core/routePaths.ts';
import { checkContentRules } from '../rules/contentRules.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { checkLinks, type LinkMemo, type LinkSource } from '../rules/linkCheck.ts';
import { checkLocalFiles, publicFiles, type PublicFiles } from '../rules/localFiles.ts';
import {
  checkDuplicateClaims,
  claimsFromText,
  claimsOf,
  explainMalformedClaims,
  nameMatches,
  ownerOf,
  type Claim,
} from '../rules/pageClaims.ts';
import { schemaDiagnostics } from '../schema/schemaDiagnostics.ts';
import { checkPageStructure } from '../rules/pageStructure.ts';
import { checkPlaceholders } from '../rules/placeholders.ts';
import { valuesCutByComments } from '../yaml/commentInValue.ts';
import { pageFileNames } from './readFilesPool.ts';
import { forgetSharedSchemaRegistry, sharedSchemaRegistry, type SchemaRegistry } from '../schema/schemaRegistry.ts';
import { fileSizeProblem, locate, parseYamlSource, type YamlSource } from '../yaml/yamlSource.ts';
import { qrFileName } from '../../../core/qrFileName.ts';

/** The one site-wide file; every other YAML file in the pages folder is a page. */
export const SITE_FILE = '_site.yaml';
/** The path of the page shown for every path no other page claims. */
export { NOT_FOUND_PATH };

export interface PageEntry {
  /** Project-relative file name, such as pages/banking.yaml. */
  file: string;
  page: Page;
}

export interface ContentSet {
  site: Site | undefined;
  pages: PageEntry[];
  diagnostics: Diagnostic[];
}

export interface ContentOptions {
  root: string;
  pagesDir?: string;
  schemaDir?: string;
  /** The folder the site serves files from; `public/` under the root when not given. */
  publicDir?: string;
}

function registryFor(schemaDir: string): SchemaRegistry {
  return sharedSchemaRegistry(schemaDir);
}

/** Drops the compiled schemas, so the next load reads schema files afresh (dev server after a schema edit). */
export function forgetSchemas(): void {
  forgetSharedSchemaRegistry();
}

/** The names of a block type's own fields. */
export function blockFields(registry: SchemaRegistry, type: string): string[] {
  const properties: unknown = registry.blockSchema(type)?.properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

function toPosix(file: string): string {
  return file.split(path.sep).join('/');
}

/** One file of the pages folder after parsing and schema validation. */
export interface ReadFile {
  file: string;
  isSite: boolean;
  /** Absent when the file could not be read or parsed. */
  source?: YamlSource;
  /** The file passed its schema, so its data has the shape of a page or of the site file. */
  valid: boolean;
  /** The file's own problems: syntax, schema and content rules. */
  diagnostics: Diagnostic[];
  claims: Claim[];
}

/** How much of a file too large to read is read for the paths it claims: its top lines. */
const HEAD_BYTES = 16 * 1024;

function headOf(file: string): string {
  const head = Buffer.alloc(HEAD_BYTES);
  const descriptor = openSync(file, 'r');
  try {
    const read = readSync(descriptor, head, 0, HEAD_BYTES, 0);
    return head.subarray(0, read).toString('utf8');
  } finally {
    closeSync(descriptor);
  }
}

function isMapping(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPageFile(
  name: string,
  options: Required<Omit<ContentOptions, 'publicDir'>>,
  registry: SchemaRegistry,
  draft?: string,
): ReadFile {
  const file = toPosix(path.relative(options.root, path.join(options.pagesDir, name)));
  const isSite = name === SITE_FILE;
  const failed = (diagnostics: Diagnostic[], claims: Claim[] = []): ReadFile => ({
    file,
    isSite,
    valid: false,
    diagnostics,
    claims,
  });
  if (name.endsWith('.yml')) {
    return failed([diagnostic('FW101', { name }, { file, line: 1, column: 1 })]);
  }
  // Checked before reading, so a huge file is refused at once instead of being read into memory; the paths it
  // claims are read from its first lines, so links to it are not reported dead as well.
  const filePath = path.join(options.pagesDir, name);
  const size = draft === undefined ? statSync(filePath).size : Buffer.byteLength(draft);
  const tooLarge = fileSizeProblem(file, size);
  if (tooLarge)
    return failed(
      [tooLarge],
      isSite ? [] : claimsFromText(file, draft === undefined ? headOf(filePath) : draft.slice(0, HEAD_BYTES)),
    );
  const text = draft ?? readFileSync(filePath, 'utf8');
  const parsed = parseYamlSource(file, text);
  if (!parsed.ok) return failed(parsed.diagnostics, isSite ? [] : claimsFromText(file, text));
  const source = parsed.source;
  if (!isMapping(source.data)) {
    return failed([diagnostic('FW104', { site: isSite }, { file, ...locate(source, []) })]);
  }
  const schemaProblems = schemaDiagnostics(source, isSite ? registry.validateSite : registry.validatePage, registry);
  const valid = schemaProblems.length === 0;
  const diagnostics = [...valuesCutByComments(file, text), ...schemaProblems];
  if (!isSite) {
    // Checked whether or not the page passed its schema, on the parts that parsed: every independent mistake of
    // the file is reported in one run.
    const unknownTypes = new Set(
      schemaProblems.flatMap((problem) =>
        problem.code === 'FW201' || problem.code === 'FW202'
          ? [Number(/^blocks\[(\d+)\]/.exec(problem.where)?.[1])]
          : [],
      ),
    );
    diagnostics.push(
      ...checkPageStructure(source, unknownTypes),
      ...checkContentRules(source, (type) => blockFields(registry, type), schemaProblems),
      ...checkPlaceholders(source),
    );
  }
  return {
    file,
    isSite,
    source,
    valid,
    diagnostics,
    claims: isSite ? [] : claimsOf(source, diagnostics),
  };
}

/** Reads, parses and validates every file in the pages folder, then checks paths, links and files across them. */
export function loadContent(options: ContentOptions): ContentSet {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const schemaDir = options.schemaDir ?? path.join(options.root, 'schema');
  const registry = registryFor(schemaDir);
  const names = pageFileNames(pagesDir);
  const files = names.map((name) => readPageFile(name, { root: options.root, pagesDir, schemaDir }, registry));
  const served = (generated: readonly string[]) =>
    publicFiles(options.publicDir ?? path.join(options.root, 'public'), generated);
  return checkAcrossFiles(files, { root: options.root, pagesDir }, served);
}

/** Reads, parses and validates one file of the pages folder, on its own: syntax, schema and content rules. */
export function readContentFile(
  name: string,
  options: { root: string; pagesDir: string; schemaDir: string },
): ReadFile {
  return readPageFile(name, options, registryFor(options.schemaDir));
}

/**
 * `readContentFile` for many files of one batch, against the schemas as they are when the reader is made: finding
 * whether the schema files changed lists and stats all of them, which at 10,000 files was 680 ms of a validation.
 */
export function contentFileReader(options: {
  root: string;
  pagesDir: string;
  schemaDir: string;
}): (name: string) => ReadFile {
  const registry = registryFor(options.schemaDir);
  return (name) => readPageFile(name, options, registry);
}

/** Parses and validates `text` as the file `name` of the pages folder would be (an editor's unsaved draft). */
export function readDraftFile(
  name: string,
  text: string,
  options: { root: string; pagesDir: string; schemaDir: string },
): ReadFile {
  return readPageFile(name, options, registryFor(options.schemaDir), text);
}

/**
 * What the checks across files need of one file, worked out once per reading (a session keeps readings). Plain
 * data apart from `link.source`, so a worker process can work it out and send it instead of the file's data.
 */
export interface Derived {
  link: LinkSource | undefined;
  /** The ids of a page's blocks, whether or not it passed its schema. */
  ids: string[];
  /** The page's blocks parsed as a list, so `ids` names every section it has. */
  hasBlocks: boolean;
  /** The path and aliases of a valid page. */
  claimed: string[];
  /** The QR images a valid page's app-download blocks need. */
  generated: string[];
  /** What the file adds to the link index: its claims and, for a valid page, its section ids. */
  indexed: string;
}

const derivedReadings = new WeakMap<ReadFile, Derived>();

/** What the checks across files need of `read`, worked out once per reading. */
export function derivedOf(read: ReadFile): Derived {
  let found = derivedReadings.get(read);
  if (found) return found;
  found = { link: undefined, ids: [], hasBlocks: false, claimed: [], generated: [], indexed: '' };
  if (read.source && isMapping(read.source.data)) {
    const data = read.source.data as { path?: unknown };
    const ownPath = read.isSite || typeof data.path !== 'string' ? undefined : data.path;
    found.link = {
      source: read.source,
      ownPath,
      skip: new Set(read.diagnostics.map((diagnostic) => diagnostic.where)),
    };
  }
  const blocks: unknown =
    !read.isSite && read.source && isMapping(read.source.data)
      ? (read.source.data as { blocks?: unknown }).blocks
      : undefined;
  if (Array.isArray(blocks)) {
    found.hasBlocks = true;
    found.ids = (blocks as unknown[]).flatMap((block) =>
      isMapping(block) && typeof (block as { id?: unknown }).id === 'string' ? [(block as { id: string }).id] : [],
    );
  }
  if (read.valid && !read.isSite && read.source) {
    const page = read.source.data as Page;
    found.claimed = [page.path, ...(page.aliases ?? [])];
    found.generated = page.blocks.flatMap((block) => (block.type === 'app-download' ? [qrFileName(block.qrUrl)] : []));
  }
  const claims = read.claims.map((claim) =>
    [claim.value, claim.target, claim.problem ? '!' : '', claim.presumed ? '?' : ''].join(' '),
  );
  found.indexed = `${claims.join('\n')}\n#${found.hasBlocks ? '' : '!'}${found.ids.join(' ')}`;
  derivedReadings.set(read, found);
  return found;
}

/** Records what was worked out of `read` elsewhere (by a worker process), so its data need not be read here. */
export function rememberDerived(read: ReadFile, derived: Derived): void {
  derivedReadings.set(read, derived);
}

/**
 * The local-file problems of each reading, kept by a validation session while public/ and the generated files
 * stay as they were.
 */
export interface LocalFileMemo {
  generated?: string;
  problems: WeakMap<ReadFile, Diagnostic[]>;
}

/** What a validation session keeps between checks of the files across each other. */
export interface AcrossFilesMemo {
  localFiles: LocalFileMemo;
  links: LinkMemo;
  /** Each file's part of the link index when `links` was started: another part means new link results. */
  indexed?: string[];
  /** The section ids of every page, as `indexed` says. */
  sections?: Map<string, string[]>;
}

/** A copy of each claim and of each malformed claim's message, so completing the message leaves `files` as read. */
function freshClaims(files: readonly ReadFile[]): { claims: Claim[]; own: Diagnostic[] } {
  const claims: Claim[] = [];
  const own: Diagnostic[] = [];
  for (const read of files) {
    // Only a malformed claim is completed (its message, the links folded into it); the others are shared.
    if (!read.claims.some((claim) => claim.problem)) {
      claims.push(...read.claims);
      for (const diagnostic of read.diagnostics) own.push(diagnostic);
      continue;
    }
    const copies = new Map<Diagnostic, Diagnostic>();
    for (const claim of read.claims) {
      const problem = claim.problem && { ...claim.problem };
      if (claim.problem && problem) copies.set(claim.problem, problem);
      claims.push(problem ? { ...claim, problem, foldedLinks: 0, meant: undefined } : claim);
    }
    for (const diagnostic of read.diagnostics) own.push(copies.get(diagnostic) ?? diagnostic);
  }
  return { claims, own };
}

/**
 * The checks across files, on files read by `readContentFile` (in name order): the site file, one owner per path,
 * the not-found page, links and sections, local files. `files` is left as it was, so a validation session can
 * keep each file's reading and run these again after one file changes.
 */
export function checkAcrossFiles(
  files: readonly ReadFile[],
  options: { root: string; pagesDir: string },
  servedFiles: (generated: readonly string[]) => PublicFiles,
  memo: AcrossFilesMemo = { localFiles: { problems: new WeakMap() }, links: { results: new WeakMap() } },
): ContentSet {
  const { pagesDir } = options;
  const { claims, own } = freshClaims(files);
  const diagnostics = own;

  const validPages = files.filter((read) => read.valid && !read.isSite);
  const site = files.find((read) => read.isSite && read.valid);
  if (!files.some((read) => read.isSite)) {
    const file = toPosix(path.relative(options.root, path.join(pagesDir, SITE_FILE)));
    diagnostics.push(diagnostic('FW105', {}, { file, line: 1, column: 1 }));
  }
  diagnostics.push(...checkDuplicateClaims(claims));
  // A file that says no path but is named not-found.yaml is the not-found page: its own message says so.
  const claimsNotFound = (claim: Claim) =>
    claim.value === NOT_FOUND_PATH || (claim.presumed === true && nameMatches(claim.file, NOT_FOUND_PATH));
  if (!claims.some(claimsNotFound)) {
    const file = toPosix(path.relative(options.root, pagesDir));
    diagnostics.push(diagnostic('FW302', {}, { file, line: 1, column: 1 }));
  }

  const checked = files.flatMap((read) => derivedOf(read).link ?? []);
  const indexed = files.map((read) => derivedOf(read).indexed);
  const sameIndex = indexed.length === memo.indexed?.length && indexed.every((part, at) => part === memo.indexed?.[at]);
  if (!sameIndex || !memo.sections) {
    memo.links = { results: new WeakMap() };
    memo.sections = sectionIds(files, claims);
  }
  memo.indexed = indexed;
  diagnostics.push(...checkLinks(checked, claims, memo.sections, memo.links));
  explainMalformedClaims(claims);
  const generated = validPages.flatMap((read) => derivedOf(read).generated);
  const local = memo.localFiles;
  if (local.generated !== generated.join('\n')) {
    local.generated = generated.join('\n');
    local.problems = new WeakMap();
  }
  let served: PublicFiles | undefined;
  for (const read of files) {
    const link = derivedOf(read).link;
    if (!link) continue;
    let problems = local.problems.get(read);
    if (!problems) {
      served ??= servedFiles(generated);
      problems = checkLocalFiles(link.source, served, link.skip);
      local.problems.set(read, problems);
    }
    diagnostics.push(...problems);
  }

  return {
    site: site?.source?.data as Site | undefined,
    // Read when asked for: a source sent by a worker without its data parses its text only then.
    pages: validPages.map((read) => ({
      file: read.file,
      get page() {
        return read.source?.data as Page;
      },
    })),
    diagnostics,
  };
}

/**
 * The section ids (`id` of each block) of every page whose blocks parsed, valid or not, under its path and each
 * alias. An address two files claim gives the ids of the one that keeps it (see `ownerOf`), the one its
 * FW301 message points at: never an alias's page's ids under another page's path.
 */
function sectionIds(files: readonly ReadFile[], claims: readonly Claim[]): Map<string, string[]> {
  const idsOf = new Map<string, string[]>();
  for (const read of files) if (derivedOf(read).hasBlocks) idsOf.set(read.file, derivedOf(read).ids);
  const byAddress = new Map<string, Claim[]>();
  for (const claim of claims) {
    if (claim.presumed || claim.problem || !idsOf.has(claim.file)) continue;
    const claimants = byAddress.get(claim.value);
    if (claimants) claimants.push(claim);
    else byAddress.set(claim.value, [claim]);
  }
  const ids = new Map<string, string[]>();
  for (const [address, claimants] of byAddress) ids.set(address, idsOf.get(ownerOf(claimants, address).file) ?? []);
  return ids;
}
