/** `rate-table` → `RateTable`: the block's folder, component and file names, by the naming rule. */
export function blockFolder(type: string): string {
  return type.replace(/(^|-)([a-z0-9])/g, (_, __: string, letter: string) => letter.toUpperCase());
}
