/**
 * Marks on the page's performance timeline at each step of the edit loop (`fw:input`, `fw:change`, `fw:request`,
 * `fw:response`, `fw:shown`; `fw:save`, `fw:save-response`, `fw:saved`): the editor bench reads them, with the
 * server's `Server-Timing`, to print where an author's wait goes.
 */
export function mark(step: string): void {
  performance.mark(`fw:${step}`);
}
