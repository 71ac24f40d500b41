import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  criticalCss,
  inlineCriticalCss,
  STYLESHEET_PLACE,
  type CriticalCssMemo,
} from '../../src/engine/render/criticalCss';
import { CriticalCssCache, criticalCssFolder } from '../../src/engine/render/criticalCssCache';

let outDir: string;
const CSS = `.hero{color:red}.card{color:blue}.card[data-tone=warm]{color:orange}.note:empty{display:none}.unused{color:green}`;

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'fernwise-critical-'));
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'assets/site.css'), CSS);
});
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

const page = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/assets/site.css"></head><body>${body}</body></html>`;

/** The critical CSS of each screen, found in turn with `memo`; each the same as found without a memo. */
async function rememberedCss(screens: readonly string[], memo: CriticalCssMemo): Promise<string[]> {
  const remembered = [];
  for (const screen of screens) remembered.push(await criticalCss(screen, outDir, '', memo));
  for (const [index, screen] of screens.entries()) {
    expect(remembered[index]).toBe(await criticalCss(screen, outDir, ''));
  }
  return remembered;
}

describe('critical CSS found once per first-screen shape', () => {
  it('reuses the CSS of a first screen of the same shape, and finds it anew when what selectors see differs', async () => {
    const memo = new Map<string, string>();
    const screens = [
      page('<h1 class="hero">Savings</h1><a class="card" href="/a">Rates</a><p class="note">x</p>'),
      // Other words, another link, another image: the same shape.
      page('<h1 class="hero">Loans</h1><a class="card" href="/b">Terms</a><p class="note">y</p>'),
      // An attribute value a selector reads.
      page('<h1 class="hero">Loans</h1><a class="card" data-tone="warm" href="/b">Terms</a><p class="note">y</p>'),
      // Text gone: :empty now matches.
      page('<h1 class="hero">Loans</h1><a class="card" href="/b">Terms</a><p class="note"></p>'),
    ];
    const remembered = await rememberedCss(screens, memo);
    expect(memo.size).toBe(3);
    expect(remembered[2]).toContain('orange');
    expect(remembered[0]).not.toContain('orange');
    expect(remembered.every((css) => !css.includes('green'))).toBe(true);
  });

  it('shares CSS only between first screens that every selector sees alike, whatever the markup around them', async () => {
    const memo = new Map<string, string>();
    const screens = [
      // Compact markup: unquoted and empty values.
      page('<a class=card data-tone=warm href=/a>Rates</a><p class=note hidden>x</p>'),
      page('<a class=card data-tone=cool href=/b>Rates</a><p class=note hidden>y</p>'),
      page('<a class="card" DATA-TONE="warm" href="/c">Rates</a>'),
      // A script whose text holds `<`, then a text or none.
      page('<script>if (a<b) go()</script><p class="note">x</p>'),
      page('<script>if (a<b) go()</script><p class="note"></p>'),
      page('<p class="note"><script type="application/json">{}</script></p>'),
      page('<h1 class="hero">A</h1><style>.x{}</style>text<p class="note"></p>'),
      page('<h1 class="hero">B</h1><style>.y{}</style>more<p class="note"></p>'),
    ];
    const remembered = await rememberedCss(screens, memo);
    expect(remembered.map((css) => css.includes('orange'))).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('critical CSS kept on disk', () => {
  const screen = page('<h1 class="hero">Savings</h1><a class="card" href="/a">Rates</a>');

  it('is found by another worker or build with the same stylesheet, font faces and shape, and by no other', async () => {
    const dir = path.join(outDir, 'kept');
    const found = await criticalCss(screen, outDir, '', new CriticalCssCache(dir));
    expect(found).toContain('.hero');
    const [entry] = readdirSync(dir);
    expect(readdirSync(dir)).toHaveLength(1);
    // Marked, so a later answer shows where it came from.
    writeFileSync(path.join(dir, entry), '/* kept */');
    expect(await criticalCss(screen, outDir, '', new CriticalCssCache(dir))).toBe('/* kept */');
    // Another page of the same shape.
    const sameShape = page('<h1 class="hero">Loans</h1><a class="card" href="/b">Terms</a>');
    expect(await criticalCss(sameShape, outDir, '', new CriticalCssCache(dir))).toBe('/* kept */');
    // Other font faces, another stylesheet: found afresh.
    const fontFaces = '@font-face{font-family:X;src:url(/x.woff2)}';
    expect(await criticalCss(screen, outDir, fontFaces, new CriticalCssCache(dir))).toContain('.hero');
    const otherDir = mkdtempSync(path.join(tmpdir(), 'fernwise-critical-other-'));
    try {
      mkdirSync(path.join(otherDir, 'assets'));
      writeFileSync(path.join(otherDir, 'assets/site.css'), `${CSS}.hero{margin:0}`);
      expect(await criticalCss(screen, otherDir, '', new CriticalCssCache(dir))).toContain('margin:0');
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
    // A damaged folder is a miss, not an error.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    expect(() => new CriticalCssCache(dir).get('0'.repeat(64))).not.toThrow();
    rmSync(dir, { force: true });
  });

  it('lives in a folder of its own for each version of the engine and packages', () => {
    const project = mkdtempSync(path.join(tmpdir(), 'fernwise-critical-project-'));
    try {
      mkdirSync(path.join(project, 'src'));
      writeFileSync(path.join(project, 'src/criticalCss.ts'), 'export const version = 1;');
      writeFileSync(path.join(project, 'package-lock.json'), '{}');
      const first = criticalCssFolder('/cache', project);
      expect(criticalCssFolder('/cache', project)).toBe(first);
      writeFileSync(path.join(project, 'src/criticalCss.ts'), 'export const version = 2;');
      const afterCode = criticalCssFolder('/cache', project);
      writeFileSync(path.join(project, 'package-lock.json'), '{"packages":{}}');
      expect(new Set([first, afterCode, criticalCssFolder('/cache', project)]).size).toBe(3);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});

describe('the link to the whole stylesheet', () => {
  const linked = (body: string) =>
    `<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/site.css"></head><body>${body}</body></html>`;
  const link = '<link rel="stylesheet" crossorigin href="/assets/site.css">';

  it('goes where the blocks below the first screen begin, and the critical CSS takes its place in the head', () => {
    const html = inlineCriticalCss(
      linked(`<main><section>one</section><section>two</section>${STYLESHEET_PLACE}<section>three</section></main>`),
      '.hero{color:red}',
    );
    expect(html).toBe(
      `<!doctype html><html><head><style>.hero{color:red}</style></head><body><main><section>one</section><section>two</section>${link}<section>three</section></main></body></html>`,
    );
  });

  it('goes to the end of the body on a page whose first screen holds every block', () => {
    const html = inlineCriticalCss(linked('<main><section>one</section></main>'), '.hero{color:red}');
    expect(html.endsWith(`<main><section>one</section></main>${link}</body></html>`)).toBe(true);
    expect(html).not.toContain(STYLESHEET_PLACE);
  });
});
