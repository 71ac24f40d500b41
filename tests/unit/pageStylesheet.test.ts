import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandCode } from '../../src/engine/render/islandCode';
import { markupTokens, PageStylesheets, SiteStylesheet } from '../../src/engine/render/pageStylesheet';

const SITE_CSS =
  '@layer base,mantine;@font-face{font-family:Brand;src:url(/brand.woff2)}@keyframes spin{to{rotate:1turn}}' +
  ':root{--used:1px;--unread:2px;--in-a-style:3px;--chained:4px;--reads-chained:var(--chained)}' +
  '.hero{padding:var(--used)}.card{margin:var(--reads-chained)}.card[data-tone=warm]{color:orange}' +
  '@layer mantine{.bar:where(:first-of-type){border-radius:1px}.bar:where(:hover,.striped){color:red}}' +
  '.hero .card,.notice{outline:0}.shell table{border:0}#top{scroll-margin:0}' +
  '@media (min-width:40em){.card{padding:0}.error{color:red}}.error{color:red}.notice{color:green}' +
  '.card:not(.hero){gap:0}*,::before{box-sizing:border-box}';

const site = new SiteStylesheet(SITE_CSS);
const cut = (html: string) => site.cut(markupTokens(html));

describe('cutting the site stylesheet for a page', () => {
  it('keeps the rules whose classes, ids and elements the page has, in their @media and @layer blocks', () => {
    const css = cut('<main class="card"><p class="bar"></p></main>');
    expect(css).toContain('.card{margin:var(--reads-chained)}');
    expect(css).toContain('.card[data-tone=warm]{color:orange}');
    expect(css).toContain('@media (min-width:40em){.card{padding:0}}');
    expect(css).toContain('@layer mantine{.bar:where(:first-of-type){border-radius:1px}.bar:where(:hover,.striped)');
    expect(css).toContain('.card:not(.hero){gap:0}');
    expect(css).not.toMatch(/\.hero\{|\.error|\.notice|table|#top/);
  });

  it('keeps a rule when any one of its selectors can match, and needs every compound of a selector', () => {
    expect(cut('<div class="notice"></div>')).toContain('.hero .card,.notice{outline:0}');
    expect(cut('<div class="hero"></div>')).not.toContain('.hero .card,.notice');
    expect(cut('<div class="shell"><table></table></div><a id="top"></a>')).toMatch(/\.shell table\{.*#top\{/);
    expect(cut('<table></table>')).not.toContain('.shell table');
  });

  it('keeps what no selector decides: layer order, font faces, keyframes, the universal rules', () => {
    const css = cut('<p></p>');
    expect(css).toMatch(/^@layer base,mantine;@font-face\{[^}]+\}@keyframes spin\{to\{rotate:1turn\}\}/);
    expect(css).toContain('*,::before{box-sizing:border-box}');
  });

  it('keeps the custom properties a kept rule or the page reads, through other properties too', () => {
    const css = cut('<div class="hero"><div class="card" style="color:var(--in-a-style)"></div></div>');
    expect(css).toMatch(/:root\{--used:1px;--in-a-style:3px;--chained:4px;--reads-chained:var\(--chained\)\}/);
    expect(css).not.toContain('--unread');
  });

  it('reads markup, not text: words of the page are not classes, but what its scripts name are', () => {
    expect(cut('<p>Fix the error shown in the notice</p>')).not.toMatch(/\.error|\.notice/);
    expect(cut('<p></p><script type="application/json">{"tone":"error"}</script>')).toContain('.error{color:red}');
    const tokens = markupTokens('<div class=a\tid=b><span class="c  d" data-x="e"></span></div>');
    expect([...tokens].sort()).toEqual(['#b', '.a', '.c', '.d', 'div', 'span']);
  });

  it('is decided by the tokens selectors require and the custom properties declared only', () => {
    for (const token of ['.card', '.hero', '#top', 'table', '--unread'])
      expect(site.deciding.has(token), token).toBe(true);
    for (const token of ['.striped', '.warm', 'data-tone', 'p']) expect(site.deciding.has(token), token).toBe(false);
  });
});

describe('a page linking its own stylesheet', () => {
  let outDir: string;
  const page = (body: string) =>
    `<!doctype html><html><head></head><body>${body}<link rel="stylesheet" crossorigin href="/assets/site.css"></body></html>`;
  const linkedCss = (html: string) => {
    const href = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1] ?? '';
    return { href, css: readFileSync(path.join(outDir, href), 'utf8') };
  };

  beforeAll(() => {
    outDir = mkdtempSync(path.join(tmpdir(), 'fernwise-page-css-'));
    mkdirSync(path.join(outDir, 'assets'));
    mkdirSync(path.join(outDir, '.vite'));
    writeFileSync(path.join(outDir, 'assets/site.css'), SITE_CSS);
    // The form island names the error class its markup gets later; it imports a chunk that names the notice's.
    writeFileSync(path.join(outDir, 'assets/Form.island-1.js'), 'export default{cls:"error"};import("./notify-1.js")');
    writeFileSync(path.join(outDir, 'assets/notify-1.js'), 'export const n="notice";');
    writeFileSync(path.join(outDir, 'assets/runtime-1.js'), 'export{};');
    writeFileSync(
      path.join(outDir, '.vite/manifest.json'),
      JSON.stringify({
        'src/entry-client.ts': {
          file: 'assets/runtime-1.js',
          isEntry: true,
          dynamicImports: ['src/blocks/Form/Form.island.tsx'],
        },
        'src/blocks/Form/Form.island.tsx': {
          file: 'assets/Form.island-1.js',
          src: 'src/blocks/Form/Form.island.tsx',
          dynamicImports: ['src/blocks/Form/notify.ts'],
        },
        'src/blocks/Form/notify.ts': { file: 'assets/notify-1.js', src: 'src/blocks/Form/notify.ts' },
      }),
    );
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('reads what each island runs from the manifest, and what every page with islands runs', () => {
    expect(islandCode(outDir)).toEqual({
      byIsland: { 'blocks/Form/Form': ['assets/Form.island-1.js', 'assets/notify-1.js'] },
      anyIsland: ['assets/runtime-1.js'],
    });
  });

  it("keeps the rules of the markup its islands' code adds, only on the pages with that island", () => {
    const stylesheets = new PageStylesheets(outDir, islandCode(outDir));
    const withForm = linkedCss(
      stylesheets.link(page('<div class="card"><fw-island data-island="blocks/Form/Form"></fw-island></div>')),
    );
    expect(withForm.css).toMatch(/\.error\{color:red\}\.notice\{color:green\}/);
    const plain = linkedCss(stylesheets.link(page('<div class="card">Hello</div>')));
    expect(plain.css).not.toMatch(/\.error|\.notice/);
    expect(plain.href).toMatch(/^\/assets\/style-[\w-]{8}\.css$/);
  });

  it('refuses a page with an island the build has no code for: what it adds later would lose its rules', () => {
    const stylesheets = new PageStylesheets(outDir, islandCode(outDir));
    expect(() => stylesheets.link(page('<fw-island data-island="blocks/Gone/Gone"></fw-island>'))).toThrow(
      'the page has the island blocks/Gone/Gone, which the client build has no chunk for',
    );
  });

  it('gives pages that need the same rules the same file, whatever their words', () => {
    const stylesheets = new PageStylesheets(outDir, islandCode(outDir));
    const first = stylesheets.link(page('<div class="hero">Open an account today</div>'));
    const second = stylesheets.link(page('<div class="hero" title="Savings">Move your savings</div>'));
    expect(linkedCss(first).href).toBe(linkedCss(second).href);
    expect(readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
