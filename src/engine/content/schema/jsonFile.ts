import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';

/** Line and column of a character offset of `text`. */
function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

/**
 * A JSON file's data, or the one message that says where it stops being JSON (FW501), at its line and column:
 * `JSON.parse` names only an offset, and in a stack trace, not the file.
 */
export function parseJsonFile(
  file: string,
  text: string,
): { ok: true; data: unknown } | { ok: false; diagnostic: Diagnostic } {
  try {
    return { ok: true, data: JSON.parse(text) as unknown };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const lineColumn = /\(line (\d+) column (\d+)\)/.exec(message);
    const offset = /at position (\d+)/.exec(message);
    const at = lineColumn
      ? { line: Number(lineColumn[1]), column: Number(lineColumn[2]) }
      : position(text, offset ? Number(offset[1]) : text.length);
    const detail = message
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/ in JSON at position \d+/, '')
      .replace(/^JSON\.parse: /, '');
    return { ok: false, diagnostic: diagnostic('FW501', { detail: lowerFirst(detail) }, { file, ...at }) };
  }
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
