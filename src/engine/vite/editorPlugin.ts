import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { RenderedPage } from '../../core/renderedPage.ts';
import type { ContentSet } from '../content/session/contentSet.ts';
import { editorMiddleware, type EditorHost, type StepTimes } from '../editor/editorApi.ts';
import { withIslandLoader } from '../render/islandLoaderScript.ts';
import { composeDocument } from '../render/pageDocument.ts';
import { APP_FILES } from '../shared/appFiles.ts';
import type { ContentSource } from './contentSource.ts';
import { DEV_LOADER_TAG } from './devPagesPlugin.ts';

/** What the server entry offers the editor's preview (src/entry-server.tsx). */
interface DraftEntry {
  renderDraft(page: unknown, draftSite?: unknown): RenderedPage;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The editor's HTML document: its app's module and the session's token, through Vite's HTML transforms. */
function shellDocument(token: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="fernwise-edit-token" content="${escapeAttribute(token)}" />
    <meta name="robots" content="noindex" />
    <title>Fernwise page editor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="${APP_FILES.editorMain}"></script>
  </body>
</html>
`;
}

function editorHost(server: ViteDevServer, source: ContentSource): EditorHost {
  return {
    shell: (url, token) => server.transformIndexHtml(url, shellDocument(token)),
    async preview(file: string, data: unknown, content: ContentSet, times?: StepTimes) {
      const environment = server.environments.ssr;
      if (!isRunnableDevEnvironment(environment)) throw new Error('the server environment cannot run modules');
      const entry = (await environment.runner.import(APP_FILES.serverEntry)) as Partial<DraftEntry>;
      if (typeof entry.renderDraft !== 'function') throw new Error('the server entry has no renderDraft');
      const isSite = file === 'pages/_site.yaml';
      const page = isSite ? content.pages.find((each) => each.page.path === '/')?.page : data;
      if (page === undefined) throw new Error('the site has no home page to preview the site file on');
      times?.step('import');
      const rendered = entry.renderDraft(page, isSite ? data : undefined);
      times?.step('render');
      const address = isSite ? '/' : String((data as { path?: unknown }).path ?? '/');
      const template = withIslandLoader(
        await server.transformIndexHtml(address, readFileSync(path.join(source.root, 'index.html'), 'utf8')),
        DEV_LOADER_TAG,
      );
      times?.step('template');
      return composeDocument(template, rendered);
    },
  };
}

/**
 * The page editor on the dev server (never in a build): its HTML shell at /_edit and its JSON API under
 * /_edit/api/ (src/engine/editor/README.md), answered on loopback only.
 */
export function editorPlugin(source: ContentSource): Plugin {
  return {
    name: 'fernwise:editor',
    apply: 'serve',
    configureServer(server) {
      const port = () => {
        const address = server.httpServer?.address();
        return typeof address === 'object' && address !== null ? (address as AddressInfo).port : undefined;
      };
      server.middlewares.use(editorMiddleware(source, editorHost(server, source), port));
    },
  };
}
