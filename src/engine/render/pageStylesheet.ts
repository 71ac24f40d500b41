import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { PurgeCSS } from 'purgecss';
import { ISLAND_NAME_ATTRIBUTE } from '../../core/islands.ts';
import type { CriticalCssMemo } from './criticalCss.ts';
import type { IslandCode } from './islandCode.ts';
import { declaredProperties, pruneUnusedProperties } from './unusedProperties.ts';

/** What can name a class, id, element, attribute or custom property: PurgeCSS's default extractor, kept here. */
const WORD = /[\w-]+/g;

const STYLESHEET_LINK = /(<link rel="stylesheet"[^>]*href=")(\/assets\/[^"]+\.css)("[^>]*>)/;
const ISLAND_NAMES = new RegExp(`\\s${ISLAND_NAME_ATTRIBUTE}="([^"]+)"`, 'g');

/** Every word of a text, as PurgeCSS reads content. */
export function wordsOf(text: string): Set<string> {
  return new Set(text.match(WORD));
}

/** The site's whole stylesheet, which every page's own is cut from. */
export interface SiteStylesheet {
  href: string;
  css: string;
  /** The stylesheet's text as a digest. */
  key: string;
  /**
   * The words whose presence decides what a page keeps: those of its selectors and the custom properties it
   * declares. Two pages with the same of these get the same stylesheet, whatever their words otherwise.
   */
  deciding: Set<string>;
}

export function siteStylesheet(href: string, css: string): SiteStylesheet {
  const deciding = declaredProperties(css);
  postcss.parse(css).walkRules((rule) => {
    for (const word of wordsOf(rule.selector)) deciding.add(word);
  });
  return { href, css, key: createHash('sha256').update(css).digest('hex'), deciding };
}

/**
 * The rules of the site stylesheet a page can use, given its words (those of its HTML and of its islands' code):
 * PurgeCSS keeps a rule when every class, id, element and attribute its selector needs is among the words, then
 * the custom properties nothing kept reads, nor the page's `style` attributes or scripts, go. A page's islands'
 * code names the classes of the markup it may add later (a form's errors, a notification), so their rules stay.
 */
export async function cutStylesheet(site: SiteStylesheet, words: readonly string[]): Promise<string> {
  const [result] = await new PurgeCSS().purge({
    content: [{ raw: words.join(' '), extension: 'txt' }],
    css: [{ raw: site.css }],
    defaultExtractor: (content) => content.split(' '),
    // PurgeCSS 8.0.0 drops a rule when a selector inside `:where()` or `:is()` has nothing but pseudo-classes or
    // `*` (`.m_2242eb65:where(:first-of-type)`, Mantine's progress bar ends): counted as present, they are kept.
    safelist: { standard: [/^:/, /^\*$/] },
  });
  return pruneUnusedProperties(result?.css ?? '', words);
}

/** A page's stylesheet's file under the build folder: named by its content, as Vite names assets. */
export function pageStylesheetHref(css: string): string {
  return `/assets/style-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
}

/**
 * Gives each page a stylesheet of its own, cut from the site's (see cutStylesheet) and written beside it: a
 * browser then parses and matches only what the page can use, in the frame it arrives in (the whole one took
 * 76 ms at a 4x CPU slowdown on the home page, its cut a third as long). Pages that need the same rules link the
 * same file. One per render worker; `memo` keeps what was cut by the deciding words across workers and builds.
 */
export class PageStylesheets {
  private readonly sites = new Map<string, SiteStylesheet>();
  private readonly codeWords = new Map<string, Set<string>>();
  private readonly written = new Set<string>();

  constructor(
    private readonly outDir: string,
    private readonly islands: IslandCode,
    private readonly memo?: CriticalCssMemo,
  ) {}

  /** The page with its link to the site stylesheet turned into a link to its own. */
  async link(html: string): Promise<string> {
    const linked = STYLESHEET_LINK.exec(html);
    if (!linked) throw new Error('the page links no stylesheet');
    const site = this.site(linked[2]);
    const words = wordsOf(html);
    const islandNames = [...html.matchAll(ISLAND_NAMES)].map(([, name]) => name);
    const files = islandNames.length === 0 ? [] : [...this.islands.anyIsland];
    for (const name of islandNames) files.push(...(this.islands.byIsland[name] ?? []));
    for (const file of new Set(files)) for (const word of this.wordsOfFile(file)) words.add(word);
    const deciding = [...words].filter((word) => site.deciding.has(word)).sort();
    const key = createHash('sha256')
      .update(`page-stylesheet\0${site.key}\0${deciding.join(' ')}`)
      .digest('hex');
    let css = this.memo?.get(key);
    if (css === undefined) {
      css = await cutStylesheet(site, deciding);
      this.memo?.set(key, css);
    }
    const href = pageStylesheetHref(css);
    this.write(href, css);
    return html.replace(linked[0], () => linked[1] + href + linked[3]);
  }

  private site(href: string): SiteStylesheet {
    let site = this.sites.get(href);
    if (!site) {
      site = siteStylesheet(href, readFileSync(path.join(this.outDir, href), 'utf8'));
      this.sites.set(href, site);
    }
    return site;
  }

  private wordsOfFile(file: string): Set<string> {
    let words = this.codeWords.get(file);
    if (!words) {
      words = wordsOf(readFileSync(path.join(this.outDir, file), 'utf8'));
      this.codeWords.set(file, words);
    }
    return words;
  }

  /** Writes the file once; another worker may write the same bytes at the same time, so through a rename. */
  private write(href: string, css: string): void {
    if (this.written.has(href)) return;
    const target = path.join(this.outDir, href);
    if (!existsSync(target)) {
      const staged = `${target}.${process.pid}.tmp`;
      writeFileSync(staged, css);
      renameSync(staged, target);
    }
    this.written.add(href);
  }
}
