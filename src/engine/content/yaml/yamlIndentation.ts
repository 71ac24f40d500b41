/** A line the indentation of another line is measured against: its number, indentation and what it starts with. */
export interface IndentAnchor {
  line: number;
  indent: number;
  /** The key or list dash the line starts with, such as `title` or `- type`. */
  label: string;
}

/**
 * A line whose indentation breaks the block structure around it, found by following the indentation levels
 * of mappings and lists from the top of the file:
 * - `deeper`: indented more than the line above, which has a value and so takes no lines under it (or, for a list
 *   item among the keys of a mapping, more than the other items of its list);
 * - `between`: indented less than the line above, but not as little as any level above it (or, `atDash`, a key at
 *   the column of the dash of the list item it belongs to);
 * - `breaks`: indented less than the lines around it, so the lines after it no longer fit anywhere.
 */
export type IndentationMistake =
  | { kind: 'deeper'; line: number; column: number; sibling: IndentAnchor; amongItems?: boolean }
  | { kind: 'between'; line: number; column: number; deeper: IndentAnchor; shallower: IndentAnchor; atDash?: boolean }
  | { kind: 'breaks'; line: number; column: number; belongsWith: IndentAnchor };

interface Level extends IndentAnchor {
  kind: 'map' | 'seq';
}

interface Shape {
  indent: number;
  isItem: boolean;
  /** The column (0-based) of the mapping inside a list item, such as 4 in `  - type: hero`. */
  innerIndent: number;
  key?: string;
  /** Nothing follows the key's colon or the item's dash, so the lines under it belong to it. */
  opens: boolean;
  /** The value is a plain scalar, which may continue on more-indented lines. */
  plainValue: boolean;
  /** A block scalar (| or >) starts, whose text lines are skipped. */
  blockScalar: boolean;
  /** A quote or bracket is still open at the end of the line. */
  unclosed: boolean;
}

const KEY = /^("(?:[^"\\]|\\.)*"|'(?:[^']|'')*'|[^\s"'#[\]{},|>&*!%@`-][^#]*?|-[^\s#][^#]*?)\s*:(?:\s+|$)/;

/** Where the comment starts in `value` (or its length), and whether a quote or bracket is still open at its end. */
function scanValue(value: string): { end: number; unclosed: boolean } {
  let depth = 0;
  let quote: string | undefined;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index];
    const afterSpace = index === 0 || /\s/.test(value[index - 1]);
    if (quote) {
      if (char === '\\' && quote === '"') index += 1;
      else if (char === quote) quote = undefined;
    } else if ((char === '"' || char === "'") && (afterSpace || /[[{,:]/.test(value[index - 1]))) {
      quote = char;
    } else if (char === '[' || char === '{') {
      depth += 1;
    } else if (char === ']' || char === '}') {
      depth -= 1;
    } else if (char === '#' && afterSpace) {
      return { end: index, unclosed: depth > 0 };
    }
  }
  return { end: value.length, unclosed: quote !== undefined || depth > 0 };
}

function shapeOf(text: string): Shape {
  const indent = text.length - text.trimStart().length;
  let rest = text.slice(indent);
  let innerIndent = indent;
  const isItem = rest === '-' || rest.startsWith('- ');
  if (isItem) {
    const afterDash = rest.slice(1);
    innerIndent = indent + 1 + (afterDash.length - afterDash.trimStart().length);
    rest = afterDash.trimStart();
  }
  const keyMatch = KEY.exec(rest);
  const rawValue = keyMatch ? rest.slice(keyMatch[0].length) : rest;
  const scanned = scanValue(rawValue);
  const value = rawValue.slice(0, scanned.end).trim();
  const empty = value === '' || /^[&!]\S*$/.test(value);
  const blockScalar = /^[|>][-+0-9]*$/.test(value);
  return {
    indent,
    isItem,
    innerIndent,
    key: keyMatch?.[1],
    opens: (keyMatch !== null || isItem) && empty,
    plainValue: !empty && !blockScalar && !/^["'[{]/.test(value),
    blockScalar,
    unclosed: scanned.unclosed,
  };
}

function labelOf(shape: Shape): string {
  if (shape.isItem) return shape.key ? `- ${shape.key}` : '-';
  return shape.key ?? '';
}

/** Lines that carry structure: not blank, not comments, not document markers. */
function isStructural(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && !trimmed.startsWith('#') && trimmed !== '---' && trimmed !== '...';
}

/**
 * The lines of `text` whose indentation breaks the structure, in order. After each mistake the reading goes on
 * as if the line had been indented as intended, so one mistake is reported once, not again by every line after it.
 * Lines inside block scalars and multi-line quotes or brackets are skipped.
 */
export function findIndentationMistakes(text: string): IndentationMistake[] {
  const mistakes: IndentationMistake[] = [];
  const levels: Level[] = [];
  let previous: { shape: Shape; popped: Level[]; lineNumber: number } | undefined;
  let skipDeeperThan: number | undefined;
  // The text since a quote or bracket was left open, while it still is.
  let unclosedText: string | undefined;

  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const lineNumber = index + 1;
    if (unclosedText !== undefined) {
      // A quote or bracket left open on an earlier line: its text lines carry no structure.
      unclosedText = `${unclosedText}\n${raw}`;
      if (!scanValue(unclosedText).unclosed) unclosedText = undefined;
      continue;
    }
    // Tabs are reported on their own; a line indented with them has no indentation to measure.
    if (!isStructural(raw) || /^ *\t/.test(raw)) continue;
    const shape = shapeOf(raw);
    if (skipDeeperThan !== undefined && shape.indent > skipDeeperThan) continue;
    skipDeeperThan = undefined;
    const anchor = (level: Level): IndentAnchor => ({ line: level.line, indent: level.indent, label: level.label });
    const kind = shape.isItem ? 'seq' : 'map';
    let popped: Level[] = [];
    const top = levels.at(-1);

    if (!top) {
      levels.push({ kind, indent: shape.indent, line: lineNumber, label: labelOf(shape) });
    } else if (shape.indent > top.indent) {
      if (previous?.shape.opens) {
        levels.push({ kind, indent: shape.indent, line: lineNumber, label: labelOf(shape) });
      } else if (!shape.key && !shape.isItem && previous?.shape.plainValue) {
        // The continuation of a plain value written over several lines.
        continue;
      } else {
        const restored = previous?.popped.find((level) => level.indent === shape.indent && level.kind === kind);
        if (previous && restored) {
          const belongsWith = previous.popped.find((level) => level.kind === 'map') ?? restored;
          mistakes.push({
            kind: 'breaks',
            line: previous.lineNumber,
            column: previous.shape.indent + 1,
            belongsWith: anchor(belongsWith),
          });
          levels.push(...[...previous.popped].reverse().filter((level) => level.indent <= shape.indent));
        } else {
          mistakes.push({ kind: 'deeper', line: lineNumber, column: shape.indent + 1, sibling: anchor(top) });
        }
      }
    } else if (shape.indent < top.indent) {
      while (levels.length > 0 && (levels.at(-1)?.indent ?? 0) > shape.indent) popped.push(levels.pop() as Level);
      const reached = levels.at(-1);
      if (reached?.indent !== shape.indent) {
        const deeper = popped.at(-1) as Level;
        mistakes.push({
          kind: 'between',
          line: lineNumber,
          column: shape.indent + 1,
          deeper: anchor(deeper),
          shallower: anchor(reached ?? deeper),
        });
        popped = [];
        // Read on as if the line lined up with the level it most resembles: the deeper one when it is the
        // same kind of line (a list item among list items), the shallower one otherwise.
        const intended = deeper.kind === kind || !reached ? deeper : reached;
        if (intended === deeper) levels.push(deeper);
        shape.innerIndent += intended.indent - shape.indent;
      }
    }

    const settled = levels.at(-1);
    if (mistakes.at(-1)?.line !== lineNumber && settled?.indent === shape.indent) {
      if (shape.isItem && settled.kind === 'map') {
        const list = [...levels].reverse().find((level) => level.kind === 'seq' && level.indent < shape.indent);
        if (previous?.shape.opens || !list) {
          // A list may start at the same indentation as the key it belongs to.
          levels.push({ kind: 'seq', indent: shape.indent, line: lineNumber, label: labelOf(shape) });
        } else {
          // A list item among the keys of a mapping: it evidently belongs to the list further out.
          mistakes.push({
            kind: 'deeper',
            line: lineNumber,
            column: shape.indent + 1,
            sibling: anchor(list),
            amongItems: true,
          });
          while ((levels.at(-1)?.indent ?? -1) > list.indent) levels.pop();
          shape.innerIndent += list.indent - shape.indent;
        }
      } else if (!shape.isItem && settled.kind === 'seq') {
        const below = levels.at(-2);
        const inner = popped.find((level) => level.kind === 'map' && level.indent > shape.indent);
        if (below?.kind === 'map' && below.indent === settled.indent) {
          // The end of a list written at the indentation of its key.
          levels.pop();
        } else if (inner) {
          // A key at the column of a list's dashes: it evidently belongs to the item above.
          mistakes.push({
            kind: 'between',
            line: lineNumber,
            column: shape.indent + 1,
            deeper: anchor(inner),
            shallower: anchor(settled),
            atDash: true,
          });
          levels.push(inner);
        }
      }
    }

    const current = levels.at(-1);
    if (current) Object.assign(current, { line: lineNumber, label: labelOf(shape) });
    if (shape.isItem && shape.key) {
      levels.push({ kind: 'map', indent: shape.innerIndent, line: lineNumber, label: shape.key });
    }
    if (shape.blockScalar) skipDeeperThan = shape.isItem && shape.key ? shape.innerIndent : shape.indent;
    if (shape.unclosed) unclosedText = raw.slice(raw.search(/["'[{]/));
    previous = { shape, popped, lineNumber };
  }
  return mistakes;
}
