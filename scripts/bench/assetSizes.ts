import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { ImportType, initSync, parse } from 'es-module-lexer';
import { Parser } from 'htmlparser2';
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

/**
 * The scripts and stylesheets an HTML page loads up front: its external scripts, module preloads and stylesheets,
 * linked or inlined (a `<style data-href>` holds the named file). Disabled stylesheet links are never fetched.
 * Read with htmlparser2, so comments, `<template>`s' text, and attributes in any quoting or order read as a browser
 * reads them.
 */
export function declaredAssets(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
        if (name === 'style' && attrs['data-href']) styles.push(attrs['data-href']);
        else if (name === 'script' && attrs.src) scripts.push(attrs.src);
        else if (name === 'link' && attrs.href && rel.includes('modulepreload')) scripts.push(attrs.href);
        else if (name === 'link' && attrs.href && rel.includes('stylesheet') && !('disabled' in attrs))
          styles.push(attrs.href);
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return { scripts, styles };
}

/**
 * Relative files an ES module imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`),
 * read with es-module-lexer; dynamic imports (`import("./x.js")`) and `import.meta` are left out.
 */
export function staticImports(code: string): string[] {
  initSync();
  const [imports] = parse(code);
  return imports
    .filter((entry) => entry.t === ImportType.Static && entry.n !== undefined)
    .map((entry) => entry.n ?? '')
    .filter((specifier) => /^\.{1,2}\//.test(specifier));
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
