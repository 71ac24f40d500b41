import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '../../../generated/page.ts';
import type { Site } from '../../../generated/site.ts';
import { NOT_FOUND_PATH } from '../../../core/routePaths.ts';
import { checkContentRules } from '../rules/contentRules.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { describePath } from '../schema/describeSchemaError.ts';
import { checkLinks, type LinkMemo, type LinkSource } from '../rules/linkCheck.ts';
import { checkLocalFiles, publicFiles, type PublicFiles } from '../rules/localFiles.ts';
import {
  checkDuplicateClaims,
  claimsFromText,
  claimsOf,
  explainMalformedClaims,
  type Claim,
} from '../rules/pageClaims.ts';
import { schemaDiagnostics } from '../schema/schemaDiagnostics.ts';
import { pageFileNames } from './readFilesPool.ts';
import { loadSchemaRegistry, type SchemaRegistry } from '../schema/schemaRegistry.ts';
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

let cachedRegistry: { dir: string; registry: SchemaRegistry } | undefined;

function registryFor(schemaDir: string): SchemaRegistry {
  if (cachedRegistry?.dir !== schemaDir) cachedRegistry = { dir: schemaDir, registry: loadSchemaRegistry(schemaDir) };
  return cachedRegistry.registry;
}

/** Drops the compiled schemas, so the next load reads schema files afresh (dev server after a schema edit). */
export function forgetSchemas(): void {
  cachedRegistry = undefined;
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
  // Checked before reading, so a huge file is refused at once instead of being read into memory.
  const size = draft === undefined ? statSync(path.join(options.pagesDir, name)).size : Buffer.byteLength(draft);
  const tooLarge = fileSizeProblem(file, size);
  if (tooLarge) return failed([tooLarge]);
  const text = draft ?? readFileSync(path.join(options.pagesDir, name), 'utf8');
  const parsed = parseYamlSource(file, text);
  if (!parsed.ok) return failed(parsed.diagnostics, isSite ? [] : claimsFromText(file, text));
  const source = parsed.source;
  if (!isMapping(source.data)) {
    return failed([diagnostic('FW104', { site: isSite }, { file, ...locate(source, []) })]);
  }
  const diagnostics = schemaDiagnostics(source, isSite ? registry.validateSite : registry.validatePage, registry);
  const valid = diagnostics.length === 0;
  if (valid && !isSite) diagnostics.push(...checkContentRules(source, (type) => blockFields(registry, type)));
  return { file, isSite, source, valid, diagnostics, claims: isSite ? [] : claimsOf(source, diagnostics) };
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
  /** The ids of a valid page's blocks. */
  ids: string[];
  /** The path and aliases of a valid page. */
  claimed: string[];
  /** The QR images a valid page's app-download blocks need. */
  generated: string[];
  /** A valid page that does not open with a hero. */
  hero: Diagnostic[];
  /** What the file adds to the link index: its claims and, for a valid page, its section ids. */
  indexed: string;
}

const derivedReadings = new WeakMap<ReadFile, Derived>();

/** What the checks across files need of `read`, worked out once per reading. */
export function derivedOf(read: ReadFile): Derived {
  let found = derivedReadings.get(read);
  if (found) return found;
  found = { link: undefined, ids: [], claimed: [], generated: [], hero: [], indexed: '' };
  if (read.source && isMapping(read.source.data)) {
    const data = read.source.data as { path?: unknown };
    const ownPath = read.isSite || typeof data.path !== 'string' ? undefined : data.path;
    found.link = {
      source: read.source,
      ownPath,
      skip: new Set(read.diagnostics.map((diagnostic) => diagnostic.where)),
    };
  }
  if (read.valid && !read.isSite && read.source) {
    const page = read.source.data as Page;
    found.ids = page.blocks.flatMap((block) => ('id' in block && typeof block.id === 'string' ? [block.id] : []));
    found.claimed = [page.path, ...(page.aliases ?? [])];
    found.generated = page.blocks.flatMap((block) => (block.type === 'app-download' ? [qrFileName(block.qrUrl)] : []));
    found.hero = checkHero(read.source);
  }
  const claims = read.claims.map((claim) => [claim.value, claim.target, claim.problem ? '!' : ''].join(' '));
  found.indexed = `${claims.join('\n')}\n#${found.ids.join(' ')}`;
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
      claims.push(problem ? { ...claim, problem, foldedLinks: 0 } : claim);
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
  for (const read of validPages) diagnostics.push(...derivedOf(read).hero);
  // Without a not-found claim the page may still be in a file too broken to say which path it claims.
  const everyClaimKnown = files.every((read) => read.source || read.claims.length > 0 || read.isSite);
  if (everyClaimKnown && !claims.some((claim) => claim.value === NOT_FOUND_PATH)) {
    const file = toPosix(path.relative(options.root, pagesDir));
    diagnostics.push(diagnostic('FW302', {}, { file, line: 1, column: 1 }));
  }

  const checked = files.flatMap((read) => derivedOf(read).link ?? []);
  const indexed = files.map((read) => derivedOf(read).indexed);
  const sameIndex = indexed.length === memo.indexed?.length && indexed.every((part, at) => part === memo.indexed?.[at]);
  if (!sameIndex || !memo.sections) {
    memo.links = { results: new WeakMap() };
    memo.sections = sectionIds(validPages);
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

function checkHero(source: YamlSource): Diagnostic[] {
  const page = source.data as Page;
  if (page.blocks[0]?.type === 'hero') return [];
  const at = { file: source.file, ...locate(source, ['blocks', 0]), where: describePath(page, ['blocks', 0]) };
  return [diagnostic('FW303', {}, at)];
}

/** The section ids (`id` of each block) of every valid page, under its path and each alias; the first claim wins. */
function sectionIds(pages: readonly ReadFile[]): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const read of pages) {
    const { ids: pageIds, claimed } = derivedOf(read);
    for (const claim of claimed) if (!ids.has(claim)) ids.set(claim, pageIds);
  }
  return ids;
}
