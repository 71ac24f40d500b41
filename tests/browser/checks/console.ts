/** A console message or uncaught exception as the page reported it. */
export interface ConsoleEntry {
  /** A console message type ("log", "error", "warning"…), or "uncaught" for an exception nothing caught. */
  type: string;
  text: string;
}

const PROBLEM_TYPES = new Set(['error', 'warning', 'uncaught']);

/**
 * The entries that count as problems, as "type: text" lines: errors, warnings (React's hydration
 * mismatches among them) and uncaught exceptions. Logs, info and debug messages are not problems.
 */
export function consoleProblems(entries: readonly ConsoleEntry[]): string[] {
  return entries.filter((entry) => PROBLEM_TYPES.has(entry.type)).map((entry) => `${entry.type}: ${entry.text}`);
}
