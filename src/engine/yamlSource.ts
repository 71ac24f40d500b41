import { LineCounter, isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';
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

export function parseYamlSource(file: string, text: string): ParseResult {
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_FILE_BYTES) {
    return fail(
      file,
      1,
      1,
      `file is ${Math.round(bytes / 1024)} KiB, over the ${MAX_FILE_BYTES / 1024} KiB limit`,
      'Split the content over several pages.',
    );
  }
  const lineCounter = new LineCounter();
  // Only the YAML core schema: no custom tags, so nothing in a file can construct code or objects.
  const document = parseDocument(text, {
    lineCounter,
    prettyErrors: false,
    uniqueKeys: true,
    schema: 'core',
    customTags: [],
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
          hint: yamlHint(problem.code),
        };
      }),
    };
  }
  if (document.contents === null) {
    return fail(file, 1, 1, 'file is empty', 'A page needs at least path, title, description and blocks.');
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

function fail(file: string, line: number, column: number, message: string, hint: string): ParseResult {
  return { ok: false, diagnostics: [{ file, line, column, where: '', message, hint }] };
}

function describeYamlProblem(code: string, message: string): string {
  if (code === 'DUPLICATE_KEY') return 'duplicate key: this key already appears earlier in the same mapping';
  const firstLine = message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
  return `YAML syntax error: ${firstLine.charAt(0).toLowerCase()}${firstLine.slice(1)}`;
}

function yamlHint(code: string): string | undefined {
  switch (code) {
    case 'DUPLICATE_KEY':
      return 'Remove one of the two keys; YAML would silently keep only the last.';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces, never tabs.';
    case 'BAD_INDENT':
      return 'Check the indentation: items of one list or mapping line up exactly.';
    case 'MISSING_CHAR':
      return 'A quote, bracket or brace was opened and never closed.';
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
