import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';
import { APP_FILES } from '../shared/appFiles.ts';
import { escapeRegExp } from '../shared/escapeRegExp.ts';
import { inlineWithinLimit } from './inliningLimit.ts';

/** The islands loader's module, as the dev server serves it: the part of the islands runtime every page runs first. */
export const ISLAND_LOADER_URL = APP_FILES.islandLoader;

/** The islands runtime's module, the page entry of index.html, which the loader imports once the page has loaded. */
export const ISLANDS_RUNTIME_ENTRY = APP_FILES.islandsRuntime;

/** Where index.html has the page's script: the islands loader, inline or linked. */
export const ISLAND_LOADER_PLACE = '<!--islands-loader-->';

/** Where the build writes the loader for pages it does not fit in, under the build folder. */
const LOADER_FILE_PREFIX = 'assets/islands-loader-';

/** The module that starts the loader, with `loaderModule` and `runtimeUrl` as the page's browser resolves them. */
export function islandLoaderEntry(loaderModule: string, runtimeUrl: string): string {
  return (
    `import { startIslandLoader } from ${JSON.stringify(loaderModule)};\n` +
    `startIslandLoader(() => import(${JSON.stringify(runtimeUrl)}));\n`
  );
}

const ENTRY_ID = '\0fernwise:island-loader';

/**
 * The islands loader of the project at `root` compiled into one small script that imports nothing until it imports
 * the islands runtime from `runtimeUrl`: what it uses of the site's modules is bundled in, so a page can carry it inline.
 */
export async function compileIslandLoader(root: string, runtimeUrl: string): Promise<string> {
  const { output } = await build({
    input: ENTRY_ID,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'fernwise:island-loader-entry',
        resolveId: (id) => (id === ENTRY_ID ? id : id === runtimeUrl ? { id, external: true } : null),
        load: (id) => (id === ENTRY_ID ? islandLoaderEntry(path.join(root, ISLAND_LOADER_URL), runtimeUrl) : null),
      },
    ],
    output: { format: 'esm', minify: true },
  });
  const [chunk, ...more] = output;
  if (chunk.type !== 'chunk' || more.length > 0 || chunk.imports.length > 0) {
    throw new Error('the islands loader must compile to one script that imports nothing before the page has loaded');
  }
  const code = chunk.code.replace(/\/\* @__PURE__ \*\/ ?/g, '').trim();
  // An inline script's text ends at the first `</script`, and `<!--` changes how the parser reads it.
  if (/<\/script|<!--/i.test(code)) throw new Error('the compiled islands loader cannot be written into a page');
  return code;
}

/** The loader's file under the build folder, named by its content like every asset, so it is cached for good. */
export function islandLoaderFile(code: string): string {
  const digest = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  return `${LOADER_FILE_PREFIX}${digest}.js`;
}

/**
 * The address of the islands runtime in a client build at `clientDir`, from the build's manifest: the chunk of
 * its entry src/entry-client.ts.
 */
export function islandsRuntimeUrl(clientDir: string): string {
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  const entry = manifest[ISLANDS_RUNTIME_ENTRY.slice(1)];
  if (!entry?.isEntry) throw new Error(`the client build has no entry chunk for ${ISLANDS_RUNTIME_ENTRY}`);
  return `/${entry.file}`;
}

/** The template with its islands loader's place (ISLAND_LOADER_PLACE) taken by `loaderTag`. */
export function withIslandLoader(template: string, loaderTag: string): string {
  if (!template.includes(ISLAND_LOADER_PLACE)) throw new Error(`the page template lacks ${ISLAND_LOADER_PLACE}`);
  return template.replace(ISLAND_LOADER_PLACE, () => loaderTag);
}

/**
 * The loader as a file: its tag, fetched at low priority, after the page's own stylesheet and images; nothing on
 * the first screen waits for it.
 */
export function linkedLoaderTag(file: string): string {
  return `<script type="module" crossorigin fetchpriority="low" src="/${file}"></script>`;
}

/** Loader code by file, kept for the life of a render worker. */
const loaderCode = new Map<string, string>();

/**
 * The page with its islands loader (see linkedLoaderTag) written into it, when the page stays within the inlining
 * limit with it (see inliningLimit.ts): a script of the page's own costs no request, so nothing at all is fetched
 * for JavaScript before the page has loaded. A page too long for it keeps the link (the home page).
 */
export function inlineIslandLoader(html: string, outDir: string): string {
  return inlineWithinLimit(html, [(page) => withIslandLoaderInlined(page, outDir)]);
}

/** The page with its islands loader written into it as inlineIslandLoader does, whatever its size; null without one. */
export function withIslandLoaderInlined(html: string, outDir: string): string | null {
  const linked = new RegExp(
    `<script type="module"[^>]*\\ssrc="/(${escapeRegExp(LOADER_FILE_PREFIX)}[\\w-]+\\.js)"[^>]*></script>`,
  ).exec(html);
  if (!linked) return null;
  let code = loaderCode.get(linked[1]);
  if (code === undefined) {
    code = readFileSync(path.join(outDir, linked[1]), 'utf8');
    loaderCode.set(linked[1], code);
  }
  return (
    html.slice(0, linked.index) + `<script type="module">${code}</script>` + html.slice(linked.index + linked[0].length)
  );
}
