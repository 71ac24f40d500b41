import {
  Document,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Node,
  type Pair,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

/**
 * The smallest change to a YAML file's text that makes it hold new data: the file is read with the `yaml`
 * package's Document API (every node with its place in the text), the new data is compared with it node by node,
 * and only the text of what changed is replaced. Untouched nodes keep their comments, quotes, blank lines and
 * order; a changed scalar is written again in its own place, in its own style when that style can still hold the
 * value; a block of `blocks` that moves takes its lines and the comments above it along (`blockOrigins`).
 */

/** One replacement in the original text. */
interface Edit {
  start: number;
  end: number;
  text: string;
}

/** How the new data's blocks relate to the file's: `origins[i]` is the index in the file of new block i, or null. */
export type BlockOrigins = readonly (number | null)[];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const PARSE_OPTIONS = { schema: 'core', customTags: [], resolveKnownTags: false, uniqueKeys: true };

function isPlainObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are equal. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((item, at) => sameJson(item, b[at]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return false;
}

function lineStart(text: string, at: number): number {
  return text.lastIndexOf('\n', at - 1) + 1;
}

function lineEnd(text: string, at: number): number {
  const found = text.indexOf('\n', at);
  return found < 0 ? text.length : found + 1;
}

/** Whether the line starting at `start` holds nothing but spaces or a comment. */
function isQuietLine(text: string, start: number): boolean {
  const line = text.slice(start, lineEnd(text, start)).trim();
  return line === '' || line.startsWith('#');
}

/** The end of the last character in `[start, end)` that is neither whitespace nor in a comment-only line. */
function contentEnd(text: string, start: number, end: number): number {
  let at = end;
  while (at > start) {
    const begin = lineStart(text, at - 1);
    const slice = text.slice(Math.max(begin, start), at);
    if (begin >= start && isQuietLine(text, begin)) {
      at = begin;
      continue;
    }
    return Math.max(begin, start) + slice.trimEnd().length;
  }
  return start;
}

/** What the editor needs to know of the file to write in its style. */
interface Style {
  text: string;
  /** Columns one level of block indentation takes. */
  step: number;
  /** The longest line of the file: folded text is wrapped at it. */
  width: number;
}

function indentOf(text: string, at: number): number {
  const start = lineStart(text, at);
  let column = 0;
  while (text[start + column] === ' ') column += 1;
  return column;
}

function columnOf(text: string, at: number): number {
  return at - lineStart(text, at);
}

function scalarNode(value: Json, like?: Node): Node {
  const document = new Document(value);
  const node = document.contents as Node;
  if (isScalar(node) && isScalar(like) && typeof value === 'string' && typeof like.value === 'string') {
    node.type = like.type;
  }
  return node;
}

/** `value` written as YAML in block style, each line indented by `indent` columns, ending with a newline. */
function renderBlock(value: unknown, indent: number, style: Style, like?: Node): string {
  const document = new Document();
  document.contents = value instanceof Scalar || isMap(value) || isSeq(value) ? value : document.createNode(value);
  if (like !== undefined && isScalar(like) && typeof like.value === 'string') {
    const contents = document.contents;
    const only = isMap(contents) || isSeq(contents) ? contents.items : [];
    const single = only.length === 1 ? only[0] : contents;
    const target: unknown = isMap(contents) && only.length === 1 ? (single as Pair).value : single;
    if (isScalar(target) && typeof target.value === 'string') target.type = like.type;
  }
  const written = document.toString({
    indent: style.step,
    indentSeq: true,
    lineWidth: Math.max(40, style.width - indent),
    minContentWidth: 20,
    flowCollectionPadding: true,
    // The project's YAML quotes with single quotes where it must quote (Prettier's singleQuote).
    singleQuote: true,
  });
  const pad = ' '.repeat(indent);
  return written
    .split('\n')
    .map((line, at, lines) => (line === '' || (at === lines.length - 1 && line === '') ? line : pad + line))
    .join('\n');
}

/** `value` written in flow style, on one line, as it goes inside `[ ]` or `{ }`. */
function renderFlow(value: Json, like: Node | undefined, padded: boolean): string {
  const document = new Document();
  const node = isScalar(like) ? scalarNode(value, like) : document.createNode(value);
  if (isMap(node) || isSeq(node)) node.flow = true;
  document.contents = node;
  return document.toString({ lineWidth: 0, flowCollectionPadding: padded, singleQuote: true }).trimEnd();
}

/** Whether a flow collection in the text is written with spaces inside its brackets. */
function paddedFlow(text: string, node: YAMLMap | YAMLSeq): boolean {
  const start = node.range?.[0] ?? 0;
  return text[start + 1] === ' ';
}

function nodeRange(node: Node): [number, number] {
  const [start, end] = node.range ?? [0, 0];
  return [start, end];
}

/**
 * The edits that make the flow node `node` (inside `[ ]` or `{ }`) hold `value`: a scalar is written again in its
 * place; a collection whose keys or length changed is written again whole.
 */
function patchFlow(node: Node, value: Json, style: Style, edits: Edit[]): void {
  if (sameJson(node.toJSON(), value)) return;
  const [start, end] = nodeRange(node);
  if (isMap(node) && isPlainObject(value)) {
    const keys = node.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
    const newKeys = Object.keys(value);
    if (keys.length === newKeys.length && keys.every((key, at) => key === newKeys[at])) {
      node.items.forEach((pair, at) => {
        if (pair.value) patchFlow(pair.value as Node, value[keys[at]], style, edits);
      });
      return;
    }
  } else if (isSeq(node) && Array.isArray(value) && value.length === node.items.length) {
    node.items.forEach((item, at) => patchFlow(item as Node, value[at], style, edits));
    return;
  }
  const padded = (isMap(node) || isSeq(node)) && paddedFlow(style.text, node);
  const text = style.text.slice(start, contentEnd(style.text, start, end));
  edits.push({ start, end: start + text.length, text: renderFlow(value, node, padded) });
}

/** The edits that make the block mapping `node` hold `value`. */
function patchMap(node: YAMLMap, value: Record<string, Json>, style: Style, edits: Edit[]): void {
  const { text } = style;
  const indent = node.items.length > 0 ? columnOf(text, nodeRange(node.items[0].key as Node)[0]) : 0;
  const present = new Set<string>();
  let lastEnd = nodeRange(node)[0];
  for (const pair of node.items as Pair<Node, Node | null>[]) {
    const key = String(isScalar(pair.key) ? pair.key.value : pair.key);
    present.add(key);
    const keyStart = nodeRange(pair.key)[0];
    const valueNode = pair.value;
    const pairEnd = contentEnd(text, keyStart, valueNode ? nodeRange(valueNode)[1] : nodeRange(pair.key)[1]);
    lastEnd = pairEnd;
    if (!(key in value)) {
      // The pair's lines go, with the comment lines right above it.
      let start = lineStart(text, keyStart);
      while (
        start > 0 &&
        isQuietLine(text, lineStart(text, start - 1)) &&
        text.slice(lineStart(text, start - 1), start).trim() !== ''
      ) {
        start = lineStart(text, start - 1);
      }
      edits.push({ start, end: lineEnd(text, pairEnd - 1), text: '' });
      continue;
    }
    const next = value[key];
    if (valueNode && sameJson(valueNode.toJSON(), next)) continue;
    if (valueNode && patchNode(valueNode, next, style, edits)) continue;
    // A value of another kind (or an empty one): the pair is written again.
    const rendered = renderBlock({ [key]: next }, indent, style, valueNode ?? undefined).trimEnd();
    edits.push({ start: lineStart(text, keyStart), end: pairEnd, text: rendered });
  }
  const added = Object.keys(value).filter((key) => !present.has(key));
  if (added.length === 0) return;
  const extra: Record<string, Json> = {};
  for (const key of added) extra[key] = value[key];
  const at = lineEnd(text, Math.max(lastEnd - 1, 0));
  const prefix = at > 0 && text[at - 1] !== '\n' ? '\n' : '';
  edits.push({ start: at, end: at, text: prefix + renderBlock(extra, indent, style) });
}

/** The chunks of text of a block sequence's items: each from the quiet lines above its dash to the next chunk. */
function itemChunks(text: string, node: YAMLSeq): { starts: number[]; end: number } {
  const starts = node.items.map((item) => {
    let dash = nodeRange(item as Node)[0] - 1;
    while (dash > 0 && text[dash] !== '-') dash -= 1;
    let start = lineStart(text, dash);
    while (start > 0 && isQuietLine(text, lineStart(text, start - 1))) start = lineStart(text, start - 1);
    return start;
  });
  const last = node.items.at(-1) as Node;
  const end = lineEnd(text, contentEnd(text, nodeRange(last)[0], nodeRange(last)[1]) - 1);
  return { starts, end };
}

function applyEdits(text: string, edits: readonly Edit[], offset = 0): string {
  let result = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start - offset) + edit.text + result.slice(edit.end - offset);
  }
  return result;
}

/** Where each new item of a list comes from when nobody said: an equal unused item, else the one at its place. */
function guessOrigins(old: readonly unknown[], next: readonly Json[]): (number | null)[] {
  const used = new Set<number>();
  const origins: (number | null)[] = next.map((item) => {
    const equal = old.findIndex((candidate, at) => !used.has(at) && sameJson(candidate, item));
    if (equal >= 0) used.add(equal);
    return equal >= 0 ? equal : null;
  });
  return origins.map((origin, at) => {
    if (origin !== null || at >= old.length || used.has(at)) return origin;
    used.add(at);
    return at;
  });
}

/** The edits that make the block sequence `node` hold `value`, its items taken from `origins`. */
function patchSeq(node: YAMLSeq, value: Json[], style: Style, edits: Edit[], origins?: BlockOrigins): void {
  const { text } = style;
  const items = node.items as Node[];
  const from =
    origins ??
    guessOrigins(
      items.map((item) => item.toJSON() as unknown),
      value,
    );
  if (items.length === 0) {
    const [start, end] = nodeRange(node);
    edits.push({ start, end, text: renderBlock(value, 0, style).trimEnd() });
    return;
  }
  const dashIndent = indentOf(text, nodeRange(items[0])[0]);
  const { starts, end } = itemChunks(text, node);
  const chunkOf = (at: number) => [starts[at], at + 1 < starts.length ? starts[at + 1] : end] as const;
  const inPlace = from.length === items.length && from.every((origin, at) => origin === at);
  const spaced = starts.length > 1 && text.slice(starts[1], lineEnd(text, starts[1])).trim() === '';
  const chunks = from.map((origin, at) => {
    if (origin === null || origin < 0 || origin >= items.length) {
      const rendered = renderBlock([value[at]], dashIndent, style);
      return { edits: [] as Edit[], start: 0, text: (spaced && at > 0 ? '\n' : '') + rendered };
    }
    const [start, stop] = chunkOf(origin);
    const own: Edit[] = [];
    const item = items[origin];
    if (!sameJson(item.toJSON(), value[at]) && !patchNode(item, value[at], style, own)) {
      const itemStart = lineStart(text, nodeRange(item)[0]);
      own.push({ start: itemStart, end: stop, text: renderBlock([value[at]], dashIndent, style) });
    }
    return { edits: own, start, text: text.slice(start, stop) };
  });
  if (inPlace) {
    for (const chunk of chunks) edits.push(...chunk.edits);
    return;
  }
  // The first item opens the list as the file's first did; the file's first item, which has no blank line above
  // it, gets one when it moves down in a file whose items are parted by blank lines.
  const firstOpensBlank = text.slice(starts[0], lineEnd(text, starts[0])).trim() === '';
  const written = chunks.map((chunk, at) => {
    let item = applyEdits(chunk.text, chunk.edits, chunk.start);
    const opensBlank = /^[ \t]*\n/.test(item);
    if (at === 0 && opensBlank && !firstOpensBlank) item = item.replace(/^([ \t]*\n)+/, '');
    else if (at > 0 && from[at] === 0 && spaced && !opensBlank) item = `\n${item}`;
    return item;
  });
  edits.push({ start: starts[0], end, text: written.join('') });
}

/**
 * The edits that make `node` hold `value`, added to `edits`; false when the node is of another kind than the
 * value (its parent then writes it again whole).
 */
function patchNode(node: Node, value: Json, style: Style, edits: Edit[], origins?: BlockOrigins): boolean {
  if (sameJson(node.toJSON(), value)) return true;
  if ((isMap(node) || isSeq(node)) && node.flow) {
    patchFlow(node, value, style, edits);
    return true;
  }
  if (isMap(node)) {
    // An emptied block mapping or list is written again as `{}` or `[]` by its parent.
    if (!isPlainObject(value) || node.items.length === 0 || Object.keys(value).length === 0) return false;
    patchMap(node, value, style, edits);
    return true;
  }
  if (isSeq(node)) {
    if (!Array.isArray(value) || value.length === 0) return false;
    patchSeq(node, value, style, edits, origins);
    return true;
  }
  if (isScalar(node) && (value === null || typeof value !== 'object')) {
    const [start, end] = nodeRange(node);
    const stop = contentEnd(style.text, start, end);
    const flowText = renderFlow(value, node, false);
    const isBlockScalar = node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL;
    const multiLine = style.text.slice(start, stop).includes('\n');
    if (
      !isBlockScalar &&
      !multiLine &&
      !flowText.includes('\n') &&
      style.width >= columnOf(style.text, start) + flowText.length
    ) {
      edits.push({ start, end: stop, text: flowText });
      return true;
    }
    return false;
  }
  return false;
}

/** Columns of one indentation level in the file: the smallest indentation of a line under a key. */
function indentStep(text: string): number {
  const found = /^[^\s#][^\n]*:\s*\n( +)\S/m.exec(text);
  return found ? found[1].length : 2;
}

function longestLine(text: string): number {
  return Math.max(80, ...text.split('\n').map((line) => line.length));
}

/**
 * The text of `original` changed as little as possible so that it holds `data`. `blockOrigins[i]` is the index in
 * `original`'s `blocks` of the new `blocks[i]`, or null for a new block (guessed from equal blocks when absent).
 * Throws when the result would not read back as `data`.
 */
export function editYaml(original: string, data: unknown, blockOrigins?: BlockOrigins): string {
  const document = parseDocument(original, PARSE_OPTIONS);
  const value = JSON.parse(JSON.stringify(data ?? null)) as Json;
  const style: Style = { text: original, step: indentStep(original), width: longestLine(original) };
  const edits: Edit[] = [];
  const root = document.contents as Node | null;
  let result: string;
  if (document.errors.length > 0 || !root || !isMap(root) || root.flow || !isPlainObject(value)) {
    result = new Document(value).toString({ lineWidth: style.width, indent: style.step });
  } else {
    const blocks = value.blocks;
    const blockNode = root.get('blocks', true) as Node | undefined;
    if (blockOrigins && Array.isArray(blocks) && isSeq(blockNode) && !blockNode.flow) {
      // The blocks' list is patched with the origins given; the rest of the mapping as usual.
      const ordered: Record<string, Json> = {};
      for (const key of Object.keys(value)) ordered[key] = key === 'blocks' ? (blockNode.toJSON() as Json) : value[key];
      patchMap(root, ordered, style, edits);
      if (!sameJson(blockNode.toJSON(), blocks) || blockOrigins.some((origin, at) => origin !== at)) {
        patchSeq(blockNode, blocks, style, edits, blockOrigins);
      }
    } else {
      patchMap(root, value, style, edits);
    }
    result = applyEdits(original, edits);
  }
  const check = parseDocument(result, PARSE_OPTIONS);
  if (check.errors.length > 0 || !sameJson(check.toJSON(), value)) {
    throw new Error('the edited YAML does not read back as the data given');
  }
  return result;
}
