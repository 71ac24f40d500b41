// @vitest-environment node
import { execFileSync, spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createMessageConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type MessageConnection,
} from 'vscode-jsonrpc/node';
import { parse } from 'yaml';
import { loadSchemaRegistry } from '../../src/engine/content/schema/schemaRegistry';
import { blockTypes } from '../../src/engine/lsp/blockSnippets';
import { LanguageServerClient } from '../support/languageServer';
import { PROJECT_ROOT } from '../support/paths';

interface Position {
  line: number;
  character: number;
}
interface Range {
  start: Position;
  end: Position;
}
interface LspDiagnostic {
  range: Range;
  code?: string;
  message: string;
  data?: unknown;
}
interface Published {
  uri: string;
  version?: number;
  diagnostics: LspDiagnostic[];
}
interface CompletionItem {
  label: string;
  documentation?: { value: string } | string;
  textEdit?: { newText: string; range: Range };
  insertText?: string;
}
interface CodeAction {
  title: string;
  edit: { changes: Record<string, { range: Range; newText: string }[]> };
}

const HEAD = [
  '# yaml-language-server: $schema=../schema/page.schema.json',
  'path: /lsp-check',
  'title: Language server check',
  'description: A page written to check that the editor shows what the validator prints, as the author types.',
  'blocks:',
  '  - type: hero',
];
const MISTAKE = [...HEAD, '    titel: Every mistake where it is made', '    layout: text-only', ''].join('\n');
const FIXED = MISTAKE.replace('titel:', 'title:');

const registry = loadSchemaRegistry(path.join(PROJECT_ROOT, 'schema'));
let project: string;
let server: ChildProcessWithoutNullStreams;
let connection: MessageConnection;
const received: Published[] = [];
const waiting: { accept: (published: Published) => boolean; resolve: (published: Published) => void }[] = [];

const uriOf = (name: string) => pathToFileURL(path.join(project, 'pages', name)).href;

/** The first publishDiagnostics from now on that `accept` takes. */
function nextPublished(accept: (published: Published) => boolean): Promise<Published> {
  return new Promise((resolve) => waiting.push({ accept, resolve }));
}

interface Printed {
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
}

/** Each problem `npm run validate` prints for the pages folder `pagesDir`: file, line, column, code, message, hint. */
function validateCli(pagesDir: string): Printed[] {
  const result = spawnSync(
    path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'),
    ['scripts/validate-pages.ts', '--no-cache'],
    {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      env: { ...process.env, FERNWISE_PAGES_DIR: pagesDir },
    },
  );
  const output = `${result.stdout}${result.stderr}`;
  return [...output.matchAll(/^(\S+):(\d+):(\d+) {2}(FW\d+) (.*)(?:\n {4}hint: (.*))?/gm)].map((match) => ({
    file: path.basename(match[1]),
    line: Number(match[2]),
    column: Number(match[3]),
    code: match[4],
    message: match[6] === undefined ? match[5] : `${match[5]}\nhint: ${match[6]}`,
  }));
}

/** Checks that `shown` (published for `name` holding `text`) is what `npm run validate` prints for that text. */
function expectSameAsValidate(name: string, text: string, shown: LspDiagnostic[]): void {
  const copy = mkdtempSync(path.join(tmpdir(), 'fernwise-lsp-validate-'));
  try {
    cpSync(path.join(project, 'pages'), copy, { recursive: true });
    writeFileSync(path.join(copy, name), text);
    const printed = validateCli(copy);
    expect(printed.length).toBeGreaterThan(0);
    expect(printed.every((problem) => problem.file === name)).toBe(true);
    expect(
      shown.map((one) => ({
        code: one.code,
        line: one.range.start.line + 1,
        column: one.range.start.character + 1,
        message: one.message,
      })),
    ).toEqual(printed.map(({ code, line, column, message }) => ({ code, line, column, message })));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** `text` with `edits` (on distinct lines) applied. */
function applyEdits(text: string, edits: { range: Range; newText: string }[]): string {
  const lines = text.split('\n');
  for (const { range, newText } of edits) {
    const line = lines[range.start.line];
    lines[range.start.line] = line.slice(0, range.start.character) + newText + line.slice(range.end.character);
  }
  return lines.join('\n');
}

const version = new Map<string, number>();
function open(name: string, text: string): void {
  version.set(name, 1);
  void connection.sendNotification('textDocument/didOpen', {
    textDocument: { uri: uriOf(name), languageId: 'yaml', version: 1, text },
  });
}
function change(name: string, text: string): number {
  const next = (version.get(name) ?? 1) + 1;
  version.set(name, next);
  void connection.sendNotification('textDocument/didChange', {
    textDocument: { uri: uriOf(name), version: next },
    contentChanges: [{ text }],
  });
  return next;
}

/** A snippet as inserted with every placeholder left at its default. */
function resolveSnippet(snippet: string): string {
  return snippet.replace(
    /\\([\\$}])|\$\{\d+:((?:\\.|[^\\}])*)\}|\$\d+/g,
    (_, escaped: string | undefined, value: string | undefined) =>
      escaped ?? (value === undefined ? '' : value.replace(/\\([\\$}])/g, '$1')),
  );
}

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'fernwise-lsp-test-'));
  cpSync(path.join(PROJECT_ROOT, 'pages'), path.join(project, 'pages'), { recursive: true });
  for (const shared of ['schema', 'public', 'src'])
    symlinkSync(path.join(PROJECT_ROOT, shared), path.join(project, shared));
  // As an editor starts it. --silent keeps npm's banner ("> fernwise-site lsp …") off stdout, the protocol's stream.
  server = spawn('npm', ['run', '--silent', 'lsp', '--', '--stdio'], { cwd: PROJECT_ROOT, detached: true });
  connection = createMessageConnection(new StreamMessageReader(server.stdout), new StreamMessageWriter(server.stdin));
  connection.onNotification('textDocument/publishDiagnostics', (published: Published) => {
    received.push(published);
    for (const wait of [...waiting]) {
      if (!wait.accept(published)) continue;
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(published);
    }
  });
  connection.listen();
  await connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(project).href,
    workspaceFolders: [{ uri: pathToFileURL(project).href, name: 'fernwise' }],
    capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true } } } },
  });
  void connection.sendNotification('initialized', {});
}, 60_000);

afterAll(async () => {
  await connection?.sendRequest('shutdown').catch(() => undefined);
  await connection?.sendNotification('exit').catch(() => undefined);
  connection?.dispose();
  // npm and the server under it are a process group of their own.
  if (server?.pid !== undefined && server.exitCode === null) process.kill(-server.pid);
  rmSync(project, { recursive: true, force: true });
});

describe('the language server for pages, over stdio as an editor drives it', () => {
  it('publishes what npm run validate prints for the same text, with a did-you-mean quick fix, and clears it when fixed', async () => {
    const mistakes = nextPublished((published) => published.uri === uriOf('lsp-check.yaml'));
    open('lsp-check.yaml', MISTAKE);
    const shown = (await mistakes).diagnostics;

    expectSameAsValidate('lsp-check.yaml', MISTAKE, shown);
    const titel = shown.find((one) => one.code === 'FW203');
    expect(titel?.message).toContain('hint: Did you mean "title"?');
    const actions = await connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf('lsp-check.yaml') },
      range: titel?.range,
      context: { diagnostics: [titel] },
    });
    expect(actions.map((action) => action.edit.changes[uriOf('lsp-check.yaml')])).toEqual([
      [{ range: { start: { line: 6, character: 4 }, end: { line: 6, character: 9 } }, newText: 'title' }],
    ]);

    const cleared = nextPublished((published) => published.uri === uriOf('lsp-check.yaml'));
    change('lsp-check.yaml', FIXED);
    expect((await cleared).diagnostics).toEqual([]);
  }, 60_000);

  it('shows dead links and sections as the validator finds them, each with a quick fix that mends it', async () => {
    const text = [
      '# yaml-language-server: $schema=../schema/page.schema.json',
      'path: /lsp-links',
      'title: Language server links',
      'description: A page written to check that dead links show in the editor with a fix, as the validator finds them.',
      'blocks:',
      '  - type: hero',
      '    title: Links checked as you type',
      '    layout: text-only',
      '    actions:',
      '      - { label: Compare accounts, href: /bankng }',
      "      - { label: See rates, href: '/banking#rate', variant: secondary }",
      '',
    ].join('\n');
    const published = nextPublished((one) => one.uri === uriOf('lsp-links.yaml'));
    open('lsp-links.yaml', text);
    const shown = (await published).diagnostics;
    expect(shown.map((one) => one.code)).toEqual(['FW304', 'FW305']);
    expectSameAsValidate('lsp-links.yaml', text, shown);
    const actions = await connection.sendRequest<CodeAction[]>('textDocument/codeAction', {
      textDocument: { uri: uriOf('lsp-links.yaml') },
      range: { start: { line: 9, character: 0 }, end: { line: 10, character: 0 } },
      context: { diagnostics: shown },
    });
    const edits = actions.flatMap((action) => action.edit.changes[uriOf('lsp-links.yaml')]);
    expect(edits.map((edit) => edit.newText)).toEqual(['/banking', "'/banking#rates'"]);
    const mended = nextPublished((one) => one.uri === uriOf('lsp-links.yaml'));
    change('lsp-links.yaml', applyEdits(text, edits));
    expect((await mended).diagnostics).toEqual([]);
  }, 60_000);

  it('checks a file written on disk that no editor holds, and forgets it when it is deleted', async () => {
    const text = [
      '# yaml-language-server: $schema=../schema/page.schema.json',
      'path: /lsp-disk',
      'title: Written on disk',
      'description: A page written on disk, not in the editor, to check that the server watches the pages folder.',
      'blocks:',
      '  - type: hero',
      '    title: Saved by another tool',
      '    layout: text-only',
      '    actions:',
      '      - { label: Compare accounts, href: /nowhere-at-all }',
      '',
    ].join('\n');
    const file = path.join(project, 'pages/lsp-disk.yaml');
    // The folder's watcher may see the file created empty first (FW103), then written.
    const found = nextPublished(
      (one) => one.uri === uriOf('lsp-disk.yaml') && one.diagnostics.some((problem) => problem.code === 'FW304'),
    );
    writeFileSync(file, text);
    expect((await found).diagnostics.map((one) => one.code)).toEqual(['FW304']);
    // The watcher may report the write twice, so a second FW304 can still arrive after the removal starts.
    const gone = nextPublished((one) => one.uri === uriOf('lsp-disk.yaml') && one.diagnostics.length === 0);
    rmSync(file);
    expect((await gone).diagnostics).toEqual([]);
  }, 60_000);

  it("shows a dead link in another file when a page's path changes, and clears it when the path is restored", async () => {
    const banking = readFileSync(path.join(project, 'pages/banking.yaml'), 'utf8');
    open('banking.yaml', banking);
    const broken = nextPublished(
      (published) => published.uri === uriOf('help.yaml') && published.diagnostics.length > 0,
    );
    change('banking.yaml', banking.replace('path: /banking\n', 'path: /bank-accounts\n'));
    const dead = (await broken).diagnostics;
    expect(dead.map((one) => one.code)).toContain('FW304');
    const lines = readFileSync(path.join(project, 'pages/help.yaml'), 'utf8').split('\n');
    for (const one of dead.filter((found) => found.code === 'FW304')) {
      expect(lines[one.range.start.line].slice(one.range.start.character)).toMatch(/^\/banking/);
    }

    const restored = nextPublished((published) => published.uri === uriOf('help.yaml'));
    change('banking.yaml', banking);
    expect((await restored).diagnostics).toEqual([]);
  }, 60_000);

  it('offers each block type once at a new block, each snippet valid as inserted, with its description', async () => {
    const text = `${FIXED}  - \n`;
    const published = nextPublished((one) => one.uri === uriOf('lsp-check.yaml'));
    change('lsp-check.yaml', text);
    await published;
    const line = text.split('\n').length - 2;
    const result = await connection.sendRequest<{ items: CompletionItem[] }>('textDocument/completion', {
      textDocument: { uri: uriOf('lsp-check.yaml') },
      position: { line, character: 4 },
    });
    const labels = result.items.map((item) => item.label);
    const types = blockTypes(path.join(PROJECT_ROOT, 'schema'));
    expect([...labels].sort()).toEqual(types);
    for (const item of result.items) {
      const inserted = resolveSnippet(item.textEdit?.newText ?? '');
      const page = parse(`blocks:\n  - ${inserted}`) as { blocks: Record<string, unknown>[] };
      const block = page.blocks[0];
      const validate = registry.validateBlock(item.label);
      expect(validate(block), `${item.label}: ${JSON.stringify(validate.errors)}\n${inserted}`).toBe(true);
      const documentation = typeof item.documentation === 'string' ? item.documentation : item.documentation?.value;
      expect(documentation).toContain(String(registry.blockSchema(item.label)?.description));
    }

    // Elsewhere, yaml-language-server's completion: the fields of the block the cursor is in.
    change('lsp-check.yaml', `${FIXED}    \n`);
    const inHero = await connection.sendRequest<{ items: CompletionItem[] }>('textDocument/completion', {
      textDocument: { uri: uriOf('lsp-check.yaml') },
      position: { line: 8, character: 4 },
    });
    expect(inHero.items.map((item) => item.label)).toEqual(expect.arrayContaining(['subtitle', 'eyebrow']));

    // Before: yaml-language-server alone, with the project's settings, at the same place.
    const alone = new LanguageServerClient({
      yaml: { validate: true, completion: true, hover: true, suggest: { parentSkeletonSelectedFirst: true } },
    });
    try {
      await alone.request('initialize', {
        processId: process.pid,
        rootUri: pathToFileURL(project).href,
        capabilities: {
          workspace: { configuration: true },
          textDocument: { completion: { completionItem: { snippetSupport: true } } },
        },
      });
      alone.notify('initialized', {});
      alone.notify('textDocument/didOpen', {
        textDocument: { uri: uriOf('lsp-check.yaml'), languageId: 'yaml', version: 1, text },
      });
      const before = await alone.request<{ items: CompletionItem[] }>('textDocument/completion', {
        textDocument: { uri: uriOf('lsp-check.yaml') },
        position: { line, character: 4 },
      });
      console.log(
        `completion at a new block: yaml-language-server alone ${before.items.length} items ` +
          `(${new Set(before.items.map((item) => item.label)).size} labels), this server ${labels.length} ` +
          `(${types.length} block types)`,
      );
    } finally {
      alone.stop();
    }
  }, 90_000);

  it("describes a field on hover with its schema's description", async () => {
    const hover = await connection.sendRequest<{ contents: { value: string } | string }>('textDocument/hover', {
      textDocument: { uri: uriOf('lsp-check.yaml') },
      position: { line: 6, character: 6 },
    });
    const shown = typeof hover.contents === 'string' ? hover.contents : hover.contents.value;
    const title = (registry.blockSchema('hero')?.properties as Record<string, { description: string }>).title;
    expect(shown).toContain(title.description);
  }, 30_000);

  it('publishes diagnostics soon after each edit', async () => {
    const times: number[] = [];
    for (let edit = 0; edit < 10; edit++) {
      const started = performance.now();
      const sent = change('lsp-check.yaml', FIXED.replace('Every mistake', `Edit ${edit} of every mistake`));
      const { diagnostics } = await nextPublished((one) => one.uri === uriOf('lsp-check.yaml') && one.version === sent);
      times.push(performance.now() - started);
      expect(diagnostics).toEqual([]);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const median = (sorted[4] + sorted[5]) / 2;
    console.log(
      `didChange → publishDiagnostics: median ${median.toFixed(1)} ms of 10 edits (min ${sorted[0].toFixed(1)}, ` +
        `max ${sorted[9].toFixed(1)}); uptime: ${execFileSync('uptime', { encoding: 'utf8' }).trim()}`,
    );
  }, 60_000);
});
