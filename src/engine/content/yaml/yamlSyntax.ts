import { CST, Parser, type LineCounter, type YAMLError } from 'yaml';
import type { DiagnosticCode } from '../../diagnostics/diagnosticCodes.ts';
import type { Diagnostic } from '../../diagnostics/diagnostics.ts';
import { findIndentationMistakes, type IndentAnchor, type IndentationMistake } from './yamlIndentation.ts';

interface Located {
  line: number;
  column: number;
  code: DiagnosticCode;
  message: string;
  hint?: string;
}

/** Errors that come from the block structure: each is usually the echo of one indentation or colon mistake. */
const STRUCTURAL = new Set([
  'BAD_INDENT',
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
  'MISSING_CHAR',
  'UNEXPECTED_TOKEN',
]);

const KEY_AND_VALUE = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*)(:\s+)(.*)$/;

function quoteValue(value: string): string {
  return value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

function anchorText(anchor: IndentAnchor): string {
  return `"${anchor.label}" on line ${anchor.line} (column ${anchor.indent + 1})`;
}

function describeIndentation(mistake: IndentationMistake): Located {
  const at = { line: mistake.line, column: mistake.column };
  switch (mistake.kind) {
    case 'deeper':
      return {
        ...at,
        code: 'FW113',
        message: mistake.amongItems
          ? 'this list item is indented more than the other items of its list'
          : 'this line is indented more than the one above',
        hint: mistake.amongItems
          ? `Line it up with ${anchorText(mistake.sibling)}.`
          : `Line it up with ${anchorText(mistake.sibling)}. Only a key with nothing after its colon takes more-indented lines under it.`,
      };
    case 'between':
      return {
        ...at,
        code: 'FW114',
        message: mistake.atDash
          ? 'this line is indented less than the list item it belongs to'
          : 'this line is indented less than the one above, and lines up with nothing above it',
        hint: mistake.atDash
          ? `Line it up with ${anchorText(mistake.deeper)}, after the dash of its item.`
          : `Line it up with ${anchorText(mistake.deeper)} or with ${anchorText(mistake.shallower)}.`,
      };
    case 'breaks':
      return {
        ...at,
        code: 'FW114',
        message: 'this line is indented less than the lines around it',
        hint: `Indent it like ${anchorText(mistake.belongsWith)}: the lines after it are indented to belong there too.`,
      };
  }
}

/** "5", "5 and 7", "5–8 and 12": line numbers, runs of consecutive ones joined. */
function describeLines(lines: readonly number[]): string {
  const runs: string[] = [];
  for (let index = 0; index < lines.length;) {
    let end = index;
    while (end + 1 < lines.length && lines[end + 1] === lines[end] + 1) end += 1;
    runs.push(end > index ? `${lines[index]}–${lines[end]}` : String(lines[index]));
    index = end + 1;
  }
  return runs.length > 1 ? `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}` : (runs[0] ?? '');
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
  const located: Located[] = [];
  const report = (entry: Located) => {
    if (!located.some((seen) => seen.line === entry.line && seen.code === entry.code)) located.push(entry);
  };
  const position = (offset: number) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line, column: col };
  };
  let indentation: IndentationMistake[] | undefined;
  let tokens: (CST.FlowScalar | CST.FlowCollection)[] | undefined;

  const tabLines = lines.flatMap((line, index) => (/^ *\t/.test(line) ? [index + 1] : []));
  for (const error of errors) {
    const at = position(error.pos[0]);
    const lineText = lines[at.line - 1] ?? '';

    const opensOrCloses = /closing ["']?quote|end with an? [\]}]/i.test(error.message);
    // A tab throws off the structure of everything after it; those errors are the tab's, not mistakes of their own.
    const afterTab = tabLines.length > 0 && at.line >= tabLines[0] - 1 && STRUCTURAL.has(error.code);
    if (error.code === 'TAB_AS_INDENT' || tabLines.includes(at.line) || (afterTab && !opensOrCloses)) {
      const first = tabLines[0] ?? at.line;
      report({
        line: first,
        column: (lines[first - 1] ?? '').indexOf('\t') + 1,
        code: 'FW115',
        message: 'tabs are not allowed for indentation in YAML; use spaces',
        hint: `${tabLines.length > 1 ? 'Lines' : 'Line'} ${describeLines(tabLines)} ${tabLines.length > 1 ? 'start' : 'starts'} with a tab. Replace each with spaces; most editors convert a whole file at once (VS Code: "Convert Indentation to Spaces").`,
      });
      continue;
    }

    if (error.code === 'MISSING_CHAR' && /closing ["']?quote/i.test(error.message)) {
      tokens ??= flowTokens(text);
      const token = tokens.find(isUnclosedQuote);
      const quote = token?.source[0] ?? (error.message.includes("'") ? "'" : '"');
      const start = token ? position(token.offset) : at;
      const opened = lines[start.line - 1] ?? '';
      report({
        ...start,
        code: 'FW116',
        message: `the ${quote} that opens this value is never closed`,
        hint: `Close it at the end of the value: ${opened.trim()}${quote}. Until it is closed, everything after it, to the end of the file, is read as this one value.`,
      });
      continue;
    }

    if (/end with an? [\]}]/.test(error.message)) {
      tokens ??= flowTokens(text);
      const token = tokens.find(isUnclosedCollection);
      const bracket = token?.start.source ?? (error.message.includes(']') ? '[' : '{');
      const isList = bracket === '[';
      report({
        ...(token ? position(token.offset) : at),
        code: 'FW117',
        message: `the ${bracket} that opens this ${isList ? 'list' : 'mapping'} is never closed`,
        hint: `Close it with ${isList ? ']' : '}'} on the same line, or write the ${isList ? 'items one per line, each starting with -' : 'keys one per line, indented under the line above'}.`,
      });
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
        const whole = rest.slice(1).replace(/'$/, '');
        report({
          ...position(quoted.offset),
          code: 'FW118',
          message: 'text follows the closing quote of this value',
          hint: apostrophe
            ? `Inside single quotes an apostrophe is written twice: '${whole.replace(/'/g, "''")}'; or use double quotes: "${whole}".`
            : `Quote the whole value: ${quoteValue(rest)}.`,
        });
        continue;
      }
    }

    if (error.code === 'BLOCK_AS_IMPLICIT_KEY' || error.code === 'MULTILINE_IMPLICIT_KEY') {
      const match = KEY_AND_VALUE.exec(lineText);
      const value = match?.[4].replace(/\s+#.*$/, '') ?? '';
      if (match && /:(\s|$)/.test(value) && !/^["'[{|>]/.test(value)) {
        report({
          line: at.line,
          column: match[1].length + match[2].length + match[3].length + 1,
          code: 'FW111',
          message: 'this value contains ": "; put the whole value in quotes',
          hint: `Write ${match[2]}: ${quoteValue(value)}. Unquoted, YAML reads ": " as the start of another key.`,
        });
        continue;
      }
      const glued = /^(\s*(?:-\s+)?)([A-Za-z_][\w-]*):(\S.*)$/.exec(lineText);
      if (glued && !/:\s/.test(lineText)) {
        report({
          line: at.line,
          column: glued[1].length + glued[2].length + 1,
          code: 'FW112',
          message: `add a space after the colon in "${glued[2]}:${glued[3]}"`,
          hint: `Write ${glued[2]}: ${glued[3]}. Without the space, YAML reads it all as one word.`,
        });
        continue;
      }
    }

    if (error.code === 'BAD_SCALAR_START') {
      const match = KEY_AND_VALUE.exec(lineText);
      const first = match?.[4].trimStart()[0] ?? lineText.trimStart()[0];
      report({
        ...at,
        code: 'FW110',
        message: `YAML syntax error: a value cannot start with ${first} unless it is quoted`,
        hint: match ? `Write ${match[2]}: ${quoteValue(match[4].trim())}.` : 'Put the whole value in quotes.',
      });
      continue;
    }

    if (STRUCTURAL.has(error.code)) {
      indentation ??= findIndentationMistakes(text);
      const cause = indentation.find((mistake) => Math.abs(mistake.line - at.line) <= 1);
      if (cause) {
        report(describeIndentation(cause));
        continue;
      }
    }

    report({ ...at, ...describeByCode(error) });
  }
  return located.map((entry) => ({ file, where: '', ...entry }));
}

function describeByCode(error: YAMLError): Omit<Located, 'line' | 'column'> {
  switch (error.code) {
    case 'DUPLICATE_KEY':
      return {
        code: 'FW119',
        message: 'duplicate key: this key already appears earlier in the same mapping',
        hint: 'Remove one of the two keys; YAML would silently keep only the last.',
      };
    case 'MULTIPLE_DOCS':
      return {
        code: 'FW120',
        message: 'a second document starts here: a file holds one page',
        hint: 'Remove the --- line and what follows, or move it into a file of its own.',
      };
    case 'TAG_RESOLVE_FAILED': {
      const tag = /^Unresolved tag: (.+)$/.exec(error.message)?.[1] ?? '?';
      return {
        code: 'FW121',
        message: `tag "${tag.replace(/^tag:yaml\.org,2002:/, '!!')}" is not allowed`,
        hint: 'Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping.',
      };
    }
    default: {
      const firstLine = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      return {
        code: 'FW110',
        message: `YAML syntax error: ${firstLine.charAt(0).toLowerCase()}${firstLine.slice(1)}`,
        hint:
          error.code === 'BAD_INDENT' || error.code === 'MISSING_CHAR'
            ? 'Check the indentation: the keys of one mapping, and the dashes of one list, start in the same column.'
            : 'Quote text that contains ": " or " #", or that starts with one of [ ] { } , & * ! | > % @ `.',
      };
    }
  }
}
