import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '../generated/page.ts';
import type { Site } from '../generated/site.ts';
import { NOT_FOUND_PATH } from '../core/routePaths.ts';
import { checkContentRules } from './contentRules.ts';
import type { Diagnostic } from './diagnostics.ts';
import { closestMatch } from './didYouMean.ts';
import { describePath, describeSchemaError } from './describeSchemaError.ts';
import { loadSchemaRegistry, type SchemaRegistry } from './schemaRegistry.ts';
import { fileSizeProblem, locate, parseYamlSource, type DataPath, type YamlSource } from './yamlSource.ts';

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

/** Reads, parses and validates every file in the pages folder, then checks paths and links across files. */
export function loadContent(options: ContentOptions): ContentSet {
  const pagesDir = options.pagesDir ?? path.join(options.root, 'pages');
  const registry = registryFor(options.schemaDir ?? path.join(options.root, 'schema'));
  const diagnostics: Diagnostic[] = [];
  const sources: YamlSource[] = [];
  // Paths of files that failed to parse or validate still count for link checks: one broken file reports its
  // own problems, not a cascade of dead links in every file that links to it.
  const claimedByInvalid = new Set<string>();
  const names = readdirSync(pagesDir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort();

  for (const name of names) {
    const file = toPosix(path.relative(options.root, path.join(pagesDir, name)));
    if (name.endsWith('.yml')) {
      diagnostics.push({
        file,
        line: 1,
        column: 1,
        where: '',
        message: 'page files end in .yaml',
        hint: `Rename it to ${name.replace(/\.yml$/, '.yaml')}.`,
      });
      continue;
    }
    // Checked before reading, so a huge file is refused at once instead of being read into memory.
    const tooLarge = fileSizeProblem(file, statSync(path.join(pagesDir, name)).size);
    if (tooLarge) {
      diagnostics.push(tooLarge);
      continue;
    }
    const text = readFileSync(path.join(pagesDir, name), 'utf8');
    const parsed = parseYamlSource(file, text);
    if (!parsed.ok) {
      diagnostics.push(...parsed.diagnostics);
      for (const match of text.matchAll(/^path:\s*["']?(\/[a-z0-9/-]*)/gm)) claimedByInvalid.add(match[1]);
      continue;
    }
    const source = parsed.source;
    const isSite = name === SITE_FILE;
    if (typeof source.data !== 'object' || source.data === null || Array.isArray(source.data)) {
      diagnostics.push({
        file,
        ...locate(source, []),
        where: '',
        message: 'the top level must be a mapping (key: value pairs)',
        hint: isSite
          ? 'The site file starts with brand:, baseUrl: and so on.'
          : 'A page starts with path:, title:, description: and blocks:.',
      });
      continue;
    }
    const validate = isSite ? registry.validateSite : registry.validatePage;
    if (!validate(source.data)) {
      const { path: claimed, aliases } = source.data as { path?: unknown; aliases?: unknown };
      for (const candidate of [claimed, ...(Array.isArray(aliases) ? aliases : [])]) {
        if (typeof candidate === 'string') claimedByInvalid.add(candidate);
      }
      const described = (validate.errors ?? []).flatMap(
        (error) => describeSchemaError(error, { source, blockTypes: registry.blockTypes }) ?? [],
      );
      for (const diagnostic of mergeMisspellings(described)) {
        // The same problem can come from a block's own schema and from a rule for its kind; keep the hint either has.
        const seen = diagnostics.find((earlier) => sameDiagnostic(earlier, diagnostic));
        if (seen) seen.hint ??= diagnostic.hint;
        else diagnostics.push(diagnostic);
      }
      continue;
    }
    if (!isSite) diagnostics.push(...checkContentRules(source, (type) => blockFields(registry, type)));
    sources.push(source);
  }

  const siteSource = sources.find((source) => path.basename(source.file) === SITE_FILE);
  const pageSources = sources.filter((source) => source !== siteSource);
  if (!names.includes(SITE_FILE)) {
    diagnostics.push({
      file: toPosix(path.relative(options.root, path.join(pagesDir, SITE_FILE))),
      line: 1,
      column: 1,
      where: '',
      message: 'the site file is missing',
      hint: 'Navigation, footer and brand facts live in pages/_site.yaml.',
    });
  }
  const allParsed = sources.length === names.length;
  diagnostics.push(...checkPages(pageSources, allParsed));
  diagnostics.push(
    ...checkLinks(sources, new Set([...claimedPaths(pageSources), ...claimedByInvalid]), sectionIds(pageSources)),
  );

  return {
    site: siteSource?.data as Site | undefined,
    pages: pageSources.map((source) => ({ file: source.file, page: source.data as Page })),
    diagnostics,
  };
}

/**
 * A misspelled key shows up twice: as an unknown property and as the missing property it was meant to be.
 * Keep one message that names both.
 */
function mergeMisspellings(diagnostics: Diagnostic[]): Diagnostic[] {
  const misspelt = new Map<string, Diagnostic>();
  for (const diagnostic of diagnostics) {
    const suggestion = /^Did you mean "(.+)"\?$/.exec(diagnostic.hint ?? '')?.[1];
    if (diagnostic.message.startsWith('unknown property') && suggestion) {
      misspelt.set(`${diagnostic.where.replace(/(\.| › )?[^.›]+$/, '')}|${suggestion}`, diagnostic);
    }
  }
  return diagnostics.flatMap((diagnostic) => {
    const missing = /^missing required property "(.+)"$/.exec(diagnostic.message)?.[1];
    const replacement = missing ? misspelt.get(`${diagnostic.where}|${missing}`) : undefined;
    if (!replacement) return [diagnostic];
    replacement.hint = `Did you mean "${missing}"? It is required here.`;
    return [];
  });
}

function sameDiagnostic(a: Diagnostic, b: Diagnostic): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column && a.message === b.message;
}

function claimedPaths(sources: readonly YamlSource[]): Set<string> {
  const claimed = new Set<string>();
  for (const source of sources) {
    const page = source.data as Page;
    claimed.add(page.path);
    for (const alias of page.aliases ?? []) claimed.add(alias);
  }
  return claimed;
}

function checkPages(sources: readonly YamlSource[], allParsed: boolean): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const owners = new Map<string, { source: YamlSource; at: DataPath }>();
  for (const source of sources) {
    const page = source.data as Page;
    const claims: [string, DataPath][] = [
      [page.path, ['path']],
      ...(page.aliases ?? []).map((alias, index): [string, DataPath] => [alias, ['aliases', index]]),
    ];
    for (const [claim, at] of claims) {
      const owner = owners.get(claim);
      if (owner) {
        const first = locate(owner.source, owner.at);
        diagnostics.push({
          file: source.file,
          ...locate(source, at),
          where: describePath(page, at),
          message: `path "${claim}" is already claimed by ${owner.source.file}:${first.line}:${first.column}`,
          hint: 'Each path belongs to one page: change this one or remove it.',
        });
      } else {
        owners.set(claim, { source, at });
      }
    }
    if (page.blocks[0]?.type !== 'hero') {
      diagnostics.push({
        file: source.file,
        ...locate(source, ['blocks', 0]),
        where: describePath(page, ['blocks', 0]),
        message: 'a page opens with a hero block',
        hint: "The hero's title is the page's one level-1 heading.",
      });
    }
  }
  if (allParsed && !owners.has(NOT_FOUND_PATH)) {
    diagnostics.push({
      file: 'pages',
      line: 1,
      column: 1,
      where: '',
      message: 'no not-found page',
      hint: 'Add a page with path: "*"; it is shown for every unknown path.',
    });
  }
  return diagnostics;
}

function* hrefsIn(value: unknown, at: DataPath = []): Generator<[string, DataPath]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* hrefsIn(item, [...at, index]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'href' && typeof item === 'string') yield [item, [...at, key]];
      else yield* hrefsIn(item, [...at, key]);
    }
  }
}

/** The section ids (`id` of each block) of every valid page, under its path and each alias; the first claim wins. */
function sectionIds(sources: readonly YamlSource[]): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const source of sources) {
    const page = source.data as Page;
    const pageIds = page.blocks.flatMap((block) => ('id' in block && typeof block.id === 'string' ? [block.id] : []));
    for (const claim of [page.path, ...(page.aliases ?? [])]) if (!ids.has(claim)) ids.set(claim, pageIds);
  }
  return ids;
}

/** The page and section an in-site link points at; undefined for an address outside the site. */
function inSiteTarget(href: string, ownPath: string | undefined): { path: string; anchor?: string } | undefined {
  const hash = href.indexOf('#');
  const linkPath = hash === -1 ? href : href.slice(0, hash);
  const anchor = hash === -1 ? undefined : href.slice(hash + 1);
  if (linkPath.startsWith('/')) return { path: linkPath, anchor };
  if (linkPath === '' && anchor !== undefined && ownPath !== undefined) return { path: ownPath, anchor };
  return undefined;
}

function checkLinks(
  sources: readonly YamlSource[],
  claimed: ReadonlySet<string>,
  sections: ReadonlyMap<string, readonly string[]>,
): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const targets = [...claimed].filter((claim) => claim !== NOT_FOUND_PATH);
  for (const source of sources) {
    const ownPath = path.basename(source.file) === SITE_FILE ? undefined : (source.data as Page).path;
    for (const [href, at] of hrefsIn(source.data)) {
      const link = inSiteTarget(href, ownPath);
      if (!link) continue;
      const target = link.path;
      if (!claimed.has(target)) {
        const suggestion = closestMatch(target, targets);
        diagnostics.push({
          file: source.file,
          ...locate(source, at),
          where: describePath(source.data, at),
          message: `link "${href}" leads to no page`,
          hint: suggestion
            ? `Did you mean "${suggestion}"?`
            : 'Link to the path or alias of an existing page, or add the page.',
        });
        continue;
      }
      // A page that failed validation has no known sections, so links into it are not checked further.
      const ids = sections.get(target);
      if (link.anchor === undefined || !ids || ids.includes(link.anchor)) continue;
      const closest = closestMatch(link.anchor, ids);
      const listed = ids.map((id) => `#${id}`).join(', ') || 'none yet';
      diagnostics.push({
        file: source.file,
        ...locate(source, at),
        where: describePath(source.data, at),
        message: `link "${href}" leads to no section: ${target} has no block with id "${link.anchor}"`,
        hint: closest
          ? `Did you mean "#${closest}"?`
          : `Link to the id of a block on ${target} (${listed}), or give that block the id.`,
      });
    }
  }
  return diagnostics;
}
