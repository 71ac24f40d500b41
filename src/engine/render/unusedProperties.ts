const DECLARED = /(--[\w-]+)\s*:[^;}]*;?/g;

/**
 * The stylesheet without the custom properties nothing reads: a declaration stays when a `var()` of the
 * stylesheet outside declarations reads its name, when a kept declaration does, or when its name is in `readElsewhere`
 * (names the page's own `style` attributes or its scripts use). Rules left empty go too.
 */
export function pruneUnusedProperties(css: string, readElsewhere: Iterable<string> = []): string {
  const used = new Set([...readElsewhere].filter((name) => name.startsWith('--')));
  const uses = (text: string) => {
    for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(name);
  };
  // Uses outside declarations of custom properties, then those inside the declarations that are kept, until stable.
  uses(css.replace(DECLARED, ''));
  for (let size = -1; size !== used.size;) {
    size = used.size;
    for (const [declaration, name] of css.matchAll(DECLARED)) if (used.has(name)) uses(declaration);
  }
  return (
    css
      .replace(DECLARED, (declaration, name: string) => (used.has(name) ? declaration : ''))
      // Each empty rule starts right after a brace (or at the start): looking only there keeps the search linear.
      .replace(/(?<=^|[{}])[^{}]+\{\s*\}/g, '')
  );
}

/** The names of the custom properties a stylesheet declares. */
export function declaredProperties(css: string): Set<string> {
  return new Set([...css.matchAll(DECLARED)].map(([, name]) => name));
}
