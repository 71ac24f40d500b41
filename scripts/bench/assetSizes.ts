import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { inlineJavaScript } from '../../src/engine/render/inlineScripts.ts';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface AssetGroup extends Size {
  files: string[];
}

export interface RouteSizes {
  route: string;
  js: AssetGroup;
  /** The JavaScript written into the HTML (the islands loader, on a page with room for it). */
  inlineJs: Size;
  css: AssetGroup;
  /** Scripts the page imports statically that its HTML does not preload: each costs a round trip. */
  notPreloaded: string[];
}

export interface ChunkSize extends Size {
  file: string;
}

const sizes = new Map<string, Size>();

/** Raw, gzip and brotli bytes of a file, with Node's default compression levels (gzip 6, brotli 11). */
export function fileSize(file: string): Size {
  const known = sizes.get(file);
  if (known) return known;
  const bytes = readFileSync(file);
  const size = { raw: bytes.length, gzip: gzipSync(bytes).length, brotli: brotliCompressSync(bytes).length };
  sizes.set(file, size);
  return size;
}

/**
 * Raw, gzip and brotli bytes of the JavaScript written into a page (see inlineJavaScript), each script compressed on
 * its own: the bytes it adds to the page, near enough, as the page is compressed whole.
 */
export function inlineJsSize(html: string): Size {
  const total: Size = { raw: 0, gzip: 0, brotli: 0 };
  for (const script of inlineJavaScript(html)) {
    total.raw += Buffer.byteLength(script);
    total.gzip += gzipSync(script).length;
    total.brotli += brotliCompressSync(script).length;
  }
  return total;
}

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, quoted] of tag.matchAll(/([\w-]+)(?:=("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
    found.set(name.toLowerCase(), (quoted ?? '').replace(/^["']|["']$/g, ''));
  }
  return found;
}

/**
 * The scripts and stylesheets an HTML page loads up front: its external scripts, module preloads and stylesheets,
 * linked or inlined (a `<style data-href>` holds the named file). Disabled stylesheet links are never fetched.
 */
export function declaredAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [, tagName, rest] of html.matchAll(/<(script|link|style)\b([^>]*)>/gi)) {
    const attrs = attributes(rest);
    if (tagName.toLowerCase() === 'style') {
      const href = attrs.get('data-href');
      if (href) styles.push(href);
    } else if (tagName.toLowerCase() === 'script') {
      const src = attrs.get('src');
      if (src) scripts.push(src);
    } else if (attrs.get('rel') === 'modulepreload' && attrs.get('href')) {
      scripts.push(attrs.get('href') ?? '');
    } else if (attrs.get('rel') === 'stylesheet' && attrs.get('href') && !attrs.has('disabled')) {
      styles.push(attrs.get('href') ?? '');
    }
  }
  return { scripts, styles };
}

/** Relative files a minified ES module imports statically (`import … from "./x.js"`); dynamic imports are left out. */
export function staticImports(code: string): string[] {
  const found = code.matchAll(/\b(?:import|export)\s*(?:[^"'();]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g);
  return [...found].map((match) => match[1]);
}

function sum(dir: string, files: readonly string[]): AssetGroup {
  const total: AssetGroup = { files: [...files], raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = fileSize(path.join(dir, file));
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/**
 * The initial JavaScript and CSS of a route of a built site: everything its HTML loads up front, plus any
 * module those scripts import statically (the browser must fetch those before anything runs), and the JavaScript
 * written into the HTML.
 */
export function routeSizes(dir: string, route: string, htmlFile: string): RouteSizes {
  const html = readFileSync(path.join(dir, htmlFile), 'utf8');
  const declared = declaredAssets(html);
  const toFile = (url: string) => url.replace(/^\//, '');
  const preloaded = new Set(declared.scripts.map(toFile));
  const scripts = new Set(preloaded);
  for (const file of scripts) {
    const code = readFileSync(path.join(dir, file), 'utf8');
    for (const specifier of staticImports(code)) scripts.add(path.posix.join(path.posix.dirname(file), specifier));
  }
  return {
    route,
    js: sum(dir, [...scripts]),
    inlineJs: inlineJsSize(html),
    css: sum(dir, declared.styles.map(toFile)),
    notPreloaded: [...scripts].filter((file) => !preloaded.has(file)),
  };
}

/** All the JavaScript a page runs up front: its script files and what is written into its HTML. */
export function initialJs(sizes: RouteSizes): AssetGroup {
  const { js, inlineJs } = sizes;
  return {
    files: js.files,
    raw: js.raw + inlineJs.raw,
    gzip: js.gzip + inlineJs.gzip,
    brotli: js.brotli + inlineJs.brotli,
  };
}

/** The largest JavaScript chunks of a built site by gzip size: the islands' code, loaded only where one starts. */
export function largestChunks(dir: string, count: number): ChunkSize[] {
  return readdirSync(path.join(dir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .map((file) => ({ file, ...fileSize(path.join(dir, file)) }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count);
}
