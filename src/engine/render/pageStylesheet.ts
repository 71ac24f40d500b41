import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postcss, { type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { ISLAND_NAME_ATTRIBUTE } from '../../core/islands.ts';
import type { CriticalCssMemo } from './criticalCss.ts';
import { linkedStylesheetHref } from './fontFaces.ts';
import type { IslandCode } from './islandCode.ts';
import { declaredProperties, pruneUnusedProperties } from './unusedProperties.ts';

/**
 * What a page has that a selector can require: `.class`, `#id`, an element's name (lower case), and the custom
 * properties (`--name`) it reads or sets.
 */
export type PageTokens = Set<string>;

const WORD = /[\w-]+/g;
const CUSTOM_PROPERTY = /--[\w-]+/g;
const TAG = /<([a-zA-Z][\w-]*)/g;
const attributeValue = (name: string) => new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'gi');
const CLASS_VALUE = attributeValue('class');
const ID_VALUE = attributeValue('id');
const SCRIPT_TEXT = /<script\b[^>]*>([\s\S]*?)<\/script>/gi;
const ISLAND_NAMES = new RegExp(`\\s${ISLAND_NAME_ATTRIBUTE}="([^"]+)"`, 'g');

/** Every word of script code as each kind of token: code names classes, ids and elements as plain strings. */
function codeTokens(code: string, into: PageTokens = new Set()): PageTokens {
  for (const word of new Set(code.match(WORD))) {
    into.add(`.${word}`).add(`#${word}`).add(word.toLowerCase());
  }
  return into;
}

/**
 * The tokens of a page's markup, read as the engine writes it (its text is never markup): element names, classes,
 * ids, custom properties anywhere, and whatever its inline scripts (island props, the islands loader) name.
 */
export function markupTokens(html: string): PageTokens {
  const tokens: PageTokens = new Set();
  for (const [, name] of html.matchAll(TAG)) tokens.add(name.toLowerCase());
  for (const [, ...value] of html.matchAll(CLASS_VALUE)) {
    for (const name of value.join('').split(/\s+/)) if (name) tokens.add(`.${name}`);
  }
  for (const [, ...value] of html.matchAll(ID_VALUE)) tokens.add(`#${value.join('')}`);
  for (const [name] of html.matchAll(CUSTOM_PROPERTY)) tokens.add(name);
  for (const [, code] of html.matchAll(SCRIPT_TEXT)) codeTokens(code, tokens);
  return tokens;
}

/** A part of the site stylesheet: a rule with what each of its selectors requires, or a block of such parts. */
type Part = { css: string; alternatives: string[][] | null } | { open: string; parts: Part[] };

/**
 * What each selector of a list requires of a page to match anything: every class, id and element name of its
 * compounds. What is inside a pseudo-class (`:where()`, `:not()`, `:has()`...) and attribute selectors require
 * nothing here: a page keeps such a rule if it has the rest.
 */
function requirements(selectorList: string): string[][] {
  const alternatives: string[][] = [];
  selectorParser((list) => {
    list.each((selector) => {
      const required: string[] = [];
      selector.each((node) => {
        if (node.type === 'class') required.push(`.${node.value}`);
        else if (node.type === 'id') required.push(`#${node.value}`);
        else if (node.type === 'tag') required.push(node.value.toLowerCase());
      });
      alternatives.push(required);
    });
  }).processSync(selectorList);
  return alternatives;
}

/** The blocks whose rules apply conditionally, cut rule by rule; any other at-rule is kept whole. */
const CONDITIONAL = new Set(['media', 'supports', 'layer', 'container']);

function partsOf(container: Container): Part[] {
  const parts: Part[] = [];
  container.each((node) => {
    if (node.type === 'rule') parts.push({ css: node.toString(), alternatives: requirements(node.selector) });
    else if (node.type === 'atrule' && node.nodes && CONDITIONAL.has(node.name)) {
      parts.push({ open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, parts: partsOf(node) });
    } else if (node.type === 'atrule') {
      // A statement (`@layer a,b;`) is written without the semicolon its parent puts after it.
      parts.push({ css: node.nodes ? node.toString() : `${node.toString()};`, alternatives: null });
    }
  });
  return parts;
}

/** The site's whole stylesheet, read once, which every page's own is cut from. */
export class SiteStylesheet {
  /** The stylesheet's text as a digest. */
  readonly key: string;
  /** Every token some selector requires or some declaration names: the only ones that decide a page's cut. */
  readonly deciding: Set<string>;
  private readonly parts: Part[];

  constructor(readonly css: string) {
    this.key = createHash('sha256').update(css).digest('hex');
    this.parts = partsOf(postcss.parse(css));
    this.deciding = declaredProperties(css);
    const collect = (parts: Part[]) => {
      for (const part of parts) {
        if ('parts' in part) collect(part.parts);
        else for (const required of part.alternatives ?? []) for (const token of required) this.deciding.add(token);
      }
    };
    collect(this.parts);
  }

  /**
   * The rules a page with `tokens` can use: each rule one of whose selectors' requirements the page meets, in the
   * stylesheet's order and blocks, and every at-rule that is not a condition (font faces, keyframes, layer order);
   * then the custom properties nothing kept reads, nor the page (see pruneUnusedProperties).
   */
  cut(tokens: ReadonlySet<string>): string {
    const kept = (parts: Part[]): string =>
      parts
        .map((part) => {
          if ('parts' in part) {
            const inner = kept(part.parts);
            return inner === '' ? '' : `${part.open}${inner}}`;
          }
          const { alternatives } = part;
          return alternatives === null || alternatives.some((required) => required.every((token) => tokens.has(token)))
            ? part.css
            : '';
        })
        .join('');
    return pruneUnusedProperties(
      kept(this.parts),
      [...tokens].filter((token) => token.startsWith('--')),
    );
  }
}

/** A page's stylesheet's address under the build folder: named by its content, as Vite names assets. */
export function pageStylesheetHref(css: string): string {
  return `/assets/style-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
}

/**
 * Gives each page a stylesheet of its own, cut from the site's for what its markup and its islands' code name (see
 * SiteStylesheet.cut) and written beside it: a browser then parses and matches only what the page can use, in the
 * frame it arrives in. An island's code names the classes of the markup it may add later (a form's errors, a
 * notification), so their rules stay. Pages that need the same rules link the same file. One per render worker;
 * `memo` keeps the cuts by the page's deciding tokens across workers and builds.
 */
export class PageStylesheets {
  private readonly sites = new Map<string, SiteStylesheet>();
  private readonly fileTokens = new Map<string, PageTokens>();
  private readonly decidingByIslands = new Map<string, ReadonlySet<string>>();
  private readonly written = new Set<string>();

  constructor(
    private readonly outDir: string,
    private readonly islands: IslandCode,
    private readonly memo?: CriticalCssMemo,
  ) {}

  /** The page with its link to the site stylesheet turned into a link to its own. */
  link(html: string): string {
    const siteHref = linkedStylesheetHref(html);
    const site = this.site(siteHref);
    const islandNames = [...new Set([...html.matchAll(ISLAND_NAMES)].map(([, name]) => name))].sort();
    const deciding = new Set(this.islandsDeciding(site, islandNames));
    for (const token of markupTokens(html)) if (site.deciding.has(token)) deciding.add(token);
    const sorted = [...deciding].sort();
    const key = createHash('sha256')
      .update(`page-stylesheet\0${site.key}\0${sorted.join(' ')}`)
      .digest('hex');
    let css = this.memo?.get(key);
    if (css === undefined) {
      css = site.cut(new Set(sorted));
      this.memo?.set(key, css);
    }
    const href = pageStylesheetHref(css);
    this.write(href, css);
    return html.replace(`href="${siteHref}"`, () => `href="${href}"`);
  }

  /**
   * The tokens the code of these islands (sorted names) names that decide a cut of `site`, found once per set of
   * islands: the code's own tokens run to thousands a chunk, and most pages share a few sets.
   */
  private islandsDeciding(site: SiteStylesheet, islandNames: readonly string[]): ReadonlySet<string> {
    const key = `${site.key}\0${islandNames.join(' ')}`;
    const known = this.decidingByIslands.get(key);
    if (known) return known;
    const files = islandNames.length === 0 ? [] : [...this.islands.anyIsland];
    for (const name of islandNames) {
      const chunks = this.islands.byIsland[name];
      // Without its code, the rules of what the island adds later would be cut away.
      if (!chunks) throw new Error(`the page has the island ${name}, which the client build has no chunk for`);
      files.push(...chunks);
    }
    const deciding = new Set<string>();
    for (const file of new Set(files)) {
      for (const token of this.tokensOfFile(file)) if (site.deciding.has(token)) deciding.add(token);
    }
    this.decidingByIslands.set(key, deciding);
    return deciding;
  }

  private site(href: string): SiteStylesheet {
    let site = this.sites.get(href);
    if (!site) {
      site = new SiteStylesheet(readFileSync(path.join(this.outDir, href), 'utf8'));
      this.sites.set(href, site);
    }
    return site;
  }

  private tokensOfFile(file: string): PageTokens {
    let tokens = this.fileTokens.get(file);
    if (!tokens) {
      tokens = codeTokens(readFileSync(path.join(this.outDir, file), 'utf8'));
      this.fileTokens.set(file, tokens);
    }
    return tokens;
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
