import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { isRunnableDevEnvironment, type Plugin, type ViteDevServer } from 'vite';
import type { RenderedPage } from '../../core/renderedPage.ts';
import type { ContentSet } from '../content/session/contentSet.ts';
import { editorMiddleware, type EditorHost, type StepTimes } from '../editor/editorApi.ts';
import { previewFrameHead, previewUpdate } from '../editor/previewFrame.ts';
import { withIslandLoader } from '../render/islandLoaderScript.ts';
import { composeDocument } from '../render/pageDocument.ts';
import { APP_FILES } from '../shared/appFiles.ts';
import type { ContentSource } from './contentSource.ts';

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

/** Whether a module of the client's graph is a stylesheet. */
const isStylesheet = (url: string) => /\.css($|\?)/.test(url);

/**
 * The site's stylesheet as the dev server serves it, in one text: every stylesheet the styles module imports, in
 * its order, each as Vite has compiled it (the CSS modules' class names as the server render writes them). Vite
 * keeps each transform until its file changes, so only the first call compiles.
 */
async function siteStylesheet(server: ViteDevServer): Promise<string> {
  const client = server.environments.client;
  await client.transformRequest(APP_FILES.styles);
  const styles = await client.moduleGraph.getModuleByUrl(APP_FILES.styles);
  if (!styles) throw new Error(`the dev server has no module ${APP_FILES.styles}`);
  const parts: string[] = [];
  for (const imported of styles.importedModules) {
    if (!isStylesheet(imported.url)) continue;
    const code = (await client.transformRequest(imported.url))?.code ?? '';
    // How Vite's dev server hands a stylesheet to its client: `const __vite__css = "<the compiled CSS>"`.
    const compiled = /^const __vite__css = (".*")$/m.exec(code)?.[1];
    if (compiled === undefined) throw new Error(`the stylesheet ${imported.url} could not be read for the preview`);
    parts.push(JSON.parse(compiled) as string);
  }
  return parts.join('\n');
}

function editorHost(server: ViteDevServer, source: ContentSource): EditorHost {
  let template: { source: string; page: string } | undefined;
  /** index.html with the islands loader left out: the frame runs no module of the dev server. */
  const pageTemplate = (): string => {
    const text = readFileSync(path.join(source.root, 'index.html'), 'utf8');
    if (template?.source !== text) template = { source: text, page: withIslandLoader(text, '') };
    return template.page;
  };
  return {
    shell: (url, token) => server.transformIndexHtml(url, shellDocument(token)),
    async preview(file: string, data: unknown, content: ContentSet, times?: StepTimes, whole = true) {
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
      if (!whole) return previewUpdate(rendered);
      const css = await siteStylesheet(server);
      times?.step('stylesheet');
      return composeDocument(pageTemplate(), { head: previewFrameHead(css) + rendered.head, body: rendered.body });
    },
  };
}

/**
 * The fonts the site's stylesheet names, readable by the preview frame: its opaque origin sends `Origin: null`,
 * and a font is fetched in CORS mode. Fonts only: every other module stays unreadable to it.
 */
function fontsForThePreview(request: IncomingMessage, response: ServerResponse, next: () => void): void {
  const url = request.url?.split('?')[0] ?? '';
  if (request.headers.origin === 'null' && request.headers['sec-fetch-dest'] === 'font' && /\.woff2?$/.test(url)) {
    response.setHeader('Access-Control-Allow-Origin', '*');
  }
  next();
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
      server.middlewares.use(fontsForThePreview);
      server.middlewares.use(editorMiddleware(source, editorHost(server, source), port));
    },
  };
}
