// The Fernwise pages extension: starts the project's language server (`npx tsx scripts/lsp.ts --stdio`, see
// src/engine/lsp/) in the workspace folder and hands it the YAML files of pages/. Plain JavaScript, run as is.
const vscode = require('vscode');
const { LanguageClient } = require('vscode-languageclient/node');

/** @type {LanguageClient | undefined} */
let client;

/** @param {import('vscode').ExtensionContext} context */
async function activate(context) {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) return;
  const cwd = folder.uri.fsPath;
  // A glob takes forward slashes, on Windows too.
  const pages = `${cwd.replace(/\\/g, '/')}/pages/*.{yaml,yml}`;
  client = new LanguageClient(
    'fernwisePages',
    'Fernwise pages',
    {
      command: 'npx',
      args: ['tsx', 'scripts/lsp.ts', '--stdio'],
      options: { cwd, shell: process.platform === 'win32' },
    },
    {
      documentSelector: [{ scheme: 'file', language: 'yaml', pattern: pages }],
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/pages/*.{yaml,yml}') },
    },
  );
  context.subscriptions.push(client);
  await client.start();
}

async function deactivate() {
  await client?.stop();
}

module.exports = { activate, deactivate };
