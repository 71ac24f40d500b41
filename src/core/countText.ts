/** A count in words from YAML templates: templateOne for exactly 1 when given, else template, with {count} filled in. */
export function countText(count: number, template: string, templateOne?: string): string {
  const chosen = count === 1 && templateOne ? templateOne : template;
  return chosen.replaceAll('{count}', count.toLocaleString('en-US'));
}
