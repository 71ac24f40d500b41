import type { JsonObject, JsonValue } from './types';

/**
 * The page being edited, as pure data: its top-level fields, its blocks, and a stable key per block that moves with
 * it (the outline's drag and drop uses it; `blockOrigins` compares it with the keys of the blocks in the file on
 * disk, so the server moves a block's lines, comments included, with it).
 */
export interface Draft {
  data: JsonObject;
  keys: string[];
}

let madeKeys = 0;
const newKey = (): string => `new-${++madeKeys}`;

/** Undo and redo within a session: past drafts, the present one, and the drafts undone. */
export interface History {
  past: Draft[];
  present: Draft;
  future: Draft[];
}

const HISTORY_LIMIT = 200;

export function blocksOf(data: JsonObject): JsonObject[] {
  const blocks = data['blocks'];
  return Array.isArray(blocks)
    ? (blocks.filter((b) => typeof b === 'object' && b !== null && !Array.isArray(b)) as JsonObject[])
    : [];
}

/** The draft of a file as loaded: every block at its own index. */
export function loadedDraft(data: JsonObject): Draft {
  const blocks = blocksOf(data);
  const prefix = `loaded-${++madeKeys}-`;
  return { data, keys: blocks.map((_, index) => `${prefix}${index}`) };
}

/**
 * The save body's `blockOrigins`: for each block of the draft, its index in the file on disk (whose blocks have
 * `diskKeys`), or null for a block that is not in it (added or duplicated here).
 */
export function blockOrigins(keys: string[], diskKeys: string[]): (number | null)[] {
  return keys.map((key) => {
    const index = diskKeys.indexOf(key);
    return index < 0 ? null : index;
  });
}

export function startHistory(draft: Draft): History {
  return { past: [], present: draft, future: [] };
}

/** Records `next` as a new step (a change after an undo drops the redo steps, as every editor does). */
export function record(history: History, next: Draft): History {
  if (next === history.present) return history;
  return { past: [...history.past, history.present].slice(-HISTORY_LIMIT), present: next, future: [] };
}

/** Replaces the present without a new step: the keystrokes of one field coalesce into the step that began them. */
export function amend(history: History, next: Draft): History {
  return { ...history, present: next };
}

export function undo(history: History): History {
  const previous = history.past.at(-1);
  if (previous === undefined) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redo(history: History): History {
  const [next, ...rest] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}

function withBlocks(draft: Draft, blocks: JsonValue[], keys: string[]): Draft {
  return { data: { ...draft.data, blocks }, keys };
}

/** Moves the block at `from` to `to`, its origin with it. */
export function moveBlock(draft: Draft, from: number, to: number): Draft {
  const blocks = [...blocksOf(draft.data)];
  const keys = [...draft.keys];
  if (from === to || from < 0 || to < 0 || from >= blocks.length || to >= blocks.length) return draft;
  const [block] = blocks.splice(from, 1);
  blocks.splice(to, 0, block as JsonObject);
  const [key] = keys.splice(from, 1);
  keys.splice(to, 0, key ?? newKey());
  return withBlocks(draft, blocks, keys);
}

/** Inserts `block` (a copy) at `at`, as a new block of the file. */
export function insertBlock(draft: Draft, block: JsonObject, at: number): Draft {
  const blocks = [...blocksOf(draft.data)];
  const index = Math.max(0, Math.min(at, blocks.length));
  blocks.splice(index, 0, structuredClone(block));
  const keys = [...draft.keys];
  keys.splice(index, 0, newKey());
  return withBlocks(draft, blocks, keys);
}

/** A copy of the block at `index` right after it; an `id` is dropped from the copy so anchors stay unique. */
export function duplicateBlock(draft: Draft, index: number): Draft {
  const block = blocksOf(draft.data)[index];
  if (block === undefined) return draft;
  const { id: _id, ...copy } = block;
  return insertBlock(draft, copy, index + 1);
}

export function deleteBlock(draft: Draft, index: number): Draft {
  const blocks = [...blocksOf(draft.data)];
  if (index < 0 || index >= blocks.length) return draft;
  const keys = [...draft.keys];
  blocks.splice(index, 1);
  keys.splice(index, 1);
  return withBlocks(draft, blocks, keys);
}

export function replaceBlock(draft: Draft, index: number, block: JsonObject): Draft {
  const blocks = [...blocksOf(draft.data)];
  if (index < 0 || index >= blocks.length) return draft;
  blocks[index] = block;
  return withBlocks(draft, blocks, draft.keys);
}

/** Replaces the page's own fields (everything but `blocks`), keeping the blocks as they are. */
export function replaceFields(draft: Draft, fields: JsonObject): Draft {
  const { blocks: _ignored, ...rest } = fields;
  const blocks = draft.data['blocks'];
  return { data: blocks === undefined ? rest : { ...rest, blocks }, keys: draft.keys };
}

/** The page's own fields, without its blocks. */
export function fieldsOf(data: JsonObject): JsonObject {
  const { blocks: _ignored, ...rest } = data;
  return rest;
}
