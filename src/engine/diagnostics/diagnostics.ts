import type { DiagnosticCode } from './diagnosticCodes.ts';

/** One problem found in a content file, located like a compiler error. */
export interface Diagnostic {
  /** Path of the file relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** The stable code of the kind of problem, described in docs/errors.md. */
  code: DiagnosticCode;
  /** Readable path to the offending value, such as `blocks[2] (rate-table) › rows[0].apy`; empty at the top level. */
  where: string;
  message: string;
  hint?: string;
}

/** `file:line:col  CODE where: message`, and the hint on a line of its own. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const location = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`;
  const subject = diagnostic.where ? `${diagnostic.where}: ` : '';
  const head = `${location}  ${diagnostic.code} ${subject}${diagnostic.message}`;
  return diagnostic.hint ? `${head}\n    hint: ${diagnostic.hint}` : head;
}

export function formatDiagnostics(diagnostics: readonly Diagnostic[]): string {
  return sortDiagnostics(diagnostics).map(formatDiagnostic).join('\n');
}

export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  return [...diagnostics].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
