import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { parse } from 'yaml';
import { NOT_FOUND_PATH, forgetSchemas, loadContent, type ContentSet } from './contentSet.ts';
import { blockCatalogue } from './blockCatalogue.ts';
import { formatDiagnostics, sortDiagnostics } from './diagnostics.ts';
import { qrCodeSvg } from './qrCode.ts';
import { pageBlockTypes } from '../app/pageBlockTypes.ts';
import type { Block } from '../generated/page.ts';
import { qrFileName } from '../ui/qrFileName.ts';

export const ROUTES_MODULE = 'virtual:fernwise/routes';
export const SITE_MODULE = 'virtual:fernwise/site';
export const CATALOGUE_MODULE = 'virtual:fernwise/catalogue';
const RESOLVED_PREFIX = '\0';

export interface PagesPluginOptions {
  /** Project root; pages/ and schema/ are read from it. */
  root: string;
  /** Override of the pages folder, for tests and benchmarks. */
  pagesDir?: string;
}

function routesModule(content: ContentSet, pagesDir: string, allBlockTypes: readonly string[]): string {
  const entries = content.pages.map(({ file, page }) => {
    const blockTypes = pageBlockTypes(page, allBlockTypes);
    const absolute = path.join(pagesDir, path.basename(file));
    return `  {
    path: ${JSON.stringify(page.path)},
    aliases: ${JSON.stringify(page.aliases ?? [])},
    blockTypes: ${JSON.stringify(blockTypes)},
    loadPage: () => import(${JSON.stringify(absolute)}).then((module) => module.default),
  }`;
  });
  return `export const routeEntries = [\n${entries.join(',\n')}\n];\nexport const NOT_FOUND_PATH = ${JSON.stringify(NOT_FOUND_PATH)};\n`;
}

/** The QR code images the app-download blocks show: public path → the https:// address it encodes. */
/** The QR images to emit: one per app-download block on a page or in a block example (the catalogue shows those). */
function qrCodes(content: ContentSet, root: string): Map<string, string> {
  const codes = new Map<string, string>();
  const examples = blockCatalogue(root).map((entry) => entry.example as Block);
  for (const block of [...content.pages.flatMap(({ page }) => page.blocks), ...examples]) {
    if (block.type === 'app-download') codes.set(qrFileName(block.qrUrl), block.qrUrl);
  }
  return codes;
}

/**
 * Serves pages/*.yaml to the app: validates every file against the schemas, turns each page into its own
 * module (so each route is its own chunk), and exposes the route table and the site file as virtual modules.
 * Invalid content fails the build, and shows in the dev server's overlay until it is fixed.
 */
export function pagesPlugin(options: PagesPluginOptions): Plugin {
  const pagesDir = path.resolve(options.pagesDir ?? path.join(options.root, 'pages'));
  const schemaDir = path.join(options.root, 'schema');
  let content: ContentSet | undefined;
  let server: ViteDevServer | undefined;

  const reload = (): ContentSet => {
    content = loadContent({ root: options.root, pagesDir, schemaDir });
    return content;
  };
  const current = (): ContentSet => content ?? reload();
  const failure = (set: ContentSet): Error =>
    Object.assign(new Error(`Invalid content:\n${formatDiagnostics(set.diagnostics)}`), { stack: '' });

  return {
    name: 'fernwise-pages',
    enforce: 'pre',

    buildStart() {
      const set = reload();
      if (set.diagnostics.length > 0) this.error(failure(set));
      this.addWatchFile(pagesDir);
    },

    resolveId(id) {
      if (id === ROUTES_MODULE || id === SITE_MODULE || id === CATALOGUE_MODULE) return RESOLVED_PREFIX + id;
      return undefined;
    },

    load(id) {
      if (id === RESOLVED_PREFIX + ROUTES_MODULE || id === RESOLVED_PREFIX + SITE_MODULE) {
        const set = current();
        if (set.diagnostics.length > 0) throw failure(set);
        return id.endsWith(ROUTES_MODULE)
          ? routesModule(
              set,
              pagesDir,
              blockCatalogue(options.root).map((entry) => entry.type),
            )
          : `export default ${JSON.stringify(set.site)};`;
      }
      if (id === RESOLVED_PREFIX + CATALOGUE_MODULE) {
        return `export default ${JSON.stringify(blockCatalogue(options.root))};`;
      }
      const file = id.split('?')[0];
      if (file.endsWith('.yaml') && path.dirname(file) === pagesDir) {
        const set = current();
        if (set.diagnostics.length > 0) throw failure(set);
        return `export default ${JSON.stringify(parse(readFileSync(file, 'utf8')))};`;
      }
      return undefined;
    },

    generateBundle() {
      // QR code images go into the client output only; the server bundle never serves files.
      if (this.environment.config.consumer !== 'client') return;
      for (const [file, url] of qrCodes(current(), options.root)) {
        this.emitFile({ type: 'asset', fileName: file.slice(1), source: qrCodeSvg(url) });
      }
    },

    configureServer(devServer) {
      server = devServer;
      devServer.middlewares.use((request, response, next) => {
        const url = qrCodes(current(), options.root).get((request.url ?? '').split('?')[0]);
        if (!url) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(qrCodeSvg(url));
      });
      const onChange = (file: string) => {
        const inPages = file.startsWith(pagesDir + path.sep) && /\.ya?ml$/.test(file);
        const inSchema = file.startsWith(schemaDir + path.sep) && file.endsWith('.json');
        if (!inPages && !inSchema) return;
        if (inSchema) forgetSchemas();
        const set = reload();
        const graph = server?.moduleGraph;
        for (const id of [
          RESOLVED_PREFIX + ROUTES_MODULE,
          RESOLVED_PREFIX + SITE_MODULE,
          RESOLVED_PREFIX + CATALOGUE_MODULE,
          file,
        ]) {
          const module = graph?.getModuleById(id);
          if (module) graph?.invalidateModule(module);
        }
        if (set.diagnostics.length > 0) {
          const [first] = sortDiagnostics(set.diagnostics);
          devServer.config.logger.error(formatDiagnostics(set.diagnostics));
          devServer.ws.send({
            type: 'error',
            err: {
              message: formatDiagnostics(set.diagnostics),
              stack: '',
              plugin: 'fernwise-pages',
              id: path.join(options.root, first.file),
              loc: { file: path.join(options.root, first.file), line: first.line, column: first.column },
            },
          });
        } else {
          devServer.ws.send({ type: 'full-reload' });
        }
      };
      devServer.watcher.add([pagesDir, schemaDir]);
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
  };
}
