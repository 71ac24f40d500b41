import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import jakarta from '@capsizecss/metrics/plusJakartaSans';
import jakartaBold from '@capsizecss/metrics/plusJakartaSans/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { describe, expect, it } from 'vitest';
import { BRAND_FONT_STACK } from '../../src/core/theme';
import { fontFaceRules, preloadedFontUrls, takeFontFaces, withFontPreloads } from '../../src/engine/render/fontFaces';
import { PROJECT_ROOT } from '../support/paths';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

// DejaVu Sans is not in @capsizecss/metrics; these are @capsizecss/unpack's readings of Debian's fonts-dejavu-core
// 2.37 (DejaVuSans.ttf and DejaVuSans-Bold.ttf), the only sans-serif on a bare Debian machine such as CI's.
const dejavu: Metrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };
const dejavuBold: Metrics = { ...dejavu, xWidthAvg: 1176 };

/** Capsize's createFontStack: the overrides that make `fallback` take the room `preferred` takes. */
function overrides(preferred: Metrics, fallback: Metrics): Record<string, string> {
  const sizeAdjust = preferred.xWidthAvg / preferred.unitsPerEm / (fallback.xWidthAvg / fallback.unitsPerEm);
  const em = preferred.unitsPerEm * sizeAdjust;
  const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;
  return {
    'size-adjust': percent(sizeAdjust),
    'ascent-override': percent(preferred.ascent / em),
    'descent-override': percent(Math.abs(preferred.descent) / em),
    'line-gap-override': percent(preferred.lineGap / em),
  };
}

const css = readFileSync(path.join(PROJECT_ROOT, 'src/app/fonts.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

/** The descriptors of the @font-face rule for a family and weight range, such as 600 800. */
function face(family: string, weight: string): Record<string, string> {
  const rule = fontFaceRules(css).find(
    (candidate) => candidate.includes(`'${family}'`) && candidate.includes(`font-weight: ${weight};`),
  );
  if (!rule) throw new Error(`no @font-face for ${family} ${weight}`);
  return Object.fromEntries(
    [...rule.matchAll(/([a-z-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.replace(/\s+/g, ' ').trim()]),
  );
}

describe('the brand font', () => {
  it('is the Latin subset of the variable font, used only if it is there for the first paint (a late font would re-wrap text already shown)', () => {
    const brand = face('Plus Jakarta Sans Variable', '200 800');
    expect(brand.src).toContain('plus-jakarta-sans-latin-wght-normal.woff2');
    expect(brand['font-display']).toBe('optional');
    expect(brand['unicode-range']).toMatch(/^U\+0000-00FF,/);
    expect(fontFaceRules(css).filter((rule) => rule.includes('url('))).toHaveLength(1);
  });

  it.each([
    ['Jakarta Fallback Arial', '200 500', jakarta, arial],
    ['Jakarta Fallback Arial', '600 800', jakartaBold, arialBold],
    ['Jakarta Fallback Roboto', '200 500', jakarta, roboto],
    ['Jakarta Fallback Roboto', '600 800', jakartaBold, robotoBold],
    ['Jakarta Fallback DejaVu', '200 500', jakarta, dejavu],
    ['Jakarta Fallback DejaVu', '600 800', jakartaBold, dejavuBold],
  ])('%s (%s) is scaled to Plus Jakarta Sans by its metrics', (family, weight, preferred, fallback) => {
    const declared = face(family, weight);
    expect(declared.src).toMatch(/^local\(/);
    expect(declared).toMatchObject(overrides(preferred, fallback));
  });

  it('is first in the theme, each fallback after it, then system fonts', () => {
    const families = BRAND_FONT_STACK.split(',').map((family) => family.trim().replace(/"/g, ''));
    expect(families.slice(0, 4)).toEqual([
      'Plus Jakarta Sans Variable',
      'Jakarta Fallback Arial',
      'Jakarta Fallback Roboto',
      'Jakarta Fallback DejaVu',
    ]);
    expect(families.at(-1)).toBe('sans-serif');
  });
});

describe('font preloads', () => {
  const built =
    '@font-face{font-family:A;font-display:swap;src:url(/assets/a-1x2y.woff2) format("woff2")}' +
    '@font-face{font-family:B;src:local(Arial)}' +
    '@font-face{font-family:C;font-display:block;src:url(/assets/c-9z.woff2) format("woff2")}' +
    '@font-face{font-family:D;font-display:optional;src:url(/assets/d-3w.woff2) format("woff2")}';

  it('preload the hashed woff2 of each font face that does not block text, never a local fallback', () => {
    expect(preloadedFontUrls(built)).toEqual(['/assets/a-1x2y.woff2', '/assets/d-3w.woff2']);
  });

  it('leave the shared stylesheet: each page declares them once, inline', () => {
    const outDir = mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    mkdirSync(path.join(outDir, 'assets'));
    writeFileSync(path.join(outDir, 'assets/style-1.css'), `body{color:red}${built}a{color:blue}`);
    const html = '<head><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>';
    expect(takeFontFaces(html, outDir)).toBe(built);
    expect(readFileSync(path.join(outDir, 'assets/style-1.css'), 'utf8')).toBe('body{color:red}a{color:blue}');
  });

  it('go right after the viewport tag, with crossorigin', () => {
    const template = '<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width"><title></title>';
    expect(withFontPreloads(template, built)).toBe(
      '<head><meta charset="UTF-8"><meta name="viewport" content="width=device-width">' +
        '<link rel="preload" href="/assets/a-1x2y.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/assets/d-3w.woff2" as="font" type="font/woff2" crossorigin><title></title>',
    );
    expect(withFontPreloads(template, '')).toBe(template);
  });
});
