// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageServerClient } from '../support/languageServer';
import { PROJECT_ROOT } from '../support/paths';

interface Diagnostic {
  message: string;
  range: { start: { line: number; character: number } };
}

const MODELINE = '# yaml-language-server: $schema=../schema/page.schema.json';
const SITE_MODELINE = '# yaml-language-server: $schema=../schema/site.schema.json';
// A page that is not on disk: the server reads the schema from the modeline, relative to this address.
const uri = pathToFileURL(path.join(PROJECT_ROOT, 'pages/editor-check.yaml')).href;
const text = [
  MODELINE,
  'path: /editor-check',
  'title: Editor check',
  'description: A page written only to check that the editor flags mistakes and offers completions.',
  'blocks:',
  '  - type: hero',
  '    titel: Misspelled on purpose',
  '    ',
  '',
].join('\n');

let client: LanguageServerClient;

beforeAll(async () => {
  client = new LanguageServerClient();
  await client.request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(PROJECT_ROOT).href,
    capabilities: { textDocument: { completion: { completionItem: { snippetSupport: false } } } },
  });
  client.notify('initialized', {});
  client.notify('workspace/didChangeConfiguration', {
    settings: { yaml: { validate: true, completion: true, hover: true } },
  });
});

afterAll(() => {
  client?.stop();
});

describe('editor support through yaml-language-server', () => {
  it('every YAML file in pages/ starts with a modeline pointing at its schema', () => {
    for (const name of readdirSync(path.join(PROJECT_ROOT, 'pages')).filter((file) => file.endsWith('.yaml'))) {
      const firstLine = readFileSync(path.join(PROJECT_ROOT, 'pages', name), 'utf8').split('\n')[0];
      expect(firstLine, name).toBe(name === '_site.yaml' ? SITE_MODELINE : MODELINE);
    }
  });

  it('reports a misspelled property in a block', async () => {
    const diagnostics = client.waitFor<{ uri: string; diagnostics: Diagnostic[] }>(
      'textDocument/publishDiagnostics',
      (params) => params.uri === uri && params.diagnostics.length > 0,
    );
    client.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    const { diagnostics: found } = await diagnostics;
    const titel = found.find((diagnostic) => diagnostic.message.includes('titel'));
    expect(titel, JSON.stringify(found)).toBeDefined();
    expect(titel?.range.start.line).toBe(6);
  }, 30_000);

  it("offers the block's property names inside a block", async () => {
    const result = await client.request<{ items: { label: string }[] } | { label: string }[]>(
      'textDocument/completion',
      {
        textDocument: { uri },
        position: { line: 7, character: 4 },
      },
    );
    const labels = (Array.isArray(result) ? result : result.items).map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['title', 'subtitle', 'actions', 'image']));
  }, 30_000);
});
