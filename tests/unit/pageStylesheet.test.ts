import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { islandCode } from '../../src/engine/render/islandCode';
import { cutStylesheet, PageStylesheets, siteStylesheet } from '../../src/engine/render/pageStylesheet';

const SITE_CSS =
  ':root{--used:1px;--unread:2px;--in-a-style:3px;--chained:4px;--reads-chained:var(--chained)}' +
  '.hero{padding:var(--used)}.card{margin:var(--reads-chained)}.card[data-tone=warm]{color:orange}' +
  '.bar:where(:first-of-type){border-radius:1px}.bar:where(:hover){color:red}.bar:where(.striped){color:blue}' +
  '@media (min-width:40em){.card{padding:0}.error{color:red}}.error{color:red}.notice{color:green}';

const rules = (css: string) => css.match(/[^{}]+\{[^{}]*\}/g) ?? [];

describe('cutting the site stylesheet for a page', () => {
  const site = siteStylesheet('/assets/site.css', SITE_CSS);

  it('keeps the rules the words can match, in the @media rules too, and nothing else', async () => {
    const css = await cutStylesheet(site, ['card', 'bar']);
    expect(css).toContain('.card{margin:var(--reads-chained)}');
    expect(css).toContain('@media (min-width:40em){.card{padding:0}}');
    expect(css).not.toMatch(/\.hero|\.error|\.notice|data-tone|\.striped/);
  });

  it('keeps a bar end or hover whose selector in :where() has only pseudo-classes (PurgeCSS drops them)', async () => {
    const css = await cutStylesheet(site, ['bar']);
    expect(css).toContain('.bar:where(:first-of-type){border-radius:1px}');
    expect(css).toContain('.bar:where(:hover){color:red}');
  });

  it('keeps the custom properties a kept rule or the page reads, through other properties too', async () => {
    const css = await cutStylesheet(site, ['hero', 'card', '--in-a-style']);
    expect(css).toContain('--used:1px');
    expect(css).toContain('--in-a-style:3px');
    expect(css).toContain('--reads-chained:var(--chained)');
    expect(css).toContain('--chained:4px');
    expect(css).not.toContain('--unread');
  });

  it('is decided by the words of selectors and custom property names only', () => {
    for (const word of ['card', 'data-tone', 'warm', 'first-of-type', '--unread', 'root']) {
      expect(site.deciding.has(word), word).toBe(true);
    }
    for (const word of ['padding', 'orange', 'min-width', 'color']) expect(site.deciding.has(word), word).toBe(false);
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

  it("keeps the rules of the markup its islands' code adds, and only on the pages with that island", async () => {
    const stylesheets = new PageStylesheets(outDir, islandCode(outDir));
    const withForm = linkedCss(
      await stylesheets.link(page('<div class="card"><fw-island data-island="blocks/Form/Form"></fw-island></div>')),
    );
    expect(rules(withForm.css).join('')).toMatch(/\.error\{color:red\}.*\.notice\{color:green\}/);
    const without = linkedCss(await stylesheets.link(page('<div class="card">error notice</div>x')));
    // The words of a page's text are words too: PurgeCSS cannot tell them from class names in scripts.
    expect(without.css).toContain('.error');
    const plain = linkedCss(await stylesheets.link(page('<div class="card">Hello</div>')));
    expect(plain.css).not.toMatch(/\.error|\.notice/);
    expect(plain.href).toMatch(/^\/assets\/style-[\w-]{8}\.css$/);
  });

  it('gives pages that need the same rules the same file, whatever their words', async () => {
    const stylesheets = new PageStylesheets(outDir, islandCode(outDir));
    const first = await stylesheets.link(page('<div class="hero">Open an account today</div>'));
    const second = await stylesheets.link(page('<div class="hero">Move your savings</div>'));
    expect(linkedCss(first).href).toBe(linkedCss(second).href);
    expect(readdirSync(path.join(outDir, 'assets')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});
