import { LineCounter, isMap, isScalar, isSeq, parseDocument, visit, type Document, type Node } from 'yaml';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { fastYamlData } from './fastYamlData.ts';
import { describeYamlErrors } from './yamlSyntax.ts';

/** Files above this size are refused before parsing, so a huge file fails fast instead of exhausting memory. */
export const MAX_FILE_BYTES = 512 * 1024;
const MAX_ALIAS_EXPANSIONS = 50;

/**
 * A parsed YAML file: its text and data. Plain data, so it can cross to another process; the positions of its
 * nodes (for messages) are worked out from the text when first asked for.
 */
export interface YamlSource {
  file: string;
  text: string;
  data: unknown;
}

/** The full parser's reading of a file: every node with its place in the text. */
interface Positions {
  document: Document.Parsed;
  lineCounter: LineCounter;
}

const positionsOf = new WeakMap<YamlSource, Positions>();

export type ParseResult = { ok: true; source: YamlSource } | { ok: false; diagnostics: Diagnostic[] };

/** The problem with a file of `bytes` bytes, or undefined when it is small enough to parse. */
export function fileSizeProblem(file: string, bytes: number): Diagnostic | undefined {
  if (bytes <= MAX_FILE_BYTES) return undefined;
  return diagnostic('FW102', { bytes, limit: MAX_FILE_BYTES }, { file, line: 1, column: 1 });
}

function parsePositions(text: string): Positions {
  const lineCounter = new LineCounter();
  // Only the YAML core schema, without even the known extra tags (!!binary, !!set, !!timestamp...): a tag
  // that is not plain text, number, boolean, null, list or mapping is an error, so nothing in a file can
  // construct code or objects.
  const document = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
    schema: 'core',
    customTags: [],
    resolveKnownTags: false,
  });
  return { document, lineCounter };
}

function positions(source: YamlSource): Positions {
  let found = positionsOf.get(source);
  if (!found) {
    found = parsePositions(source.text);
    positionsOf.set(source, found);
  }
  return found;
}

/**
 * Parses a page or site file. Most files are read by a fast parser that gives data only; a file that fails
 * there, or uses a feature it leaves aside, is read by the full parser, which words every problem.
 */
export function parseYamlSource(file: string, text: string): ParseResult {
  const tooLarge = fileSizeProblem(file, Buffer.byteLength(text, 'utf8'));
  if (tooLarge) return { ok: false, diagnostics: [tooLarge] };
  const quick = fastYamlData(text);
  if (quick) return { ok: true, source: { file, text, data: quick.data } };
  return parseWithFullParser(file, text);
}

/**
 * A source whose data is parsed from its text when first read: for a file already parsed and checked elsewhere
 * (by a worker process), whose data may never be needed here. `text` must be a text `parseYamlSource` accepts, or
 * a function that gives it when first asked for (for a text that did not cross back from the worker either).
 */
export function lazySource(file: string, text: string | (() => string)): YamlSource {
  const readText = typeof text === 'string' ? () => text : text;
  let known: string | undefined;
  let parsed: { data: unknown } | undefined;
  return {
    file,
    get text() {
      known ??= readText();
      return known;
    },
    get data() {
      if (!parsed) {
        const result = parseYamlSource(file, this.text);
        if (!result.ok) throw new Error(`${file} no longer parses: ${result.diagnostics[0]?.message ?? ''}`);
        parsed = { data: result.source.data };
      }
      return parsed.data;
    },
  };
}

/** Parses a file with the full parser only, keeping every node's position: the reference the fast reader is held to. */
export function parseWithFullParser(file: string, text: string): ParseResult {
  const { document, lineCounter } = parsePositions(text);
  const problems = [...document.errors, ...document.warnings];
  if (problems.length > 0) {
    return { ok: false, diagnostics: describeYamlErrors(file, text, problems, lineCounter) };
  }
  if (document.contents === null) {
    return { ok: false, diagnostics: [diagnostic('FW103', {}, { file, line: 1, column: 1 })] };
  }
  const unknownAlias = firstUnknownAlias(document);
  if (unknownAlias) {
    const { line, col } = lineCounter.linePos(unknownAlias.offset);
    const at = { file, line, column: col };
    return { ok: false, diagnostics: [diagnostic('FW122', { name: unknownAlias.name }, at)] };
  }
  nullKeysAsText(document);
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, diagnostics: [diagnostic('FW123', { detail }, { file, line: 1, column: 1 })] };
  }
  const source = { file, text, data };
  positionsOf.set(source, { document, lineCounter });
  return { ok: true, source };
}

/**
 * A key written `null` or `~` is the text "null", as the fast reader (and JavaScript's String(null)) has it; the
 * `yaml` package would make it "". One reading whichever parser reads the file, and `locate` finds the key.
 */
function nullKeysAsText(document: Document.Parsed): void {
  visit(document, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.value === null && pair.key.source) pair.key.value = 'null';
    },
  });
}

function firstUnknownAlias(document: Document.Parsed): { name: string; offset: number } | undefined {
  let found: { name: string; offset: number } | undefined;
  visit(document, {
    Alias(_, alias) {
      if (alias.resolve(document)) return undefined;
      found = { name: alias.source, offset: alias.range?.[0] ?? 0 };
      return visit.BREAK;
    },
  });
  return found;
}

/** A path into the data, as Ajv reports it: property names and array indexes. */
export type DataPath = readonly (string | number)[];

export function parseInstancePath(instancePath: string): DataPath {
  if (instancePath === '') return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

function childNode(node: Node | null | undefined, segment: string | number): { key?: Node; value?: Node } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
    if (!pair) return undefined;
    return { key: pair.key as Node, value: (pair.value ?? undefined) as Node | undefined };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment];
    return item ? { value: item as Node } : undefined;
  }
  return undefined;
}

/**
 * Line and column of the node at `path`; with `key`, of the key of its last segment instead of its value.
 * Falls back to the deepest node that exists.
 */
export function locate(
  source: YamlSource,
  path: DataPath,
  target: 'value' | 'key' = 'value',
): { line: number; column: number } {
  const { document, lineCounter } = positions(source);
  let node: Node | null | undefined = document.contents;
  let offset = node?.range?.[0] ?? 0;
  for (const [index, segment] of path.entries()) {
    const child = childNode(node, segment);
    if (!child) break;
    const isLast = index === path.length - 1;
    const chosen = isLast && target === 'key' && child.key ? child.key : (child.value ?? child.key);
    node = child.value;
    if (chosen?.range) offset = chosen.range[0];
  }
  const { line, col } = lineCounter.linePos(offset);
  return { line, column: col };
}

/** The text of the unquoted scalar at `path` exactly as written (such as `2019` or `1.50`), or undefined. */
export function plainScalarAt(source: YamlSource, path: DataPath): string | undefined {
  let node: Node | null | undefined = positions(source).document.contents;
  for (const segment of path) {
    node = childNode(node, segment)?.value;
    if (!node) return undefined;
  }
  return isScalar(node) && node.type === 'PLAIN' && node.source ? node.source : undefined;
}

/**
 * When the unquoted item at `path` of a bracketed list (`[55,000+ ATMs, No fees]`) is the start of a number that a
 * thousands comma split (`55` then `000+ ATMs`), the whole item as the author meant it (`55,000+ ATMs`).
 */
export function itemSplitByComma(source: YamlSource, path: DataPath): string | undefined {
  const index = path.at(-1);
  if (typeof index !== 'number') return undefined;
  let parent: Node | null | undefined = positions(source).document.contents;
  for (const segment of path.slice(0, -1)) {
    parent = childNode(parent, segment)?.value;
    if (!parent) return undefined;
  }
  if (!isSeq(parent) || !parent.flow) return undefined;
  const items = parent.items as Node[];
  let whole = '';
  for (let at = index; at < items.length; at += 1) {
    const item = items[at];
    if (!isScalar(item) || item.type !== 'PLAIN' || !item.range) return undefined;
    whole += `${at === index ? '' : ','}${source.text.slice(item.range[0], item.range[1])}`;
    const next = items[at + 1];
    const splitsNumber =
      /\d$/.test(whole) &&
      source.text[item.range[1]] === ',' &&
      isScalar(next) &&
      next.range?.[0] === item.range[1] + 1 &&
      /^\d{3}(?!\d)/.test(source.text.slice(next.range[0]));
    if (!splitsNumber) break;
  }
  return whole.includes(',') ? whole : undefined;
}
