import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isRunnableDevEnvironment, type Plugin } from 'vite';
import { matchRoute } from '../../core/routeMatch.ts';
import type { ServerEntry } from '../../core/renderedPage.ts';
import { composeDocument } from '../pageDocument.ts';

const SERVER_ENTRY = '/src/entry-server.tsx';

/** Requests for pages: no file extension, and not one of Vite's own addresses. */
function isPageRequest(url: string): boolean {
  const pathname = url.split('?')[0];
  return !/^\/(@|src\/|node_modules\/)/.test(pathname) && !/\.[a-z0-9]+$/i.test(pathname);
}

/**
 * The dev server renders every page on the server, with the same code and template as the build, so what a
 * developer sees is the HTML the site ships, islands included. Aliases redirect and unknown addresses get the
 * not-found page with status 404, as in production; a page that throws shows the error screen with its stack.
 */
export function devPagesPlugin(root: string): Plugin {
  return {
    name: 'fernwise:dev-pages',
    apply: 'serve',
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      return () => {
        server.middlewares.use(async (request, response, next) => {
          const url = request.url ?? '/';
          if ((request.method !== 'GET' && request.method !== 'HEAD') || !isPageRequest(url)) return next();
          const environment = server.environments.ssr;
          if (!isRunnableDevEnvironment(environment)) return next();
          const template = await server.transformIndexHtml(url, readFileSync(path.join(root, 'index.html'), 'utf8'));
          let entry: ServerEntry;
          try {
            entry = (await environment.runner.import(SERVER_ENTRY)) as ServerEntry;
          } catch (error) {
            return next(error);
          }
          const [pathname, query = ''] = url.split('?');
          const match = matchRoute(entry.routeEntries, pathname);
          if (match.kind === 'alias') {
            response.writeHead(301, { Location: match.location + (query ? `?${query}` : '') });
            response.end();
            return;
          }
          let status = 500;
          let document: string;
          try {
            const page = await entry.render(match.entry.path);
            status = page.status;
            document = composeDocument(template, page);
          } catch (error) {
            server.config.logger.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
            document = composeDocument(template, { head: '', body: entry.renderError(error) });
          }
          response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8' });
          response.end(document);
        });
      };
    },
  };
}
