import { CST, Parser, type LineCounter, type YAMLError } from 'yaml';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { findIndentationMistakes, type IndentationMistake } from './yamlIndentation.ts';

/** Errors that come from the block structure: each is usually the echo of one indentation or colon mistake. */
const STRUCTURAL = new Set([
  'BAD_INDENT',
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
  'MISSING_CHAR',
  'UNEXPECTED_TOKEN',
]);

const KEY_AND_VALUE = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*)(:\s+)(.*)$/;

function describeIndentation(file: string, mistake: IndentationMistake): Diagnostic {
  const at = { file, line: mistake.line, column: mistake.column };
  switch (mistake.kind) {
    case 'deeper':
      return diagnostic('FW113', { amongItems: mistake.amongItems ?? false, sibling: mistake.sibling }, at);
    case 'between':
      return diagnostic(
        'FW114',
        mistake.atDash
          ? { kind: 'at dash', deeper: mistake.deeper }
          : { kind: 'between', deeper: mistake.deeper, shallower: mistake.shallower },
        at,
      );
    case 'breaks':
      return diagnostic('FW114', { kind: 'breaks', belongsWith: mistake.belongsWith }, at);
  }
}

/** The quoted scalars and bracketed collections of the document, as the YAML parser's concrete syntax tree has them. */
function flowTokens(text: string): (CST.FlowScalar | CST.FlowCollection)[] {
  const found: (CST.FlowScalar | CST.FlowCollection)[] = [];
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item) => {
      for (const part of [item.key, item.value]) {
        if (part && (CST.isScalar(part) || part.type === 'flow-collection')) found.push(part as CST.FlowScalar);
      }
    });
  }
  return found;
}

function isUnclosedQuote(token: CST.FlowScalar | CST.FlowCollection): token is CST.FlowScalar {
  if (token.type !== 'double-quoted-scalar' && token.type !== 'single-quoted-scalar') return false;
  const quote = token.source[0];
  const body = token.source.slice(1);
  return !(quote === '"' ? /(^|[^\\])(\\\\)*"$/ : /'$/).test(body) || body === '';
}

function isUnclosedCollection(token: CST.FlowScalar | CST.FlowCollection): token is CST.FlowCollection {
  return token.type === 'flow-collection' && !token.end.some((end) => /flow-(seq|map)-end/.test(end.type));
}

/**
 * Turns the YAML parser's errors into one message per mistake, in the words of an author: each error is traced to
 * its cause (a tab, an unclosed quote or bracket, a colon, a line indented too far or not far enough), and the
 * errors a cause triggers further on are folded into its one message.
 */
export function describeYamlErrors(
  file: string,
  text: string,
  errors: readonly YAMLError[],
  lineCounter: LineCounter,
): Diagnostic[] {
  const lines = text.split(/\r?\n/);
  const found: Diagnostic[] = [];
  const report = (entry: Diagnostic) => {
    if (!found.some((seen) => seen.line === entry.line && seen.code === entry.code)) found.push(entry);
  };
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { file, line, column: col };
  };
  let indentation: IndentationMistake[] | undefined;
  let tokens: (CST.FlowScalar | CST.FlowCollection)[] | undefined;

  /** Items found written without their dash: where each starts and how far its keys are indented. */
  const dashless: { from: number; indent: number }[] = [];
  const tabLines = lines.flatMap((line, index) => (/^ *\t/.test(line) ? [index + 1] : []));
  for (const error of errors) {
    const at = position(error.pos[0]);
    const lineText = lines[at.line - 1] ?? '';

    const opensOrCloses = /closing ["']?quote|end with an? [\]}]/i.test(error.message);
    // A tab throws off the structure of everything after it; those errors are the tab's, not mistakes of their own.
    const afterTab = tabLines.length > 0 && at.line >= tabLines[0] - 1 && STRUCTURAL.has(error.code);
    if (error.code === 'TAB_AS_INDENT' || tabLines.includes(at.line) || (afterTab && !opensOrCloses)) {
      const first = tabLines[0] ?? at.line;
      const column = (lines[first - 1] ?? '').indexOf('\t') + 1;
      report(diagnostic('FW115', { lines: tabLines }, { file, line: first, column }));
      continue;
    }

    if (error.code === 'MISSING_CHAR' && /closing ["']?quote/i.test(error.message)) {
      tokens ??= flowTokens(text);
      const token = tokens.find(isUnclosedQuote);
      const quote = token?.source[0] ?? (error.message.includes("'") ? "'" : '"');
      const start = token ? position(token.offset) : at;
      report(diagnostic('FW116', { quote, opened: lines[start.line - 1] ?? '' }, start));
      continue;
    }

    if (/end with an? [\]}]/.test(error.message)) {
      tokens ??= flowTokens(text);
      const token = tokens.find(isUnclosedCollection);
      const bracket = token?.start.source ?? (error.message.includes(']') ? '[' : '{');
      report(diagnostic('FW117', { bracket }, token ? position(token.offset) : at));
      continue;
    }

    if (error.code === 'UNEXPECTED_TOKEN' && /at node end/.test(error.message)) {
      tokens ??= flowTokens(text);
      const quoted = tokens.find(
        (token) =>
          (token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar') &&
          token.offset + token.source.length <= error.pos[0] &&
          position(token.offset).line === at.line,
      ) as CST.FlowScalar | undefined;
      if (quoted) {
        const rest = (lines[at.line - 1] ?? '').slice(position(quoted.offset).column - 1).trimEnd();
        const apostrophe = quoted.type === 'single-quoted-scalar' && /^\w/.test(text.slice(error.pos[0]));
        report(diagnostic('FW118', { rest, apostrophe }, position(quoted.offset)));
        continue;
      }
    }

    if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
      const match = KEY_AND_VALUE.exec(lineText);
      const value = match?.[4].replace(/\s+#.*$/, '') ?? '';
      if (match && /:(\s|$)/.test(value) && !/^["'[{|>]/.test(value)) {
        const column = match[1].length + match[2].length + match[3].length + 1;
        report(diagnostic('FW111', { key: match[2], value }, { file, line: at.line, column }));
        continue;
      }
      const glued = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):(\S.*)$/.exec(lineText);
      if (glued && !/:\s/.test(lineText)) {
        const column = glued[1].length + glued[2].length + 1;
        report(diagnostic('FW112', { key: glued[2], value: glued[3] }, { file, line: at.line, column }));
        continue;
      }
    }

    if (error.code === 'BAD_SCALAR_START') {
      const match = KEY_AND_VALUE.exec(lineText);
      const startsWith = match?.[4].trimStart()[0] ?? lineText.trimStart()[0];
      report(diagnostic('FW110', { startsWith, key: match?.[2], value: match?.[4] }, at));
      continue;
    }

    if (STRUCTURAL.has(error.code)) {
      indentation ??= findIndentationMistakes(text);
      const cause = indentation.find((mistake) => Math.abs(mistake.line - at.line) <= 1);
      if (cause) {
        report(describeIndentation(file, cause));
        continue;
      }
      // A line indented wrongly throws the lines after it out of line with it ("all mapping items must start at
      // the same column"): those are its echoes, not mistakes of their own, which would have a cause beside them.
      const echoed = found.some(
        (earlier) => (earlier.code === 'FW113' || earlier.code === 'FW114') && earlier.line < at.line,
      );
      if (echoed) continue;
    }

    if (error.code === 'DUPLICATE_KEY') {
      const dash = missingDash(lines, at.line);
      if (dash) {
        const column = lineText.length - lineText.trimStart().length + 1;
        const value = lineText
          .slice(lineText.indexOf(':') + 1)
          .replace(/\s+#.*$/, '')
          .trim();
        const params = {
          key: dash.key,
          value,
          line: dash.dashLine,
          column: dash.dashColumn,
          block: dash.list === 'blocks',
        };
        report(diagnostic('FW125', params, { file, line: at.line, column }));
        dashless.push({ from: at.line, indent: column - 1 });
        continue;
      }
      // The other keys of an item whose dash is missing repeat keys of the item above too: that one message.
      const indent = lineText.length - lineText.trimStart().length;
      const item = dashless.find((entry) => entry.indent === indent && entry.from < at.line);
      if (
        item &&
        !lines
          .slice(item.from, at.line - 1)
          .some((text) => text.trim() !== '' && text.length - text.trimStart().length < indent)
      ) {
        continue;
      }
    }

    report(describeByCode(error, at));
  }
  return found;
}

/** A key at the start of its line, after any indentation and list dash: `  - type: hero` gives indent 4, dash 2. */
const KEY_LINE = /^( *)(- +)?([A-Za-z_][\w-]*):(?:\s|$)/;

/**
 * A repeated key that is really a new list item written without its dash: the key repeats the one that follows
 * the dash of the item above (`- type: hero` … `type: faq`). Gives the dash line and the list's key (such as
 * `blocks`), or undefined when the key repeats another.
 */
function missingDash(
  lines: readonly string[],
  line: number,
): { key: string; dashLine: number; dashColumn: number; list?: string } | undefined {
  const here = KEY_LINE.exec(lines[line - 1] ?? '');
  if (!here || here[2]) return undefined;
  const indent = here[1].length;
  for (let above = line - 1; above >= 1; above -= 1) {
    const text = lines[above - 1] ?? '';
    if (text.trim() === '' || text.trimStart().startsWith('#')) continue;
    const match = KEY_LINE.exec(text);
    const keyColumn = match ? match[1].length + (match[2]?.length ?? 0) : text.length - text.trimStart().length;
    if (keyColumn < indent) return undefined;
    if (!match || keyColumn > indent || !match[2]) continue;
    if (match[3] !== here[3]) return undefined;
    let list: string | undefined;
    for (let parent = above - 1; parent >= 1 && list === undefined; parent -= 1) {
      const parentKey = KEY_LINE.exec(lines[parent - 1] ?? '');
      if (parentKey && parentKey[1].length + (parentKey[2]?.length ?? 0) < match[1].length) list = parentKey[3];
    }
    return { key: here[3], dashLine: above, dashColumn: match[1].length + 1, list };
  }
  return undefined;
}

function describeByCode(error: YAMLError, at: { file: string; line: number; column: number }): Diagnostic {
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return diagnostic('FW119', {}, at);
    case 'MULTIPLE_DOCS':
      return diagnostic('FW120', {}, at);
    case 'TAG_RESOLVE_FAILED':
      return diagnostic('FW121', { tag: /^Unresolved tag: (.+)$/.exec(error.message)?.[1] ?? '?' }, at);
    default:
      return diagnostic(
        'FW110',
        { parserMessage: error.message, indentation: error.code === 'BAD_INDENT' || error.code === 'MISSING_CHAR' },
        at,
      );
  }
}
