import { wordDiagnostic, type DiagnosticCode, type DiagnosticParams } from './diagnosticCodes.ts';

declare const worded: unique symbol;

/**
 * A message or hint worded by the catalogue (diagnosticCodes.ts). Only `diagnostic()` makes one, so a diagnostic
 * written out by hand, with text of its own, does not type-check.
 */
export type CatalogueText = string & { readonly [worded]: true };

/** Where a diagnostic points: the file, line and column, and the readable path to the value (empty at the top). */
export interface DiagnosticLocation {
  /** Path of the file relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** Readable path to the offending value, such as `blocks[2] (rate-table) › rows[0].apy`; empty at the top level. */
  where?: string;
}

/** One problem of kind `Code`, located like a compiler error. */
export interface DiagnosticOf<Code extends DiagnosticCode> {
  /** Path of the file relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  /** The stable code of the kind of problem, described in docs/errors.md. */
  code: Code;
  /** Readable path to the offending value, such as `blocks[2] (rate-table) › rows[0].apy`; empty at the top level. */
  where: string;
  /** What the message and hint are worded from. */
  params: DiagnosticParams<Code>;
  message: CatalogueText;
  hint?: CatalogueText;
}

/** One problem found in a content file, located like a compiler error. */
export type Diagnostic = { [Code in DiagnosticCode]: DiagnosticOf<Code> }[DiagnosticCode];

/** A diagnostic of `code` at `at`, its message and hint worded by the catalogue from `params`. */
export function diagnostic<Code extends DiagnosticCode>(
  code: Code,
  params: DiagnosticParams<Code>,
  at: DiagnosticLocation,
): DiagnosticOf<Code> {
  const { message, hint } = wordDiagnostic(code, params);
  const made: DiagnosticOf<Code> = {
    file: at.file,
    line: at.line,
    column: at.column,
    code,
    where: at.where ?? '',
    params,
    message: message as CatalogueText,
  };
  if (hint !== undefined) made.hint = hint as CatalogueText;
  return made;
}

/**
 * Words `existing` again with its parameters changed by `more`, in place: for a diagnostic whose full story is
 * known only once other files are checked (the links folded into a malformed path).
 */
export function reword<Code extends DiagnosticCode>(
  existing: DiagnosticOf<Code>,
  more: Partial<DiagnosticParams<Code>>,
): void {
  const params = { ...existing.params, ...more } as DiagnosticParams<Code>;
  const { message, hint } = wordDiagnostic(existing.code, params);
  existing.params = params;
  existing.message = message as CatalogueText;
  if (hint === undefined) delete existing.hint;
  else existing.hint = hint as CatalogueText;
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

/**
 * Problems that stop a check before it starts, such as a schema file that is not valid JSON: thrown, and printed
 * by the commands as the diagnostics they are (file:line:column, code, hint), without a stack trace.
 */
export class DiagnosticsError extends Error {
  readonly diagnostics: Diagnostic[];

  constructor(diagnostics: Diagnostic[]) {
    super(formatDiagnostics(diagnostics));
    this.name = 'DiagnosticsError';
    this.diagnostics = diagnostics;
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** Whether `error` is a DiagnosticsError, also after crossing from a worker thread (which keeps its name only). */
export function isDiagnosticsError(error: unknown): error is Error & { diagnostics?: Diagnostic[] } {
  return error instanceof Error && error.name === 'DiagnosticsError';
}
