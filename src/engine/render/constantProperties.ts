/** A custom property declaration: its name and its value, up to the `;` or `}` that ends it. */
const DECLARATION = /(?<=^|[{;\s])(--[\w-]+)\s*:([^;}]*)/g;

/** The text of each top-level `:root { … }` rule of a stylesheet (not those inside @media, @layer, @supports). */
function topLevelRootBodies(css: string): string[] {
  const bodies: string[] = [];
  let depth = 0;
  let ruleStart = 0;
  for (let index = 0; index < css.length; index += 1) {
    const character = css[index];
    if (character === '{') {
      if (depth === 0 && css.slice(ruleStart, index).trim() === ':root') {
        const end = css.indexOf('}', index);
        bodies.push(css.slice(index + 1, end));
        ruleStart = end + 1;
        index = end;
        continue;
      }
      depth += 1;
    } else if (character === '}') {
      depth -= 1;
      if (depth === 0) ruleStart = index + 1;
    } else if (character === ';' && depth === 0) {
      ruleStart = index + 1;
    }
  }
  return bodies;
}

/** How many times each custom property is declared anywhere in `css`. */
function declarationCounts(css: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, name] of css.matchAll(DECLARATION)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return counts;
}

/**
 * The critical CSS with every `var(--x)` (without a fallback) replaced by the value of `--x`, when `--x` is a
 * constant of the site: declared once in the whole stylesheet `sheet`, in a top-level `:root` rule, so no element
 * and no media query can give it another value. `calc(<length> * 1)`, which a scale of 1 leaves, becomes the length.
 * The declarations themselves stay: pruning them once nothing reads them is the caller's (see criticalCss.ts).
 * The first paint is the same; once the whole stylesheet arrives its own rules, later in the page, take over.
 */
export function inlineConstantProperties(critical: string, sheet: string): string {
  const counts = declarationCounts(sheet);
  const values = new Map<string, string>();
  for (const body of topLevelRootBodies(critical)) {
    for (const [, name, value] of body.matchAll(DECLARATION)) {
      if (counts.get(name) === 1) values.set(name, value.trim());
    }
  }
  const resolve = (text: string, seen: ReadonlySet<string>): string =>
    text
      .replace(/var\(\s*(--[\w-]+)\s*\)/g, (use, name: string) => {
        const value = values.get(name);
        return value === undefined || seen.has(name) ? use : resolve(value, new Set([...seen, name]));
      })
      .replace(/calc\(\s*(-?[\d.]+[a-z%]*)\s*\*\s*1\s*\)/g, '$1');
  return resolve(critical, new Set());
}
