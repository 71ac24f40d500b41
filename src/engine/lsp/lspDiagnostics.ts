import {
  DiagnosticSeverity,
  type Diagnostic as LspDiagnostic,
  type Range,
  type TextEdit,
} from 'vscode-languageserver/node';
import type { Diagnostic } from '../diagnostics/diagnostics.ts';

/** What a diagnostic's quick fix does: the did-you-mean of its hint, written over the value it names. */
export interface QuickFix {
  title: string;
  edit: TextEdit;
}

/** The range of the YAML token starting at `character` of `line`: a quoted scalar, a key or a plain value. */
export function tokenRange(text: string, line: number, character: number): Range {
  const start = { line, character };
  if (character >= text.length) return { start, end: { line, character: character + 1 } };
  const quote = text[character];
  if (quote === '"' || quote === "'") {
    const close = text.indexOf(quote, character + 1);
    return { start, end: { line, character: close < 0 ? text.length : close + 1 } };
  }
  const rest = text.slice(character);
  const stop = /:(\s|$)|,|\}|\]|\s#/.exec(rest);
  const length = (stop ? rest.slice(0, stop.index) : rest).trimEnd().length;
  return { start, end: { line, character: character + Math.max(length, 1) } };
}

const NEEDS_QUOTES = /^[#&*!|>'"%@`{[\]-]|: | #|^\s|\s$/;

function quickFix(diagnostic: Diagnostic, token: string): QuickFix['edit']['newText'] | undefined {
  const suggestion = 'suggestion' in diagnostic.params ? diagnostic.params.suggestion : undefined;
  if (suggestion === undefined || suggestion === null) return undefined;
  const quote = token[0] === '"' || token[0] === "'" ? token[0] : '';
  const value = quote ? token.slice(1, -1) : token;
  let replacement = String(suggestion);
  if (diagnostic.code === 'FW305') {
    const hash = value.lastIndexOf('#');
    if (hash < 0) return undefined;
    replacement = `${value.slice(0, hash)}#${replacement}`;
  }
  if (replacement === value || value === '') return undefined;
  if (quote) return `${quote}${replacement}${quote}`;
  return NEEDS_QUOTES.test(replacement) ? JSON.stringify(replacement) : replacement;
}

/**
 * A validator diagnostic as the editor shows it: the code in `code`, the readable path and message as in
 * `npm run validate`, the hint on a line of its own, over the token at its line and column; a did-you-mean is kept
 * in `data` for the quick fix.
 */
export function toLspDiagnostic(diagnostic: Diagnostic, lines: readonly string[]): LspDiagnostic {
  const line = Math.max(diagnostic.line - 1, 0);
  const text = lines[line] ?? '';
  const range = tokenRange(text, line, Math.max(diagnostic.column - 1, 0));
  const subject = diagnostic.where ? `${diagnostic.where}: ` : '';
  const hint = diagnostic.hint ? `\nhint: ${diagnostic.hint}` : '';
  const made: LspDiagnostic = {
    range,
    severity: DiagnosticSeverity.Error,
    code: diagnostic.code,
    source: 'fernwise',
    message: `${subject}${diagnostic.message}${hint}`,
  };
  const newText = quickFix(diagnostic, text.slice(range.start.character, range.end.character));
  if (newText !== undefined) {
    const fix: QuickFix = { title: `Change to ${newText}`, edit: { range, newText } };
    made.data = fix;
  }
  return made;
}

export function isQuickFix(data: unknown): data is QuickFix {
  return typeof data === 'object' && data !== null && 'title' in data && 'edit' in data;
}
