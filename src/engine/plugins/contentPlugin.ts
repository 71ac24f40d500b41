import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { parse } from 'yaml';
import { blockCatalogue } from '../blockCatalogue.ts';
import { forgetSchemas, type ContentSet } from '../contentSet.ts';
import { formatDiagnostics, sortDiagnostics } from '../diagnostics.ts';
import { pageNamed, type ContentSource } from './contentSource.ts';

export const ROUTES_MODULE = 'virtual:fernwise/routes';
export const SITE_MODULE = 'virtual:fernwise/site';
export const CATALOGUE_MODULE = 'virtual:fernwise/catalogue';
const RESOLVED = '\0';

function routesModule(content: ContentSet, pagesDir: string): string {
  const entries = content.pages.map(({ file, page }) => {
    const absolute = path.join(pagesDir, path.basename(file));
    return `  {
    path: ${JSON.stringify(page.path)},
    aliases: ${JSON.stringify(page.aliases ?? [])},
    loadPage: () => import(${JSON.stringify(absolute)}).then((module) => module.default),
  }`;
  });
  return `export const routeEntries = [\n${entries.join(',\n')}\n];\n`;
}

function failure(set: ContentSet): Error {
  return Object.assign(new Error(`Invalid content:\n${formatDiagnostics(set.diagnostics)}`), { stack: '' });
}

/**
 * Serves pages/*.yaml to the app: every page becomes its own module, and the route table, the site file and the
 * block catalogue are virtual modules. Invalid content fails the build, and shows in the dev server's overlay
 * until it is fixed.
 */
export function contentPlugin(source: ContentSource): Plugin {
  let server: ViteDevServer | undefined;
  return {
    name: 'fernwise:content',
    enforce: 'pre',

    buildStart() {
      const set = source.reload();
      if (set.diagnostics.length > 0) this.error(failure(set));
      this.addWatchFile(source.pagesDir);
    },

    resolveId(id) {
      if (id === ROUTES_MODULE || id === SITE_MODULE || id === CATALOGUE_MODULE) return RESOLVED + id;
      return undefined;
    },

    load(id) {
      if (id === RESOLVED + CATALOGUE_MODULE) return `export default ${JSON.stringify(blockCatalogue(source.root))};`;
      const isPage = id.split('?')[0].endsWith('.yaml') && path.dirname(id.split('?')[0]) === source.pagesDir;
      if (id !== RESOLVED + ROUTES_MODULE && id !== RESOLVED + SITE_MODULE && !isPage) return undefined;
      const set = source.current();
      if (set.diagnostics.length > 0) throw failure(set);
      if (id === RESOLVED + ROUTES_MODULE) return routesModule(set, source.pagesDir);
      if (id === RESOLVED + SITE_MODULE) return `export default ${JSON.stringify(set.site)};`;
      // The page as the content set validated it, without parsing its file a second time.
      const file = id.split('?')[0];
      const page = pageNamed(set, path.basename(file)) ?? parse(readFileSync(file, 'utf8'));
      return `export default ${JSON.stringify(page)};`;
    },

    configureServer(devServer) {
      server = devServer;
      const onChange = (file: string) => {
        const inPages = file.startsWith(source.pagesDir + path.sep) && /\.ya?ml$/.test(file);
        const inSchema = file.startsWith(source.schemaDir + path.sep) && file.endsWith('.json');
        if (!inPages && !inSchema) return;
        if (inSchema) forgetSchemas();
        const set = source.reload();
        for (const environment of Object.values(server?.environments ?? {})) {
          for (const id of [RESOLVED + ROUTES_MODULE, RESOLVED + SITE_MODULE, RESOLVED + CATALOGUE_MODULE, file]) {
            const module = environment.moduleGraph.getModuleById(id);
            if (module) environment.moduleGraph.invalidateModule(module);
          }
        }
        if (set.diagnostics.length > 0) {
          const [first] = sortDiagnostics(set.diagnostics);
          const message = formatDiagnostics(set.diagnostics);
          devServer.config.logger.error(message);
          const location = path.join(source.root, first.file);
          devServer.ws.send({
            type: 'error',
            err: {
              message,
              stack: '',
              plugin: 'fernwise:content',
              id: location,
              loc: { file: location, line: first.line, column: first.column },
            },
          });
        } else {
          devServer.ws.send({ type: 'full-reload' });
        }
      };
      devServer.watcher.add([source.pagesDir, source.schemaDir]);
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
    },
  };
}
