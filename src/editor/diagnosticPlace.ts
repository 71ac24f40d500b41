import type { EditorDiagnostic } from './types';

/**
 * Where a diagnostic belongs in the editor: the block (or null for the page's own fields) and the path of the field
 * inside it, read from the validator's readable path such as `blocks[2] (rate-table) › rows[0].apy`.
 */
export interface DiagnosticPlace {
  block: number | null;
  path: (string | number)[];
}

function fieldPath(text: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const match of text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) path.push(Number(match[2]));
    else if (match[1] !== undefined && match[1].trim() !== '') path.push(match[1].trim());
  }
  return path;
}

export function placeOf(diagnostic: Pick<EditorDiagnostic, 'where' | 'path'>): DiagnosticPlace {
  // The API's data path, when sent: ["blocks", 0, "actions", 1, "href"].
  const data = diagnostic.path;
  if (Array.isArray(data)) {
    if (data[0] === 'blocks' && typeof data[1] === 'number') return { block: data[1], path: data.slice(2) };
    return { block: null, path: data };
  }
  const where = diagnostic.where.trim();
  const inBlock = /^blocks\[(\d+)\](?:\s*\([^)]*\))?(?:\s*›\s*(.*))?$/.exec(where);
  if (inBlock) return { block: Number(inBlock[1]), path: fieldPath(inBlock[2] ?? '') };
  return { block: null, path: fieldPath(where.replace(/\s*›\s*/g, '.')) };
}

/** An error tree in rjsf's ErrorSchema shape: `{ rows: { 0: { apy: { __errors: [...] } } }, __errors: [...] }`. */
export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

export const diagnosticText = (d: EditorDiagnostic): string =>
  `${d.code}: ${d.message}${d.hint ? ` (hint: ${d.hint})` : ''}`;

/** The diagnostics of one block (or of the page's fields when `block` is null) as an rjsf error tree. */
export function errorTree(diagnostics: EditorDiagnostic[], block: number | null): ErrorTree {
  const tree: ErrorTree = {};
  for (const d of diagnostics) {
    const place = placeOf(d);
    if (place.block !== block) continue;
    let node = tree;
    for (const key of place.path) {
      const name = String(key);
      const child = node[name];
      if (child === undefined || Array.isArray(child)) node[name] = {};
      node = node[name] as ErrorTree;
    }
    node.__errors = [...(node.__errors ?? []), diagnosticText(d)];
  }
  return tree;
}

/** How many problems each block has, by block index; `page` counts those of the page's own fields. */
export function problemCounts(diagnostics: EditorDiagnostic[]): { blocks: Map<number, number>; page: number } {
  const blocks = new Map<number, number>();
  let page = 0;
  for (const d of diagnostics) {
    const { block } = placeOf(d);
    if (block === null) page++;
    else blocks.set(block, (blocks.get(block) ?? 0) + 1);
  }
  return { blocks, page };
}
