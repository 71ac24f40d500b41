import { CST, Parser } from 'yaml';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';

/**
 * A `#` right after a space, then a word (`Banking #1 for savers`): a plain value that goes on after such a `#` is
 * cut there, since YAML reads the rest of the line as a comment. Most files have none, so only files that do are
 * parsed for a closer look; a comment written as one (`# …`, a space after the `#`) is left alone.
 */
const MAYBE_CUT = /\S[ \t]+#[^\s#]/;

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/**
 * Every plain (unquoted) value of a parsed file that a `#` after a space cuts short: the author sees the whole line
 * in the editor, the page shows only what comes before the `#`. One message per value, at the value, whose hint
 * quotes the whole line's value.
 */
export function valuesCutByComments(file: string, text: string): Diagnostic[] {
  if (!MAYBE_CUT.test(text)) return [];
  const found: Diagnostic[] = [];
  for (const token of new Parser().parse(text)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item, path) => {
      const value = item.value;
      if (!value || value.type !== 'scalar') return;
      // In a flow collection ([…], {…}) the comment takes the closing bracket with it: the parser reports that.
      if (CST.visit.parentCollection(token, path).type === 'flow-collection') return;
      let comment: CST.SourceToken | undefined;
      for (const part of value.end ?? []) {
        if (part.type === 'newline') break;
        if (part.type === 'comment') comment = part;
      }
      if (!comment || !/^#[^\s#]/.test(comment.source)) return;
      const key = item.key && CST.isScalar(item.key) ? item.key.source : undefined;
      const whole = text.slice(value.offset, comment.offset + comment.source.length).trimEnd();
      found.push(
        diagnostic('FW124', { key, value: value.source, whole }, { file, ...lineAndColumn(text, value.offset) }),
      );
    });
  }
  return found;
}
