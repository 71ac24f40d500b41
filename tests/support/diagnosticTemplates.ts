import { DIAGNOSTIC_CATALOGUE } from '../../src/engine/diagnostics/diagnosticCodes';
import type { Diagnostic } from '../../src/engine/diagnostics/diagnostics';

// A malformed path's message may end by counting the links that reach the page only through it.
const FOLDED_LINKS = '(?: — and \\d+ links? to this page)?';

/** The message template of a catalogue entry as a pattern: each `{placeholder}` stands for some text. */
export function templatePattern(template: string): RegExp {
  const parts = template.split(/\{[a-z]+\}/i).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+?')}${FOLDED_LINKS}$`);
}

/** Throws when a diagnostic's message does not fit the template its code has in the catalogue. */
export function assertFitsCatalogue(diagnostics: readonly Diagnostic[]): void {
  for (const diagnostic of diagnostics) {
    const { message } = DIAGNOSTIC_CATALOGUE[diagnostic.code];
    if (!templatePattern(message).test(diagnostic.message)) {
      throw new Error(`${diagnostic.code} message "${diagnostic.message}" does not fit its template "${message}"`);
    }
  }
}
