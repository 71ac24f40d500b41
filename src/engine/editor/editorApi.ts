import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { blockManifest } from '../codegen/blockManifest.ts';
import type { ContentSet } from '../content/session/contentSet.ts';
import type { ContentChange } from '../content/session/validationSession.ts';
import type { Diagnostic } from '../diagnostics/diagnostics.ts';
import { editYaml, type BlockOrigins } from './yamlEdit.ts';
import { resolvedBlockSchema } from './formSchema.ts';

/** The content the editor reads and checks: the dev server's content source. */
export interface EditorContent {
  root: string;
  pagesDir: string;
  schemaDir: string;
  publicDir: string;
  current(): ContentSet;
  draft(name: string, text: string): ContentSet;
  update(change: ContentChange): unknown;
}

/** What the editor's API needs of the dev server: the editor's HTML shell and a page's preview. */
export interface EditorHost {
  /** The editor's HTML document for the address `url`, with `token` in its head. */
  shell(url: string, token: string): Promise<string>;
  /**
   * The HTML document of `data` rendered as the page in `file` (or, for the site file, the home page): the preview
   * frame's whole document (the site's stylesheet and the frame's script in its head) or, with `whole` false, only
   * the page's own head tags and body, which the frame's script swaps in.
   */
  preview(file: string, data: unknown, content: ContentSet, times?: StepTimes, whole?: boolean): Promise<string>;
}

/** A diagnostic as the editor's API gives it: the validator's, with the block index and the field's data path. */
export type EditorDiagnostic = Diagnostic & { block: number | null; path: (string | number)[] };

export const EDIT_PREFIX = '/_edit';
export const API_PREFIX = '/_edit/api/';
export const TOKEN_HEADER = 'x-fernwise-edit-token';
const MAX_BODY_BYTES = 2 * 1024 * 1024;
const PAGES_PREFIX = 'pages/';

/** The data path of a diagnostic's readable location, `blocks[2] (rate-table) › rows[0].apy`. */
export function dataPathOf(where: string): (string | number)[] {
  if (where === '') return [];
  const result: (string | number)[] = [];
  for (const part of where.split(' › ')) {
    const plain = part.replace(/ \([^)]*\)$/, '');
    for (const piece of plain.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
      if (piece[2] !== undefined) result.push(Number(piece[2]));
      else result.push(piece[1]);
    }
  }
  return result;
}

function editorDiagnostic(found: Diagnostic): EditorDiagnostic {
  const fieldPath = dataPathOf(found.where);
  const block = fieldPath[0] === 'blocks' && typeof fieldPath[1] === 'number' ? fieldPath[1] : null;
  return { ...found, block, path: fieldPath };
}

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`refused with ${status}`);
  }
}

/**
 * The time each step of a request took, sent as a `Server-Timing` header (the editor bench prints it: where an
 * author's wait goes).
 */
export class StepTimes {
  private readonly steps: [string, number][] = [];
  private last = performance.now();
  /** Records the time since the last step (or the start) as `name`. */
  step(name: string): void {
    const now = performance.now();
    this.steps.push([name, now - this.last]);
    this.last = now;
  }
  header(): string {
    return this.steps.map(([name, ms]) => `${name};dur=${ms.toFixed(1)}`).join(', ');
  }
}

function sendJson(response: ServerResponse, status: number, body: unknown, times?: StepTimes): void {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  };
  if (times) headers['Server-Timing'] = times.header();
  response.writeHead(status, headers);
  response.end(JSON.stringify(body));
}

/** Whether the request's Host is this server on loopback. */
export function isLoopbackHost(host: string | undefined, port: number | undefined): boolean {
  if (!host) return false;
  const match = /^(127\.0\.0\.1|localhost|\[::1\])(?::(\d+))?$/i.exec(host);
  if (!match) return false;
  return port === undefined || match[2] === undefined || Number(match[2]) === port;
}

/** Whether a request that changes or reads drafts came from the editor's own origin. */
function sameOrigin(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new Refusal(415, { error: 'the body must be application/json' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Refusal(413, { error: 'the body is too large' });
    chunks.push(buffer);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('not an object');
    return body as Record<string, unknown>;
  } catch {
    throw new Refusal(400, { error: 'the body is not a JSON object' });
  }
}

/**
 * The page file `file` names (`pages/x.yaml`), as an absolute path, once it is known to be a `.yaml` file right in
 * the pages folder after every symlink and `..` is resolved; a file that does not exist yet resolves through its
 * folder. Anything else is refused with 400.
 */
export function resolvePageFile(content: EditorContent, file: unknown): { name: string; absolute: string } {
  const refuse = () => new Refusal(400, { error: 'the file must be a .yaml file under pages/' });
  if (typeof file !== 'string' || !file.startsWith(PAGES_PREFIX) || file.includes('\0')) throw refuse();
  const name = file.slice(PAGES_PREFIX.length);
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]*\.yaml$/.test(name)) throw refuse();
  const pagesDir = realpathSync(content.pagesDir);
  const joined = path.join(content.pagesDir, name);
  let real: string;
  try {
    real = realpathSync(joined);
  } catch {
    real = path.join(realpathSync(path.dirname(joined)), path.basename(joined));
  }
  if (path.dirname(real) !== pagesDir || !real.endsWith('.yaml')) throw refuse();
  return { name, absolute: real };
}

function fileLabel(content: EditorContent, name: string): string {
  return path.relative(content.root, path.join(content.pagesDir, name)).split(path.sep).join('/');
}

function diagnosticsOf(content: EditorContent, set: ContentSet, name: string): EditorDiagnostic[] {
  const label = fileLabel(content, name);
  return set.diagnostics.filter((found) => found.file === label).map(editorDiagnostic);
}

/** The problems the draft causes in other files (a link to an anchor it removed): those the saved content lacks. */
function causedElsewhere(content: EditorContent, checked: ContentSet, name: string): EditorDiagnostic[] {
  const label = fileLabel(content, name);
  const known = new Set(
    content.current().diagnostics.map((found) => JSON.stringify([found.file, found.code, found.where])),
  );
  return checked.diagnostics
    .filter((found) => found.file !== label && !known.has(JSON.stringify([found.file, found.code, found.where])))
    .map(editorDiagnostic);
}

function readText(absolute: string): string | undefined {
  try {
    return readFileSync(absolute, 'utf8');
  } catch {
    return undefined;
  }
}

function dataOf(text: string): unknown {
  const document = parseDocument(text, { schema: 'core', customTags: [], resolveKnownTags: false });
  return document.errors.length > 0 ? null : (document.toJSON() as unknown);
}

function listPages(content: EditorContent): unknown[] {
  const set = content.current();
  const names = readdirSync(content.pagesDir)
    .filter((name) => name.endsWith('.yaml'))
    .sort();
  return names.map((name) => {
    const text = readText(path.join(content.pagesDir, name)) ?? '';
    const data = dataOf(text) as { path?: unknown; title?: unknown } | null;
    const problems = diagnosticsOf(content, set, name).length;
    const isSite = name === '_site.yaml';
    return {
      file: PAGES_PREFIX + name,
      path: isSite ? null : typeof data?.path === 'string' ? data.path : null,
      title: typeof data?.title === 'string' ? data.title : isSite ? 'Site file' : name,
      valid: problems === 0,
      problems,
    };
  });
}

let blockCache: { key: string; blocks: unknown[] } | undefined;

function listBlocks(content: EditorContent): unknown[] {
  const manifest = blockManifest(content.root);
  const key = manifest.map((block) => block.type).join(',');
  if (blockCache?.key === key) return blockCache.blocks;
  const blocks = manifest.map(({ type, name }) => {
    const schema = resolvedBlockSchema(content.schemaDir, type);
    const exampleFile = path.join(content.root, 'src/blocks', name, `${name}.example.yaml`);
    return {
      type,
      title: typeof schema.title === 'string' ? schema.title : type,
      description: typeof schema.description === 'string' ? schema.description : '',
      schema,
      example: dataOf(readFileSync(exampleFile, 'utf8')),
    };
  });
  blockCache = { key, blocks };
  return blocks;
}

function imagesUnder(folder: string, prefix: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? imagesUnder(path.join(folder, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

function listTargets(content: EditorContent): unknown {
  const set = content.current();
  const pages = set.pages
    .map(({ page }) => ({
      path: page.path,
      anchors: page.blocks.flatMap((block) => ('id' in block && typeof block.id === 'string' ? [block.id] : [])),
    }))
    .filter((page) => page.path.startsWith('/'))
    .sort((a, b) => a.path.localeCompare(b.path));
  return { pages, images: imagesUnder(path.join(content.publicDir, 'images'), '/images/').sort() };
}

interface Draft {
  name: string;
  absolute: string;
  disk: string | undefined;
  text: string;
}

/** The last few drafts' texts, by file text, data and origins: a save of what was just previewed edits nothing again. */
const draftTexts = new Map<string, string>();
const DRAFTS_KEPT = 8;

function editedText(disk: string, data: unknown, origins: BlockOrigins | undefined): string {
  const key = JSON.stringify([sha256(disk), data, origins ?? null]);
  const known = draftTexts.get(key);
  if (known !== undefined) return known;
  const text = editYaml(disk, data, origins);
  draftTexts.set(key, text);
  if (draftTexts.size > DRAFTS_KEPT) draftTexts.delete(draftTexts.keys().next().value as string);
  return text;
}

/**
 * The last draft checked, with the content it was checked against: a save of the same text while the content is
 * still the same (no file changed since) takes its problems instead of checking it again.
 */
let lastChecked: { name: string; text: string; against: ContentSet; checked: ContentSet } | undefined;

function checkedDraft(content: EditorContent, draft: Draft): ContentSet {
  const against = content.current();
  if (lastChecked?.name === draft.name && lastChecked.text === draft.text && lastChecked.against === against) {
    return lastChecked.checked;
  }
  const checked = content.draft(draft.name, draft.text);
  lastChecked = { name: draft.name, text: draft.text, against, checked };
  return checked;
}

/** The draft of a body `{ file, data, blockOrigins? }`: the text a save would write, against the file on disk. */
function draftOf(content: EditorContent, body: Record<string, unknown>): Draft {
  const { name, absolute } = resolvePageFile(content, body.file);
  if (!('data' in body)) throw new Refusal(400, { error: 'the body has no data' });
  const disk = readText(absolute);
  const origins = Array.isArray(body.blockOrigins) ? (body.blockOrigins as BlockOrigins) : undefined;
  if (origins?.some((origin) => origin !== null && (typeof origin !== 'number' || !Number.isInteger(origin)))) {
    throw new Refusal(400, { error: 'blockOrigins must hold block indexes or null' });
  }
  let text: string;
  try {
    text = editedText(disk ?? '', body.data, origins);
  } catch (error) {
    throw new Refusal(400, { error: error instanceof Error ? error.message : String(error) });
  }
  return { name, absolute, disk, text };
}

function checkBaseHash(draft: Draft, body: Record<string, unknown>): void {
  const diskHash = draft.disk === undefined ? null : sha256(draft.disk);
  const base = body.baseHash ?? null;
  if (base !== diskHash) throw new Refusal(409, { diskText: draft.disk ?? null, diskHash });
}

/** Writes `text` to `absolute` through a temporary file in the same folder and a rename. */
export function writeAtomically(absolute: string, text: string): void {
  const temporary = path.join(
    path.dirname(absolute),
    `.${path.basename(absolute)}.${randomBytes(6).toString('hex')}.tmp`,
  );
  try {
    writeFileSync(temporary, text, { flag: 'wx' });
    renameSync(temporary, absolute);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * The editor's routes on the dev server, as one Connect middleware: the HTML shell at /_edit and below, and the
 * JSON API under /_edit/api/ (see README.md for the contract). Every request must name this server on loopback in
 * its Host; a request that changes or previews drafts must be JSON from the same origin; a save must also carry the
 * session's token.
 */
export function editorMiddleware(
  content: EditorContent,
  host: EditorHost,
  port: () => number | undefined,
  token = randomBytes(24).toString('base64url'),
) {
  return async (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const url = request.url ?? '/';
    const pathname = url.split('?')[0];
    if (pathname !== EDIT_PREFIX && !pathname.startsWith(`${EDIT_PREFIX}/`)) return next();
    try {
      if (!isLoopbackHost(request.headers.host, port())) {
        throw new Refusal(403, { error: 'the editor answers on loopback only' });
      }
      if (!pathname.startsWith(API_PREFIX)) {
        if (request.method !== 'GET' && request.method !== 'HEAD') throw new Refusal(405, { error: 'GET only' });
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'X-Frame-Options': 'DENY',
        });
        response.end(await host.shell(url, token));
        return;
      }
      const route = pathname.slice(API_PREFIX.length);
      const query = new URL(url, 'http://editor.invalid').searchParams;
      if (request.method === 'GET') {
        if (route === 'pages') return sendJson(response, 200, listPages(content));
        if (route === 'blocks') return sendJson(response, 200, listBlocks(content));
        if (route === 'targets') return sendJson(response, 200, listTargets(content));
        if (route === 'page') {
          const { name, absolute } = resolvePageFile(content, query.get('file'));
          const text = readText(absolute);
          if (text === undefined) throw new Refusal(404, { error: 'no such file' });
          return sendJson(response, 200, {
            file: PAGES_PREFIX + name,
            text,
            hash: sha256(text),
            data: dataOf(text),
            diagnostics: diagnosticsOf(content, content.current(), name),
          });
        }
        throw new Refusal(404, { error: 'no such endpoint' });
      }
      if (request.method !== 'POST') throw new Refusal(405, { error: 'GET or POST only' });
      if (!sameOrigin(request)) throw new Refusal(403, { error: 'cross-site requests are refused' });
      if (route === 'save' && request.headers[TOKEN_HEADER] !== token) {
        throw new Refusal(403, { error: 'the edit token is missing or wrong' });
      }
      const times = new StepTimes();
      const body = await readJson(request);
      times.step('body');
      if (!['check', 'draft', 'preview', 'yaml', 'save'].includes(route))
        throw new Refusal(404, { error: 'no such endpoint' });
      const draft = draftOf(content, body);
      times.step('yaml');
      if (route === 'yaml') {
        checkBaseHash(draft, body);
        return sendJson(response, 200, { text: draft.text });
      }
      const checked = checkedDraft(content, draft);
      const diagnostics = diagnosticsOf(content, checked, draft.name);
      times.step('validate');
      if (route === 'check')
        return sendJson(
          response,
          200,
          { diagnostics, elsewhere: causedElsewhere(content, checked, draft.name) },
          times,
        );
      if (route === 'draft') {
        const elsewhere = causedElsewhere(content, checked, draft.name);
        const wanted = body.preview === 'document' || body.preview === 'update' ? body.preview : null;
        const html =
          wanted === null || diagnostics.length > 0
            ? null
            : await host.preview(PAGES_PREFIX + draft.name, body.data, checked, times, wanted === 'document');
        return sendJson(response, 200, { diagnostics, elsewhere, html }, times);
      }
      if (route === 'preview') {
        if (diagnostics.length > 0) return sendJson(response, 422, { diagnostics }, times);
        const html = await host.preview(PAGES_PREFIX + draft.name, dataOf(draft.text), checked, times);
        response.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'no-store',
          'Server-Timing': times.header(),
        });
        response.end(html);
        return;
      }
      checkBaseHash(draft, body);
      if (diagnostics.length > 0) return sendJson(response, 422, { diagnostics }, times);
      writeAtomically(draft.absolute, draft.text);
      times.step('write');
      content.update({ files: [path.join(content.pagesDir, draft.name)] });
      times.step('update');
      return sendJson(response, 200, { hash: sha256(draft.text), text: draft.text }, times);
    } catch (error) {
      if (error instanceof Refusal) return sendJson(response, error.status, error.body);
      return next(error);
    }
  };
}
