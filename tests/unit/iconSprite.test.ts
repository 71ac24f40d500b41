import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { ICON_SOURCES } from '../../src/core/iconSet';
import { joinedStrokes, renderIconSprite, tablerDrawing } from '../../src/engine/assets/iconSprite';

const sprite = renderIconSprite().source;
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>(.*?)<\/symbol>/g)].map(([, id, attributes, drawing]) => [
    id,
    { attributes, drawing },
  ]),
);

// Measured: at most 52 pixels differ (trophy, of 2,227 inked), by at most 98 of 255 in coverage, where two strokes
// of the original meet and their anti-aliased edges were blended twice.
const DIFFERING_PIXELS = 80;
const LARGEST_DIFFERENCE = 128;

/** The icon drawn as the site draws it (the .icon class's stroke), 4× its size, as RGBA pixels. */
function pixels(drawing: string, attributes = ''): Uint8Array {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="96" height="96" fill="none" stroke="#000" ` +
    `stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"><g${attributes.replace('currentColor', '#000')}>${drawing}</g></svg>`;
  return new Resvg(svg).render().pixels;
}

describe('the icon sprite', () => {
  it('has one symbol for every icon of the icon set', () => {
    expect([...symbols.keys()].sort()).toEqual(Object.keys(ICON_SOURCES).sort());
  });

  it('draws each outline icon as one path, and no element but paths', () => {
    for (const [name, source] of Object.entries(ICON_SOURCES)) {
      if (source.startsWith('filled/')) continue;
      expect(symbols.get(name)?.drawing, name).toMatch(/^<path d="[^"]+"\/>$/);
    }
  });

  it('draws every icon as its Tabler source does, but where strokes overlap at an anti-aliased edge', () => {
    for (const [name, source] of Object.entries(ICON_SOURCES)) {
      const symbol = symbols.get(name);
      if (!symbol) throw new Error(`no symbol ${name}`);
      const joined = pixels(symbol.drawing, symbol.attributes);
      const apart = pixels(tablerDrawing(source), symbol.attributes);
      let differing = 0;
      let largest = 0;
      for (let index = 3; index < joined.length; index += 4) {
        const difference = Math.abs(joined[index] - apart[index]);
        if (difference > 0) differing += 1;
        largest = Math.max(largest, difference);
      }
      expect(differing, name).toBeLessThan(DIFFERING_PIXELS);
      expect(largest, name).toBeLessThan(LARGEST_DIFFERENCE);
    }
  });
});

describe('joining the strokes of an outline drawing', () => {
  it('joins paths that each start with an absolute move', () => {
    expect(joinedStrokes('<path d="M3 21l18 0"/> <path d="M3 10l18 0"/>')).toBe('<path d="M3 21l18 0M3 10l18 0"/>');
  });

  it('leaves a drawing with another element, a relative first move or one path as it is', () => {
    const withCircle = '<path d="M3 21l18 0"/><circle cx="12" cy="12" r="3"/>';
    expect(joinedStrokes(withCircle)).toBe(withCircle);
    const relative = '<path d="M3 21l18 0"/><path d="m3 10l18 0"/>';
    expect(joinedStrokes(relative)).toBe(relative);
    expect(joinedStrokes('<path d="M3 21l18 0"/>')).toBe('<path d="M3 21l18 0"/>');
  });
});
