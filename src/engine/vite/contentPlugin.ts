import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isRunnableDevEnvironment, type DevEnvironment, type Environment, type Plugin, type ViteDevServer } from 'vite';
import { parse } from 'yaml';
import type { Page } from '../../generated/page.ts';
import { isPublished } from '../../core/routePaths.ts';
import { blockCatalogue } from '../codegen/blockCatalogue.ts';
import { SITE_FILE, type ContentSet } from '../content/session/contentSet.ts';
import { formatDiagnostics, sortDiagnostics } from '../diagnostics/diagnostics.ts';
import {
  PAGE_DATA_DIR,
  pageDataName,
  writePageData,
  type PageOutline,
  type ValidatedSite,
} from '../content/session/pageData.ts';
import type { ContentChange } from '../content/session/validationSession.ts';
import { pageNamed, type ContentSource } from './contentSource.ts';
import { CONTENT_PLUGIN, type ContentPluginApi } from '../build/lentContent.ts';

export const ROUTES_MODULE = 'virtual:fernwise/routes';
export const SITE_MODULE = 'virtual:fernwise/site';
export const CATALOGUE_MODULE = 'virtual:fernwise/catalogue';
/** The custom HMR event the dev client (src/app/devPageUpdates.ts) listens to: pages to show again in place. */
export const CONTENT_UPDATE_EVENT = 'fernwise:content-update';
const RESOLVED = '\0';
const THEME_CSS_ID = `${RESOLVED}fernwise-theme.css`;

/** What the dev client is told after a content save: the addresses whose page changed. */
export interface ContentUpdate {
  /** The paths and aliases of the changed page, before and after the save. */
  paths: string[];
  /** The project-relative file that was saved. */
  file: string;
}

/**
 * The route table; a build leaves out the dev server's own pages (`devOnly`), so their addresses are not found.
 * In the dev server each page is a module of its own. A server bundle's build reads each page's data from a JSON
 * file in `pageDataDir` instead (written by writeBundle, or before the build by the build that lent the site):
 * the bundle's size and the bundler's work and memory stay the same however many pages there are, and a render
 * worker keeps no page it has rendered (an imported module stays loaded for the life of the process).
 */
function routesModule(outlines: PageOutline[], pagesDir: string, building: boolean, pageDataDir?: string): string {
  const pages = building ? outlines.filter(isPublished) : outlines;
  const entries = pages.map((page) => {
    const absolute = path.join(pagesDir, path.basename(page.file));
    const load = pageDataDir
      ? `readPage(${JSON.stringify(path.join(pageDataDir, pageDataName(page.file)))})`
      : `import(${JSON.stringify(absolute)}).then((module) => module.default)`;
    return `  {
    path: ${JSON.stringify(page.path)},
    aliases: ${JSON.stringify(page.aliases ?? [])},
    loadPage: () => ${load},
  }`;
  });
  const reader = pageDataDir
    ? // Read at once, not through libuv's thread pool, where a render worker's compression jobs queue ahead of it.
      `import { readFileSync } from 'node:fs';\nconst readPage = async (file) => JSON.parse(readFileSync(file, 'utf8'));\n`
    : '';
  return `${reader}export const routeEntries = [\n${entries.join(',\n')}\n];\n`;
}

/** The output folder of a server bundle's build, which gets the pages' data (see routesModule). */
function serverOutDirOf(environment: Environment): string | undefined {
  const { command, consumer, root, build } = environment.config;
  return command === 'build' && consumer === 'server' ? path.resolve(root, build.outDir) : undefined;
}

function failure(set: ContentSet): Error {
  return Object.assign(new Error(`Invalid content:\n${formatDiagnostics(set.diagnostics)}`), { stack: '' });
}

/** The part of the content that every page's module table depends on: the route table and the site file. */
function routeShape(set: ContentSet): string {
  return JSON.stringify([set.site, set.pages.map(({ file, page }) => [file, page.path, page.aliases ?? []])]);
}

function claimedPaths(set: ContentSet, file: string): string[] {
  const page: Page | undefined = set.pages.find((entry) => entry.file === file)?.page;
  return page ? [page.path, ...(page.aliases ?? [])] : [];
}

/**
 * Marks modules stale in the server rendering environment: in Vite's module graph, so they are transformed
 * again, and in the module runner, so they are evaluated again on their next import. With `importers`, the
 * modules that imported them are marked too, up to the server entry; the rest of the app (React, the blocks)
 * stays evaluated, so the next render costs only what changed.
 */
function invalidateForRendering(environment: DevEnvironment, ids: readonly string[], importers: boolean): void {
  const runnerModules = isRunnableDevEnvironment(environment) ? environment.runner.evaluatedModules : undefined;
  const seen = new Set<string>();
  const queue = [...ids];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const module = environment.moduleGraph.getModuleById(id);
    if (module) environment.moduleGraph.invalidateModule(module);
    const evaluated = runnerModules?.getModuleById(id);
    if (!evaluated) continue;
    runnerModules?.invalidateModule(evaluated);
    if (importers) queue.push(...evaluated.importers);
  }
}

/**
 * Serves pages/*.yaml to the app: every page becomes its own module, and the route table, the site file and the
 * block catalogue are virtual modules. Invalid content fails the build, and shows in the dev server's overlay
 * until it is fixed.
 *
 * In the dev server a save goes through Vite's `hotUpdate` hook: the validation session re-checks the saved file
 * and the links and paths across files, the page's modules are marked stale in the server rendering environment,
 * and the browser is told which addresses changed (CONTENT_UPDATE_EVENT): it fetches the page again and swaps its
 * `<main>` in place. A change to the site file, a schema, or any page's path reloads the browser instead. Each
 * problem is printed once, in the terminal and in the browser's error overlay.
 */
export function contentPlugin(source: ContentSource): Plugin<ContentPluginApi> {
  let server: ViteDevServer | undefined;
  /** What the browser last saw: the route table and site of the last valid content, and the problems shown. */
  let shown: { shape: string; problems: string } | undefined;
  let command: 'build' | 'serve' = 'build';

  const kindOf = (file: string): keyof ContentChange | undefined => {
    if (path.dirname(file) === source.pagesDir && /\.ya?ml$/.test(file)) return 'files';
    // Block schemas too (schema/blocks/*.json): the page schema and the block catalogue read them.
    if (file.startsWith(source.schemaDir + path.sep) && file.endsWith('.json')) return 'schemas';
    // A block's example is the catalogue's (/blocks) and is checked against its schema with them.
    if (file.startsWith(path.join(source.root, 'src/blocks') + path.sep) && file.endsWith('.example.yaml')) {
      return 'schemas';
    }
    if (file.startsWith(source.publicDir + path.sep)) return 'publicFiles';
    return undefined;
  };

  const onSave = (devServer: ViteDevServer, file: string): void => {
    const kind = kindOf(file);
    if (!kind) return;
    const relative = path.relative(source.root, file).split(path.sep).join('/');
    const before = source.current();
    shown ??= { shape: routeShape(before), problems: formatDiagnostics(before.diagnostics) };
    const pathsBefore = claimedPaths(before, relative);
    const { content, ms } = source.update(kind === 'files' ? { files: [file] } : { [kind]: true });
    const logger = devServer.config.logger;
    const ssr = devServer.environments.ssr;
    const client = devServer.environments.client;
    const problems = formatDiagnostics(content.diagnostics);
    // A file added to or removed from public/ matters to the pages only when it makes or clears a problem.
    if (kind === 'publicFiles' && problems === shown.problems) return;
    // Compared with the last valid content: a page with problems leaves the route table until it is fixed.
    const shape = content.diagnostics.length > 0 ? shown.shape : routeShape(content);
    const wholeSite = kind === 'schemas' || shape !== shown.shape || path.basename(file) === SITE_FILE;
    const stale = [file, RESOLVED + ROUTES_MODULE, RESOLVED + SITE_MODULE, RESOLVED + CATALOGUE_MODULE];
    if (ssr) invalidateForRendering(ssr, wholeSite ? stale : [file], wholeSite);
    if (wholeSite) invalidateForRendering(client, [THEME_CSS_ID], false);

    if (content.diagnostics.length > 0) {
      // Once per save, and only when something changed: a save that fixes nothing says nothing new.
      if (problems !== shown.problems) logger.error(problems, { timestamp: true });
      shown = { shape, problems };
      const [first] = sortDiagnostics(content.diagnostics);
      const location = path.join(source.root, first.file);
      client.hot.send({
        type: 'error',
        err: {
          message: problems,
          stack: '',
          plugin: 'fernwise:content',
          id: location,
          loc: { file: location, line: first.line, column: first.column },
        },
      });
      return;
    }
    const fixed = shown.problems !== '';
    shown = { shape, problems };
    logger.info(
      `${fixed ? 'content valid again' : wholeSite ? 'page reload' : 'page update'} ${relative} (checked in ${Math.round(ms)} ms)`,
      { timestamp: true },
    );
    if (wholeSite || kind !== 'files') {
      client.hot.send({ type: 'full-reload', path: '*' });
      return;
    }
    const update: ContentUpdate = {
      file: relative,
      paths: [...new Set([...pathsBefore, ...claimedPaths(content, relative)])],
    };
    client.hot.send({ type: 'custom', event: CONTENT_UPDATE_EVENT, data: update });
  };

  /** Where a server bundle's route table reads the pages' data: where the lending build wrote it, or writeBundle. */
  const pageDataDirOf = (lent: ValidatedSite | undefined, serverOutDir: string | undefined): string | undefined =>
    serverOutDir && (lent?.pageDataDir ?? path.join(serverOutDir, PAGE_DATA_DIR));
  const api: ContentPluginApi = { pagesDir: source.pagesDir, lend: (site) => source.lend(site) };
  return {
    name: CONTENT_PLUGIN,
    enforce: 'pre',
    api,

    // A server bundle's build writes the data of every page it routes to (see routesModule), unless the build
    // that lent the site has written it already; by hand, as Vite drops the assets a server build emits.
    writeBundle() {
      const serverOutDir = serverOutDirOf(this.environment);
      if (!serverOutDir || source.lent()) return;
      const dir = path.join(serverOutDir, PAGE_DATA_DIR);
      mkdirSync(dir, { recursive: true });
      for (const { file, page } of source.current().pages.filter((entry) => isPublished(entry.page))) {
        writePageData(dir, file, page);
      }
    },

    configResolved(config) {
      command = config.command;
    },

    buildStart() {
      // A lent site has been validated by the build that lent it, and stopped it if it had problems.
      // A build stops on invalid content. The dev server and Vitest start anyway: the dev server shows the problems
      // in its overlay until they are fixed, and a unit test run reports them in a test of their own
      // (tests/unit/content.test.ts) instead of failing before any test starts.
      const set = source.lent() ? undefined : source.current();
      if (set && set.diagnostics.length > 0 && command === 'build') this.error(failure(set));
      this.addWatchFile(source.pagesDir);
    },

    // Filters let the bundler skip these hooks for every other module without calling into JavaScript.
    resolveId: {
      filter: { id: /^virtual:fernwise\/(routes|site|catalogue)$/ },
      handler(id) {
        if (id === ROUTES_MODULE || id === SITE_MODULE || id === CATALOGUE_MODULE) return RESOLVED + id;
        return undefined;
      },
    },

    load: {
      filter: { id: /^\0virtual:fernwise\/|\.yaml(\?.*)?$/ },
      handler(id) {
        if (id === RESOLVED + CATALOGUE_MODULE) return `export default ${JSON.stringify(blockCatalogue(source.root))};`;
        const isPage = id.split('?')[0].endsWith('.yaml') && path.dirname(id.split('?')[0]) === source.pagesDir;
        if (id !== RESOLVED + ROUTES_MODULE && id !== RESOLVED + SITE_MODULE && !isPage) return undefined;
        const lent = source.lent();
        const set = lent ? undefined : source.current();
        if (set && set.diagnostics.length > 0) throw failure(set);
        if (id === RESOLVED + ROUTES_MODULE) {
          const building = this.environment.config.command === 'build';
          const pageDataDir = pageDataDirOf(lent, serverOutDirOf(this.environment));
          return routesModule(source.outlines(), source.pagesDir, building, pageDataDir);
        }
        if (id === RESOLVED + SITE_MODULE) return `export default ${JSON.stringify(source.site())};`;
        // The page as the content set validated it, without parsing its file a second time.
        const file = id.split('?')[0];
        const page = (set && pageNamed(set, path.basename(file))) ?? parse(readFileSync(file, 'utf8'));
        return `export default ${JSON.stringify(page)};`;
      },
    },

    configureServer(devServer) {
      server = devServer;
      // Outside the project root (tests, benchmarks), the pages folder is not watched unless added.
      devServer.watcher.add([source.pagesDir, source.schemaDir]);
    },

    // Called for each environment, the client's first, once per saved file: the client's call does the work,
    // and every call returns no modules, so Vite neither reloads the browser nor re-runs the whole server app.
    hotUpdate: {
      order: 'pre',
      handler({ file }) {
        if (!kindOf(file)) return undefined;
        if (this.environment.name === 'client' && server) onSave(server, file);
        return kindOf(file) === 'publicFiles' ? undefined : [];
      },
    },
  };
}
