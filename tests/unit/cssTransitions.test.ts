import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

/**
 * What a transition may animate: properties the compositor animates (transform, opacity) or that only repaint.
 * A transition of a size or position lays the page out again on every frame it runs, on a phone's main thread.
 */
const WITHOUT_LAYOUT = new Set([
  'transform',
  'translate',
  'scale',
  'rotate',
  'opacity',
  'visibility',
  'color',
  'background-color',
  'border-color',
  'outline-color',
  'box-shadow',
  'fill',
  'stroke',
  'filter',
  'none',
]);

/** The properties a `transition` or `transition-property` value names, in order. */
function transitionedProperties(property: string, value: string): string[] {
  const items = value.split(/,(?![^(]*\))/).map((item) => item.trim());
  if (property === 'transition-property') return items;
  // In the shorthand, the property is the item's one word that is neither a time, a timing keyword nor a function
  // (var(), cubic-bezier(), steps()); an item without one transitions every property.
  return items.map(
    (item) =>
      item
        .split(/\s+(?![^(]*\))/)
        .find(
          (word) => !/^[\d.]+m?s$|^(?:ease|ease-in|ease-out|ease-in-out|linear|step-start|step-end)$|\(/.test(word),
        ) ?? 'all',
  );
}

/** Each transition in `css` that animates a property outside WITHOUT_LAYOUT, as `selector: property`. */
function layoutTransitions(css: string): string[] {
  const found: string[] = [];
  postcss.parse(css).walkDecls(/^transition(?:-property)?$/, (declaration) => {
    for (const property of transitionedProperties(declaration.prop, declaration.value)) {
      if (!WITHOUT_LAYOUT.has(property)) {
        const selector = declaration.parent?.type === 'rule' ? (declaration.parent as postcss.Rule).selector : '?';
        found.push(`${selector}: ${property}`);
      }
    }
  });
  return found;
}

describe("transitions in the site's own stylesheets", () => {
  it('finds a transition of a size or of every property, and passes transforms, opacity and colours', () => {
    const css = `.a{transition:width 200ms ease}.b{transition:transform .2s,opacity var(--d) ease}
      .c{transition-property:transform,height}.d{transition:all .2s}.e{transition:.2s}`;
    expect(layoutTransitions(css)).toEqual(['.a: width', '.c: height', '.d: all', '.e: all']);
    expect(layoutTransitions('.f{transition:background-color .15s,color .15s}')).toEqual([]);
  });

  it('animate nothing that lays the page out again on every frame', () => {
    const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'));
    expect(files.length).toBeGreaterThan(20);
    const found = files.flatMap((file) =>
      layoutTransitions(readFileSync(path.join(SRC, file), 'utf8')).map((problem) => `${file} ${problem}`),
    );
    expect(found).toEqual([]);
  });
});
