import type { BlockType, EditorDiagnostic, JsonObject, LoadedPage, PageSummary, Targets } from './types';

/** The editor API of the dev server, under /_edit/api/ (contract: src/engine/editor/README.md). */
const BASE = '/_edit/api';

/** The per-session token the shell writes into its head; a save carries it in a header. */
export function editToken(): string {
  return document.querySelector('meta[name="fernwise-edit-token"]')?.getAttribute('content') ?? '';
}

async function getJson<T>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(`${BASE}/${path}`, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

function post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(`${BASE}/${path}`, {
    method: 'POST',
    signal,
    headers: { 'Content-Type': 'application/json', 'X-Fernwise-Edit-Token': editToken() },
    body: JSON.stringify(body),
  });
}

export const fetchPages = (signal?: AbortSignal) => getJson<PageSummary[]>('pages', signal);
export const fetchPage = (file: string, signal?: AbortSignal) =>
  getJson<LoadedPage>(`page?file=${encodeURIComponent(file)}`, signal);
export const fetchBlocks = (signal?: AbortSignal) => getJson<BlockType[]>('blocks', signal);
export const fetchTargets = (signal?: AbortSignal) => getJson<Targets>('targets', signal);

export interface DraftResult {
  diagnostics: EditorDiagnostic[];
  /** The preview's HTML: the frame's whole document, or the page's head tags and body to swap in; null without. */
  html: string | null;
}

/**
 * The draft checked and, unless `preview` is null, rendered, in one call: what the editor asks after each change.
 * `blockOrigins` as a save would send them, so a save of the same draft finds its text and its check done.
 */
export async function draft(
  body: { file: string; data: JsonObject; blockOrigins: (number | null)[]; preview: 'document' | 'update' | null },
  signal?: AbortSignal,
): Promise<DraftResult> {
  const response = await post('draft', body, signal);
  if (!response.ok) throw new Error(`draft: ${response.status}`);
  return (await response.json()) as DraftResult;
}

export interface SaveBody {
  file: string;
  baseHash: string | null;
  data: JsonObject;
  blockOrigins: (number | null)[];
}

export async function yamlText(body: SaveBody, signal?: AbortSignal): Promise<string> {
  const response = await post('yaml', body, signal);
  if (!response.ok) throw new Error(`yaml: ${response.status}`);
  return ((await response.json()) as { text: string }).text;
}

export type SaveResult =
  | { kind: 'saved'; hash: string; text: string }
  | { kind: 'conflict'; diskText: string; diskHash: string }
  | { kind: 'invalid'; diagnostics: EditorDiagnostic[] }
  | { kind: 'refused'; status: number; message: string };

export async function save(body: SaveBody): Promise<SaveResult> {
  const response = await post('save', body);
  if (response.ok) return { kind: 'saved', ...((await response.json()) as { hash: string; text: string }) };
  if (response.status === 409) {
    return { kind: 'conflict', ...((await response.json()) as { diskText: string; diskHash: string }) };
  }
  if (response.status === 422) {
    return { kind: 'invalid', ...((await response.json()) as { diagnostics: EditorDiagnostic[] }) };
  }
  return { kind: 'refused', status: response.status, message: await response.text() };
}
