import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRunnableDevEnvironment, type Plugin } from 'vite';
import type { ServerEntry } from '../../core/renderedPage.ts';
import { formatDiagnostics, sortDiagnostics } from '../diagnostics/diagnostics.ts';
import {
  ISLAND_LOADER_URL,
  ISLANDS_RUNTIME_ENTRY,
  islandLoaderEntry,
  withIslandLoader,
} from '../render/islandLoaderScript.ts';
import { composeDocument } from '../render/pageDocument.ts';
import type { ContentSource } from './contentSource.ts';
import { APP_FILES } from '../shared/appFiles.ts';

const SERVER_ENTRY = APP_FILES.serverEntry;
/** The dev client's part of the edit loop: it shows a saved page again in place (see contentPlugin). */
export const DEV_CLIENT_MODULE = APP_FILES.devPageUpdates;
const STYLES_MODULE = APP_FILES.styles;

/**
 * The islands loader as the dev server's pages run it: inline, as the built pages do, with the modules Vite serves
 * (see islandLoaderScript.ts).
 */
export const DEV_LOADER_TAG = `<script type="module">${islandLoaderEntry(ISLAND_LOADER_URL, ISLANDS_RUNTIME_ENTRY)}</script>`;

/** Requests for pages: no file extension, and not one of Vite's own addresses. */
function isPageRequest(url: string): boolean {
  const pathname = url.split('?')[0];
  return !/^\/(@|src\/|node_modules\/)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Characters that would end the inline script early, escaped so the JSON stays one script. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The page shown while the content has problems: Vite's error overlay with every problem, over an empty page
 * that loads the dev client, so the fix reloads it. The problems were printed in the terminal when the file was
 * saved, so they are not printed again for each request.
 */
function problemsDocument(source: ContentSource): string {
  const diagnostics = source.current().diagnostics;
  const [first] = sortDiagnostics(diagnostics);
  const file = path.join(source.root, first.file);
  const error = {
    message: formatDiagnostics(diagnostics),
    stack: '',
    plugin: 'fernwise:content',
    id: file,
    loc: { file, line: first.line, column: first.column },
  };
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Content problems</title>
    <script type="module" src="/@vite/client"></script>
    <script type="module" src="${DEV_CLIENT_MODULE}"></script>
  </head>
  <body>
    <script type="module">
      import { ErrorOverlay } from '/@vite/client';
      document.body.appendChild(new ErrorOverlay(${scriptJson(error)}));
    </script>
  </body>
</html>
`;
}

/**
 * The dev server renders every page on the server, with the same code and template as the build, so what a
 * developer sees is the HTML the site ships, islands included. Aliases redirect and unknown addresses get the
 * not-found page with status 404, as in production; a page that throws shows the error screen with its stack.
 * While the content has problems, every page is the error overlay listing them.
 */
export function devPagesPlugin(source: ContentSource): Plugin {
  return {
    name: 'fernwise:dev-pages',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    // The site's pages only: the editor's shell (/_edit, editorPlugin.ts) loads its own app.
    transformIndexHtml: (_html, context) =>
      (context.path.startsWith('/_edit') ? [] : [STYLES_MODULE, DEV_CLIENT_MODULE]).map((src) => ({
        tag: 'script',
        attrs: { type: 'module', src },
        injectTo: 'head' as const,
      })),
    configureServer(server) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.url ?? '/';
          if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPageRequest(url)) return next();
          const environment = server.environments.ssr;
          if (!isRunnableDevEnvironment(environment)) return next();
          if (source.current().diagnostics.length > 0) {
            response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
            response.end(problemsDocument(source));
            return;
          }
          const template = withIslandLoader(
            await server.transformIndexHtml(url, readFileSync(path.join(source.root, 'index.html'), 'utf8')),
            DEV_LOADER_TAG,
          );
          let entry: ServerEntry;
          try {
            entry = (await environment.runner.import(SERVER_ENTRY)) as ServerEntry;
          } catch (error) {
            return next(error);
          }
          let status = 500;
          let document: string;
          try {
            // React Router answers the address (see src/app/siteRoutes.tsx): an alias with its redirect, an
            // unknown address with the not-found page and 404.
            const answer = await entry.render(url);
            if (answer.status === 301) {
              response.writeHead(301, { Location: answer.location });
              response.end();
              return;
            }
            status = answer.status;
            document = composeDocument(template, answer);
          } catch (error) {
            server.config.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
            document = composeDocument(template, { head: '', body: entry.renderError(error, url) });
          }
          response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end(document);
        });
      };
    },
  };
}
