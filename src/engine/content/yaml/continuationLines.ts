/**
 * Whether every flow collection (`{…}`, `[…]`) and quoted scalar of a YAML text that continues onto more lines
 * indents those lines deeper than the line it opened on. Parsers disagree on values that continue at or left of
 * their key (js-yaml reads what `yaml` refuses), so the fast reader takes only texts where none does. Block
 * scalars (`|`, `>`) are skipped: their lines are text. A scanner for this one question, cautious rather than
 * complete: when unsure it answers false.
 */
export function continuationLinesIndented(text: string): boolean {
  const state: ScanState = { depth: 0, quote: undefined, valueStart: true };
  let blockScalarIndent = -1;
  let openedAtIndent = -1;
  for (const line of text.split('\n')) {
    const continuing = openedAtIndent >= 0;
    // Most lines neither continue a value nor follow a block scalar, and hold no quote, bracket or block
    // indicator: nothing on them can open a value that goes on, so they need no closer look.
    if (blockScalarIndent < 0 && !continuing && !OPENS_SOMETHING.test(line)) {
      // An empty sequence entry: parsers attach what follows it differently.
      if (EMPTY_ENTRY.test(line)) return false;
      continue;
    }
    const indent = indentOf(line);
    if (blockScalarIndent >= 0) {
      if (line.trim() === '' || indent > blockScalarIndent) continue;
      blockScalarIndent = -1;
    }
    if (!continuing && !OPENS_SOMETHING.test(line)) {
      if (EMPTY_ENTRY.test(line)) return false;
      continue;
    }
    if (continuing && line.trim() !== '' && indent <= openedAtIndent) return false;
    if (!continuing) state.valueStart = true;
    const scanned = scanLine(line, state);
    if (scanned === 'unsure') return false;
    if (scanned === 'block scalar') blockScalarIndent = indent;
    const open = state.depth > 0 || state.quote !== undefined;
    if (open && !continuing) openedAtIndent = indent;
    if (!open) openedAtIndent = -1;
  }
  return openedAtIndent < 0;
}

const OPENS_SOMETHING = /['"[{|>]/;
const EMPTY_ENTRY = /^\s*-\s*(?:#.*)?$/;

/** The number of spaces a line starts with (tabs never reach the scanner: the fast reader leaves them aside). */
function indentOf(line: string): number {
  let indent = 0;
  while (line.charCodeAt(indent) === 32) indent += 1;
  return indent;
}

interface ScanState {
  /** How many flow collections are open. */
  depth: number;
  /** The quote of a quoted scalar still open, if any. */
  quote: "'" | '"' | undefined;
  /** Whether the next character may start a value (a quoted scalar, a flow collection, a block scalar). */
  valueStart: boolean;
}

/**
 * Reads one line on from `state`, updating it; says when the line opens a block scalar, or has what parsers read
 * differently: a comment right after a closing bracket or quote, a flow collection used as a key, a key or
 * an entry left out in a flow collection.
 */
function scanLine(line: string, state: ScanState): 'scanned' | 'block scalar' | 'unsure' {
  let at = 0;
  if (state.quote) {
    const end = closingQuote(line, 0, state.quote);
    if (end < 0) return 'scanned';
    state.quote = undefined;
    state.valueStart = false;
    at = end + 1;
  }
  while (at < line.length) {
    const char = line[at];
    if (char === ' ') {
      at += 1;
      continue;
    }
    if (char === '#' && (at === 0 || line[at - 1] === ' ')) break;
    if (char === '#' && /[\]}'"]/.test(line[at - 1])) return 'unsure';
    if (state.valueStart && (char === "'" || char === '"')) {
      const end = closingQuote(line, at + 1, char);
      if (end < 0) {
        state.quote = char;
        return 'scanned';
      }
      at = end + 1;
      state.valueStart = false;
      continue;
    }
    if (state.valueStart && state.depth === 0 && (char === '|' || char === '>')) {
      return /^[|>][-+0-9]*\s*(?:#.*)?$/.test(line.slice(at)) ? 'block scalar' : 'scanned';
    }
    if ((char === '[' || char === '{') && (state.valueStart || state.depth > 0)) {
      state.depth += 1;
      state.valueStart = true;
    } else if (state.depth > 0 && (char === ']' || char === '}')) {
      state.depth -= 1;
      state.valueStart = false;
      if (/^\s*:/.test(line.slice(at + 1))) return 'unsure';
    } else if (state.depth > 0 && char === ',') {
      if (state.valueStart) return 'unsure';
      state.valueStart = true;
    } else if (char === '-' && state.valueStart && state.depth === 0 && /^-(?: |$)/.test(line.slice(at))) {
      // A sequence entry: its value may start next.
    } else if (char === ':' && state.depth > 0 && state.valueStart) {
      return 'unsure';
    } else if (char === ':' && /^:(?: |$)/.test(line.slice(at))) {
      state.valueStart = true;
    } else {
      // Inside a plain scalar.
      state.valueStart = false;
    }
    at += 1;
  }
  return 'scanned';
}

/** The index of the quote closing a quoted scalar, searching `line` from `from`, or -1 when the line ends first. */
function closingQuote(line: string, from: number, quote: "'" | '"'): number {
  for (let at = from; at < line.length; at += 1) {
    if (quote === '"' && line[at] === '\\') {
      at += 1;
      continue;
    }
    if (line[at] !== quote) continue;
    if (quote === "'" && line[at + 1] === "'") {
      at += 1;
      continue;
    }
    return at;
  }
  return -1;
}
