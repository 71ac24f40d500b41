import { readFileSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  CodeActionKind,
  CompletionItemKind,
  InsertTextFormat,
  InsertTextMode,
  TextDocuments,
  TextDocumentSyncKind,
  type CodeAction,
  type CompletionItem,
  type Connection,
  type Diagnostic as LspDiagnostic,
  type InitializeParams,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getLanguageService, type LanguageService } from 'yaml-language-server';
import { validationSession, type ValidationSession } from '../content/session/validationSession.ts';
import { SITE_FILE } from '../content/session/contentSet.ts';
import { loadSchemaRegistry } from '../content/schema/schemaRegistry.ts';
import { sortDiagnostics, type Diagnostic } from '../diagnostics/diagnostics.ts';
import { blockItemColumn, blockSnippets, snippetText, type BlockSnippet } from './blockSnippets.ts';
import { isQuickFix, toLspDiagnostic } from './lspDiagnostics.ts';
import { shadowPages, type ShadowPages } from './shadowPages.ts';

/** The project folder the editor opened: its first workspace folder, else its root. */
function projectRoot(params: InitializeParams): string {
  const uri = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
  if (uri) return fileURLToPath(uri);
  return params.rootPath ?? process.cwd();
}

/** yaml-language-server's language service, with the project's schemas read from local files only. */
function yamlService(schemaDir: string, pagesDir: string, params: InitializeParams): LanguageService {
  const service = getLanguageService({
    // Only files: a schema elsewhere (a modeline's https: URL) is never fetched.
    schemaRequestService: (uri) =>
      uri.startsWith('file:')
        ? Promise.resolve(readFileSync(fileURLToPath(uri), 'utf8'))
        : Promise.reject(new Error(`not a local schema: ${uri}`)),
    workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
    clientCapabilities: params.capabilities,
  });
  const schemaUri = (name: string) => pathToFileURL(path.join(schemaDir, name)).href;
  // As .vscode/settings.json sets it for the editor: inside an empty mapping, whole skeletons before fields.
  service.configure({ validate: false, hover: true, completion: true, schemas: [], parentSkeletonSelectedFirst: true });
  service.registerCustomSchemaProvider((uri) => {
    const file = fileURLToPath(uri);
    if (path.dirname(file) !== pagesDir) return Promise.resolve([]);
    return Promise.resolve(
      path.basename(file) === SITE_FILE ? schemaUri('site.schema.json') : schemaUri('page.schema.json'),
    );
  });
  return service;
}

/**
 * Serves the pages of one project over `connection`: yaml-language-server's completion and hover against the
 * project's schemas, the project's own validator on every change (open buffers over the files on disk, with the
 * checks across files), a did-you-mean as a quick fix, and each block type once as a snippet at a new block.
 */
export function servePages(connection: Connection): void {
  const documents = new TextDocuments(TextDocument);
  let root = process.cwd();
  let pagesDir = '';
  let schemaDir = '';
  let shadow: ShadowPages | undefined;
  let session: ValidationSession | undefined;
  let service: LanguageService | undefined;
  let snippets: BlockSnippet[] | undefined;
  let initializeParams: InitializeParams | undefined;
  const watchers: FSWatcher[] = [];
  let published = new Map<string, string>();
  const pendingFiles = new Set<string>();
  const pendingUris = new Set<string>();
  let pendingSchemas = false;
  let pendingPublic = false;
  let scheduled = false;

  const pageName = (uri: string): string | undefined => {
    if (!uri.startsWith('file:')) return undefined;
    const file = fileURLToPath(uri);
    return path.dirname(file) === pagesDir && /\.ya?ml$/.test(file) ? path.basename(file) : undefined;
  };

  const linesOf = (file: string): string[] => {
    const open = documents.get(pathToFileURL(path.join(root, file)).href);
    if (open) return open.getText().split(/\r?\n/);
    try {
      return readFileSync(path.join(shadow?.root ?? root, file), 'utf8').split(/\r?\n/);
    } catch {
      return [];
    }
  };

  const publish = (diagnostics: readonly Diagnostic[], edited: ReadonlySet<string>) => {
    const byFile = new Map<string, Diagnostic[]>();
    for (const found of sortDiagnostics(diagnostics))
      byFile.set(found.file, [...(byFile.get(found.file) ?? []), found]);
    const next = new Map<string, string>();
    const sent: { uri: string; diagnostics: LspDiagnostic[]; version?: number }[] = [];
    for (const [file, found] of byFile) {
      const uri = pathToFileURL(path.join(root, file)).href;
      const lines = linesOf(file);
      const converted = found.map((one) => toLspDiagnostic(one, lines));
      const key = JSON.stringify(converted);
      next.set(uri, key);
      if (published.get(uri) !== key || edited.has(uri)) sent.push({ uri, diagnostics: converted });
    }
    for (const uri of new Set([...published.keys(), ...edited])) {
      if (!next.has(uri)) sent.push({ uri, diagnostics: [] });
    }
    published = next;
    // An open file's diagnostics name the version of its text they were found in.
    for (const one of sent) void connection.sendDiagnostics({ ...one, version: documents.get(one.uri)?.version });
  };

  const validate = () => {
    scheduled = false;
    if (!session || !shadow) return;
    const files = [...pendingFiles].map((name) => path.join(shadow?.pagesDir ?? '', name));
    const edited = new Set(pendingUris);
    const change = { files, schemas: pendingSchemas, publicFiles: pendingPublic };
    pendingFiles.clear();
    pendingUris.clear();
    pendingSchemas = false;
    pendingPublic = false;
    try {
      publish(session.update(change).content.diagnostics, edited);
    } catch (error) {
      connection.console.error(
        `validation failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  };

  /** Checks again once the current burst of events is handled: edits that arrive together are checked once. */
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(validate);
  };

  const diskChanged = (name?: string | null) => {
    if (!shadow) return;
    for (const changed of shadow.sync()) pendingFiles.add(changed);
    if (name && /\.ya?ml$/.test(name) && !documents.get(pathToFileURL(path.join(pagesDir, name)).href)) {
      pendingFiles.add(name);
    }
    schedule();
  };

  connection.onInitialize((params) => {
    root = projectRoot(params);
    pagesDir = path.join(root, 'pages');
    schemaDir = path.join(root, 'schema');
    shadow = shadowPages(pagesDir);
    session = validationSession({
      root: shadow.root,
      pagesDir: shadow.pagesDir,
      schemaDir,
      publicDir: path.join(root, 'public'),
    });
    service = yamlService(schemaDir, pagesDir, params);
    initializeParams = params;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        completionProvider: { triggerCharacters: [' ', ':', '-'] },
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
      },
      serverInfo: { name: 'fernwise-pages' },
    };
  });

  connection.onInitialized(() => {
    const watchFolder = (folder: string, recursive: boolean, changed: (name: string | null) => void) => {
      try {
        watchers.push(watch(folder, { recursive }, (_event, name) => changed(name)));
      } catch (error) {
        connection.console.warn(`not watching ${folder}: ${String(error)}`);
      }
    };
    watchFolder(pagesDir, false, diskChanged);
    watchFolder(schemaDir, true, () => {
      pendingSchemas = true;
      // Completion, hover and the block snippets read the schemas afresh too.
      snippets = undefined;
      if (initializeParams) service = yamlService(schemaDir, pagesDir, initializeParams);
      schedule();
    });
    watchFolder(path.join(root, 'public'), true, () => {
      pendingPublic = true;
      schedule();
    });
    schedule();
  });

  connection.onDidChangeWatchedFiles((params) => {
    for (const change of params.changes) diskChanged(path.basename(fileURLToPath(change.uri)));
  });

  documents.onDidChangeContent(({ document }) => {
    const name = pageName(document.uri);
    if (!name || !shadow) return;
    shadow.open(name, document.getText());
    pendingFiles.add(name);
    pendingUris.add(document.uri);
    schedule();
  });

  documents.onDidClose(({ document }) => {
    const name = pageName(document.uri);
    if (!name || !shadow) return;
    shadow.close(name);
    pendingFiles.add(name);
    pendingUris.add(document.uri);
    schedule();
  });

  const blockItems = (dash: number, line: number, character: number, before: string): CompletionItem[] => {
    snippets ??= blockSnippets(root, schemaDir, loadSchemaRegistry(schemaDir));
    const space = before.endsWith('-') ? ' ' : '';
    const at = { line, character };
    return snippets.map((block) => ({
      label: block.type,
      kind: CompletionItemKind.Snippet,
      detail: `${block.type} block`,
      documentation: {
        kind: 'markdown',
        value: `${block.description}\n\n\`\`\`yaml\n- ${block.lines.join('\n  ')}\n\`\`\``,
      },
      sortText: block.type === 'hero' ? '0' : `1${block.type}`,
      filterText: block.type,
      insertTextFormat: InsertTextFormat.Snippet,
      insertTextMode: InsertTextMode.asIs,
      textEdit: { range: { start: at, end: at }, newText: space + snippetText(block, dash + 2) },
    }));
  };

  connection.onCompletion(async ({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (!document || !service || !pageName(textDocument.uri)) return null;
    const lines = document.getText().split(/\r?\n/);
    const dash =
      pageName(textDocument.uri) === SITE_FILE ? undefined : blockItemColumn(lines, position.line, position.character);
    if (dash !== undefined) {
      const before = lines[position.line].slice(0, position.character);
      return { isIncomplete: false, items: blockItems(dash, position.line, position.character, before) };
    }
    return service.doComplete(document, position, false);
  });

  connection.onHover(async ({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (!document || !service || !pageName(textDocument.uri)) return null;
    return service.doHover(document, position);
  });

  connection.onCodeAction(({ textDocument, context }) =>
    context.diagnostics.flatMap((found): CodeAction[] => {
      if (!isQuickFix(found.data)) return [];
      return [
        {
          title: found.data.title,
          kind: CodeActionKind.QuickFix,
          diagnostics: [found],
          isPreferred: true,
          edit: { changes: { [textDocument.uri]: [found.data.edit] } },
        },
      ];
    }),
  );

  const stop = () => {
    for (const watcher of watchers.splice(0)) watcher.close();
    shadow?.dispose();
    shadow = undefined;
  };
  connection.onShutdown(stop);
  // The temporary folder goes however the process ends (the editor closing the stream exits it too).
  process.on('exit', stop);

  documents.listen(connection);
  connection.listen();
}
