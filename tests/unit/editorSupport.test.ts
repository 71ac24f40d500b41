import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSchemaRegistry } from '../../src/engine/content/schema/schemaRegistry';
import { LanguageServerClient } from '../support/languageServer';
import { PROJECT_ROOT } from '../support/paths';
import { diagnoseEditedSite } from '../support/validateFixture';

interface Diagnostic {
  message: string;
  range: { start: { line: number; character: number } };
}

interface CompletionItem {
  label: string;
  sortText?: string;
  insertText?: string;
}

const MODELINE = '# yaml-language-server: $schema=../schema/page.schema.json';
const SITE_MODELINE = '# yaml-language-server: $schema=../schema/site.schema.json';
const HEAD = [
  MODELINE,
  'path: /editor-check',
  'title: Editor check',
  'description: A page written only to check that the editor flags mistakes and offers completions.',
  'blocks:',
];
// Pages that are not on disk: the server reads the schema from the modeline, relative to their address.
const pageUri = (name: string) => pathToFileURL(path.join(PROJECT_ROOT, `pages/${name}.yaml`)).href;
const uri = pageUri('editor-check');
const text = [...HEAD, '  - type: hero', '    titel: Misspelled on purpose', '    ', '  - ', ''].join('\n');

const registry = loadSchemaRegistry(path.join(PROJECT_ROOT, 'schema'));

/** The workspace settings in .vscode/settings.json, by section as the server asks for them (`{ yaml: { … } }`). */
function projectSettings(): Record<string, unknown> {
  const flat = JSON.parse(readFileSync(path.join(PROJECT_ROOT, '.vscode/settings.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const nested: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flat)) {
    const parts = key.split('.');
    let target = nested;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts.at(-1) as string] = value;
  }
  return nested;
}

async function startServer(settings?: Record<string, unknown>): Promise<LanguageServerClient> {
  const server = new LanguageServerClient(settings);
  await server.request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(PROJECT_ROOT).href,
    capabilities: {
      workspace: { configuration: settings !== undefined },
      textDocument: { completion: { completionItem: { snippetSupport: true } } },
    },
  });
  server.notify('initialized', {});
  server.notify('workspace/didChangeConfiguration', { settings: settings ?? {} });
  return server;
}

async function complete(server: LanguageServerClient, line: number, character: number): Promise<CompletionItem[]> {
  const result = await server.request<{ items: CompletionItem[] } | CompletionItem[]>('textDocument/completion', {
    textDocument: { uri },
    position: { line, character },
  });
  return Array.isArray(result) ? result : result.items;
}

function open(server: LanguageServerClient, documentUri: string, content: string): Promise<Diagnostic[]> {
  const published = server.waitFor<{ uri: string; diagnostics: Diagnostic[] }>(
    'textDocument/publishDiagnostics',
    (params) => params.uri === documentUri && params.diagnostics.length > 0,
  );
  server.notify('textDocument/didOpen', {
    textDocument: { uri: documentUri, languageId: 'yaml', version: 1, text: content },
  });
  return published.then((params) => params.diagnostics);
}

let client: LanguageServerClient;
let defaults: LanguageServerClient;
let opened: Promise<Diagnostic[]>;

beforeAll(async () => {
  client = await startServer(projectSettings());
  defaults = await startServer();
  opened = open(client, uri, text);
  await open(defaults, uri, text);
}, 60_000);

afterAll(() => {
  client?.stop();
  defaults?.stop();
});

describe('editor support through yaml-language-server', () => {
  it('every YAML file in pages/ starts with a modeline pointing at its schema', () => {
    for (const name of readdirSync(path.join(PROJECT_ROOT, 'pages')).filter((file) => file.endsWith('.yaml'))) {
      const firstLine = readFileSync(path.join(PROJECT_ROOT, 'pages', name), 'utf8').split('\n')[0];
      expect(firstLine, name).toBe(name === '_site.yaml' ? SITE_MODELINE : MODELINE);
    }
  });

  it('reports a misspelled property in a block', async () => {
    const found = await opened;
    const titel = found.find((diagnostic) => diagnostic.message.includes('titel'));
    expect(titel, JSON.stringify(found)).toBeDefined();
    expect(titel?.range.start.line).toBe(6);
  }, 30_000);

  it("offers the block's property names inside a block", async () => {
    const labels = (await complete(client, 7, 4)).map((item) => item.label);
    expect(labels).toEqual(expect.arrayContaining(['title', 'subtitle', 'actions', 'image']));
  }, 30_000);

  it("describes a block's type on hover with the block's own description", async () => {
    const hover = await client.request<{ contents: { value: string } }>('textDocument/hover', {
      textDocument: { uri },
      position: { line: 5, character: 12 },
    });
    expect(hover.contents.value).toContain(String(registry.blockSchema('hero')?.description));
    expect(hover.contents.value).not.toContain('Block type.');
  }, 30_000);

  it('offers whole blocks, snippets first, on a new list item under blocks instead of every field of every block', async () => {
    const items = await complete(client, 8, 4);
    // As VS Code orders suggestions: by sortText (or label), lowercased, compared code unit by code unit.
    const key = (item: CompletionItem) => (item.sortText ?? item.label).toLowerCase();
    const sorted = [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    const types = registry.blockTypes;
    // One snippet per block (type and required fields) and yaml-language-server's own skeleton of the same block; the
    // hero, whose schema takes either an image or layout: text-only, gets a skeleton for each.
    const skeletons = items.filter((item) => !types.includes(item.label));
    expect(items.length - skeletons.length).toBe(types.length);
    expect(new Set(skeletons.map((item) => item.label)).size).toBe(types.length);
    expect(skeletons.filter((item) => item.label === 'HeroBlock')).toHaveLength(2);
    expect(items).toHaveLength(2 * types.length + 1);
    expect(sorted.slice(0, types.length).map((item) => item.label)).toEqual(types);
    expect(sorted.find((item) => item.label === 'faq')?.insertText).toMatch(/^type: faq\n\s+heading: .*\n\s+items:/);
    expect(items.map((item) => item.label)).not.toContain('heading');

    // Without the project's setting (yaml.suggest.parentSkeletonSelectedFirst) every field of every block is offered
    // as well, some twice: over 200 suggestions for 37 blocks, against 75 with it.
    const fields = new Set(types.flatMap((type) => Object.keys(registry.blockSchema(type)?.properties ?? {})));
    const offered = await complete(defaults, 8, 4);
    expect(offered.map((item) => item.label)).toEqual(expect.arrayContaining([...fields]));
    expect(offered.length).toBeGreaterThan(fields.size + 2 * types.length);
  }, 30_000);

  it('says in words what a pattern expects, the same sentence the validator prints', async () => {
    const page = [
      ...HEAD,
      '  - type: hero',
      '    id: Top',
      '    title: Patterns in words',
      '    layout: text-only',
      '',
    ].join('\n');
    const [shown] = await open(client, pageUri('editor-pattern'), page);
    const [printed] = diagnoseEditedSite((pagesDir) => writeFileSync(path.join(pagesDir, 'editor-pattern.yaml'), page));
    expect(shown.message).toBe('Write lowercase letters, digits and hyphens, starting with a letter, such as rates.');
    expect(printed.hint).toBe(shown.message);
  }, 30_000);
});
