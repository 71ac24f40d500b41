import { describe, expect, it } from 'vitest';
import { inlineConstantProperties } from '../../src/engine/render/constantProperties';

const ROOT = ':root{--scale:1;--gap:calc(.75rem * var(--scale));--brand:#0b6e43;--width:1200px;--text:#111}';

describe('inlineConstantProperties', () => {
  it('writes in the value of a property declared once, on :root, resolving the properties it reads', () => {
    const critical = `${ROOT}.card{padding:var(--gap) 0;color:var(--brand)}`;
    const css = inlineConstantProperties(critical, critical);
    expect(css).toContain('.card{padding:.75rem 0;color:#0b6e43}');
  });

  it('leaves a property that the stylesheet declares again elsewhere, or inside a media query or layer', () => {
    const critical = `${ROOT}.wrap{max-width:var(--width);color:var(--text)}`;
    const sheet = `${ROOT}@media (min-width:90em){:root{--width:1400px}}[data-scheme=dark]{--text:#eee}.wrap{}`;
    const css = inlineConstantProperties(critical, sheet);
    expect(css).toContain('.wrap{max-width:var(--width);color:var(--text)}');
  });

  it('does not take a :root declaration nested in an at-rule for a constant', () => {
    const critical = '@layer base{:root{--brand:red}}.a{color:var(--brand)}';
    expect(inlineConstantProperties(critical, critical)).toBe(critical);
  });

  it('keeps a var() with a fallback and one of an undeclared property as written', () => {
    const critical = `${ROOT}.a{color:var(--brand, blue);background:var(--body)}`;
    const css = inlineConstantProperties(critical, critical);
    expect(css).toContain('.a{color:var(--brand, blue);background:var(--body)}');
  });

  it('stops at a property that reads itself instead of looping', () => {
    const critical = ':root{--a:var(--b);--b:var(--a)}.a{color:var(--a)}';
    expect(() => inlineConstantProperties(critical, critical)).not.toThrow();
  });
});
