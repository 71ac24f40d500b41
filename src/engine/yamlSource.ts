import { LineCounter, isMap, isScalar, isSeq, parseDocument, visit, type Document, type Node } from 'yaml';
import type { Diagnostic } from './diagnostics.ts';

/** Files above this size are refused before parsing, so a huge file fails fast instead of exhausting memory. */
export const MAX_FILE_BYTES = 512 * 1024;
const MAX_ALIAS_EXPANSIONS = 50;

export interface YamlSource {
  file: string;
  document: Document.Parsed;
  lineCounter: LineCounter;
  data: unknown;
}

export type ParseResult = { ok: true; source: YamlSource } | { ok: false; diagnostics: Diagnostic[] };

/** The problem with a file of `bytes` bytes, or undefined when it is small enough to parse. */
export function fileSizeProblem(file: string, bytes: number): Diagnostic | undefined {
  if (bytes <= MAX_FILE_BYTES) return undefined;
  return {
    file,
    line: 1,
    column: 1,
    where: '',
    message: `file is ${describeSize(bytes)}, over the ${describeSize(MAX_FILE_BYTES)} limit`,
    hint: 'Split the content over several pages.',
  };
}

function describeSize(bytes: number): string {
  // Rounded up, so a file just over the limit never reads as equal to it.
  const mebibytes = bytes / 1024 ** 2;
  return mebibytes >= 10 ? `${Math.ceil(mebibytes)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

export function parseYamlSource(file: string, text: string): ParseResult {
  const tooLarge = fileSizeProblem(file, Buffer.byteLength(text, 'utf8'));
  if (tooLarge) return { ok: false, diagnostics: [tooLarge] };
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
  const problems = [...document.errors, ...document.warnings];
  if (problems.length > 0) {
    return {
      ok: false,
      diagnostics: problems.map((problem) => {
        const { line, col } = lineCounter.linePos(problem.pos[0]);
        return {
          file,
          line,
          column: col,
          where: '',
          message: describeYamlProblem(problem.code, problem.message),
          hint: yamlHint(problem.code, problem.message),
        };
      }),
    };
  }
  if (document.contents === null) {
    return fail(file, 1, 1, 'file is empty', 'A page needs at least path, title, description and blocks.');
  }
  const unknownAlias = firstUnknownAlias(document);
  if (unknownAlias) {
    const { line, col } = lineCounter.linePos(unknownAlias.offset);
    return fail(
      file,
      line,
      col,
      `alias *${unknownAlias.name} refers to no anchor above it`,
      `Mark the value to repeat with &${unknownAlias.name} before this line, or write the content out.`,
    );
  }
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_EXPANSIONS });
  } catch (error) {
    return fail(
      file,
      1,
      1,
      `aliases expand too far (${error instanceof Error ? error.message : String(error)})`,
      'Write the content out instead of nesting YAML aliases (*name).',
    );
  }
  return { ok: true, source: { file, document, lineCounter, data } };
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

function fail(file: string, line: number, column: number, message: string, hint: string): ParseResult {
  return { ok: false, diagnostics: [{ file, line, column, where: '', message, hint }] };
}

function describeYamlProblem(code: string, message: string): string {
  if (code === 'DUPLICATE_KEY') return 'duplicate key: this key already appears earlier in the same mapping';
  if (code === 'MULTIPLE_DOCS') return 'a second document starts here: a file holds one page';
  const unresolvedTag = /^Unresolved tag: (.+)$/.exec(message)?.[1];
  if (code === 'TAG_RESOLVE_FAILED' && unresolvedTag) {
    return `tag "${unresolvedTag.replace(/^tag:yaml\.org,2002:/, '!!')}" is not allowed`;
  }
  const firstLine = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return `YAML syntax error: ${firstLine.charAt(0).toLowerCase()}${firstLine.slice(1)}`;
}

function yamlHint(code: string, message: string): string | undefined {
  if (/end with an? [\]}]/.test(message)) {
    return 'A [ or { was opened and never closed: close it on the same line, or write the items one per line.';
  }
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'Remove one of the two keys; YAML would silently keep only the last.';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, never tabs.';
    case 'BAD_INDENT':
      return 'Check the indentation: items of one list or mapping line up exactly.';
    case 'MISSING_CHAR':
      return 'A quote, bracket or brace was opened and never closed.';
    case 'MULTIPLE_DOCS':
      return 'Remove the --- line and what follows, or move it into a file of its own.';
    case 'TAG_RESOLVE_FAILED':
      return 'Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping.';
    default:
      return undefined;
  }
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
  let node: Node | null | undefined = source.document.contents;
  let offset = node?.range?.[0] ?? 0;
  for (const [index, segment] of path.entries()) {
    const child = childNode(node, segment);
    if (!child) break;
    const isLast = index === path.length - 1;
    const chosen = isLast && target === 'key' && child.key ? child.key : (child.value ?? child.key);
    node = child.value;
    if (chosen?.range) offset = chosen.range[0];
  }
  const { line, col } = source.lineCounter.linePos(offset);
  return { line, column: col };
}
