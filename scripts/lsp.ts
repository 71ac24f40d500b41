import { createConnection, ProposedFeatures } from 'vscode-languageserver/node';
import { servePages } from '../src/engine/lsp/pageLanguageServer.ts';

// `npm run --silent lsp -- --stdio`: the language server for pages (src/engine/lsp/), over stdio (or the transport named by
// --node-ipc / --socket=, as vscode-languageserver reads them from the command line).
servePages(createConnection(ProposedFeatures.all));
