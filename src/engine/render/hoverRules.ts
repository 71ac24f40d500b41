/** The selectors of a list, split at its top-level commas (not those inside `:is(…)` or `:not(…)`). */
function selectorsOf(list: string): string[] {
  const selectors: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    const character = list[index];
    if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === ',' && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  selectors.push(list.slice(start));
  return selectors;
}

/**
 * Minified CSS without its selectors that match only under the pointer (`:hover`), and without the rules left with
 * none. They change no first paint: inlined, they would only style a hover in the moment before the whole
 * stylesheet, which has them all, arrives.
 */
export function withoutHoverRules(css: string): string {
  // A rule with no block inside: its selectors run from the brace (or start) before it, which keeps this linear.
  return css.replace(/(?<=^|[{};])([^{}@;]+)\{([^{}]*)\}/g, (rule, list: string, body: string) => {
    const kept = selectorsOf(list).filter((selector) => !selector.includes(':hover'));
    if (kept.length === 0) return '';
    return kept.length === selectorsOf(list).length ? rule : `${kept.join(',')}{${body}}`;
  });
}
