import { describe, expect, it } from 'vitest';
import { errorTree, placeOf, problemCounts } from '../../src/editor/diagnosticPlace';
import { deriveUiSchema, formSchema, inferSchema, summaryOf, widgetFor } from '../../src/editor/formSchema';
import {
  blockOrigins,
  blocksOf,
  deleteBlock,
  duplicateBlock,
  insertBlock,
  loadedDraft,
  moveBlock,
  record,
  redo,
  replaceBlock,
  startHistory,
  undo,
  amend,
} from '../../src/editor/history';
import { lineDiff, withContext } from '../../src/editor/lineDiff';
import { fileForPath } from '../../src/editor/NewPage';
import type { EditorDiagnostic, JsonObject } from '../../src/editor/types';

const page: JsonObject = {
  path: '/x',
  title: 'X',
  blocks: [
    { type: 'hero', title: 'A' },
    { type: 'faq', heading: 'B', items: [] },
    { type: 'notice', id: 'n', title: 'C' },
  ],
};
const types = (data: JsonObject) => blocksOf(data).map((b) => b['type']);
const diagnostic = (where: string, extra: Partial<EditorDiagnostic> = {}): EditorDiagnostic => ({
  code: 'FW301',
  file: 'pages/x.yaml',
  line: 1,
  column: 1,
  message: 'no page at /nope',
  hint: 'Did you mean /x?',
  where,
  ...extra,
});

describe('the draft and its history', () => {
  it('moves, inserts, duplicates and deletes blocks, and blockOrigins follows each block to the file on disk', () => {
    const loaded = loadedDraft(page);
    const disk = loaded.keys;
    const moved = moveBlock(loaded, 0, 2);
    expect(types(moved.data)).toEqual(['faq', 'notice', 'hero']);
    expect(blockOrigins(moved.keys, disk)).toEqual([1, 2, 0]);
    const added = insertBlock(moved, { type: 'faq', items: [] }, 1);
    expect(blockOrigins(added.keys, disk)).toEqual([1, null, 2, 0]);
    const copied = duplicateBlock(loaded, 2);
    expect(blocksOf(copied.data)[3]).toEqual({ type: 'notice', title: 'C' });
    expect(blockOrigins(copied.keys, disk)).toEqual([0, 1, 2, null]);
    const removed = deleteBlock(loaded, 1);
    expect(types(removed.data)).toEqual(['hero', 'notice']);
    expect(blockOrigins(removed.keys, disk)).toEqual([0, 2]);
    expect(moveBlock(loaded, 0, 9)).toBe(loaded);
  });

  it('undoes and redoes steps; a change after an undo drops the redo steps; amend makes no step', () => {
    const loaded = loadedDraft(page);
    let history = startHistory(loaded);
    history = record(history, replaceBlock(loaded, 0, { type: 'hero', title: 'A1' }));
    history = amend(history, replaceBlock(history.present, 0, { type: 'hero', title: 'A12' }));
    history = record(history, deleteBlock(history.present, 2));
    expect(history.past).toHaveLength(2);
    history = undo(history);
    expect(types(history.present.data)).toEqual(['hero', 'faq', 'notice']);
    expect(blocksOf(history.present.data)[0]['title']).toBe('A12');
    history = undo(history);
    expect(history.present).toBe(loaded);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(blocksOf(history.present.data)[0]['title']).toBe('A12');
    history = record(history, moveBlock(history.present, 0, 1));
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
  });
});

describe('diagnostics at their fields', () => {
  it('reads the block and field from the readable path, or from the data path the API sends', () => {
    expect(placeOf(diagnostic('blocks[2] (rate-table) › rows[0].apy'))).toEqual({ block: 2, path: ['rows', 0, 'apy'] });
    expect(placeOf(diagnostic('blocks[0] (hero)'))).toEqual({ block: 0, path: [] });
    expect(placeOf(diagnostic('description'))).toEqual({ block: null, path: ['description'] });
    expect(placeOf(diagnostic('', { path: ['blocks', 1, 'actions', 0, 'href'] }))).toEqual({
      block: 1,
      path: ['actions', 0, 'href'],
    });
  });

  it('builds the error tree of one block, with code, message and hint', () => {
    const list = [
      diagnostic('blocks[0] (hero) › actions[1].href'),
      diagnostic('blocks[1] (faq) › heading'),
      diagnostic('title'),
    ];
    expect(errorTree(list, 0)).toEqual({
      actions: { 1: { href: { __errors: ['FW301: no page at /nope (hint: Did you mean /x?)'] } } },
    });
    expect(errorTree(list, null)).toEqual({
      title: { __errors: ['FW301: no page at /nope (hint: Did you mean /x?)'] },
    });
    const counts = problemCounts(list);
    expect([...counts.blocks]).toEqual([
      [0, 1],
      [1, 1],
    ]);
    expect(counts.page).toBe(1);
  });
});

describe('forms from the schemas', () => {
  const schema: JsonObject = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: 'blocks/hero.schema.json',
    type: 'object',
    properties: {
      type: { const: 'hero', markdownDescription: '**hero**' },
      title: { type: 'string' },
      actions: { type: 'array', items: { type: 'object', properties: { href: { type: 'string' } } } },
      image: { type: 'object', properties: { src: { type: 'string' }, alt: { type: 'string' } } },
    },
  };

  it('chooses the link and image pickers by field name and format, for every block alike', () => {
    expect(widgetFor('href', { type: 'string' })).toBe('link');
    expect(widgetFor('anything', { type: 'string', format: 'uri-reference' })).toBe('link');
    expect(widgetFor('src', { type: 'string' })).toBe('image');
    expect(widgetFor('title', { type: 'string' })).toBeNull();
    const ui = deriveUiSchema(schema);
    expect(ui['type']).toEqual({ 'ui:widget': 'hidden' });
    expect(ui['actions']).toEqual({ items: { href: { 'ui:widget': 'LinkWidget' } } });
    expect(ui['image']).toEqual({ src: { 'ui:widget': 'ImageWidget' } });
    expect(ui['title']).toBeUndefined();
  });

  it('drops $schema, $id and editor-only keywords for the form', () => {
    const prepared = formSchema(schema);
    expect(prepared['$schema']).toBeUndefined();
    expect(prepared['$id']).toBeUndefined();
    expect(JSON.stringify(prepared)).not.toContain('markdownDescription');
  });

  it('infers a schema from data and summarises a block on one line', () => {
    expect(inferSchema({ a: 'x', b: [1], c: { d: true } })).toEqual({
      type: 'object',
      properties: {
        a: { title: 'a', type: 'string' },
        b: { title: 'b', type: 'array', items: { type: 'number' } },
        c: { title: 'c', type: 'object', properties: { d: { title: 'd', type: 'boolean' } } },
      },
    });
    expect(summaryOf({ type: 'hero', title: '  Banking \n that ' })).toBe('Banking that');
    expect(summaryOf({ type: 'faq', items: [1, 2] })).toBe('2 items');
    expect(fileForPath('/savings-guide')).toBe('pages/savings-guide.yaml');
  });
});

describe('the line diff', () => {
  it('finds one changed line among unchanged ones, and shows it with context', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng';
    const after = 'a\nb\nc\nD\ne\nf\ng\nh';
    const lines = lineDiff(before, after);
    expect(lines.filter((l) => l.kind !== 'same').map((l) => `${l.kind}:${l.text}`)).toEqual([
      'removed:d',
      'added:D',
      'added:h',
    ]);
    const shown = withContext(lines, 1);
    expect(shown[0]).toEqual({ kind: 'same', text: 'c', oldLine: 3, newLine: 3 });
    expect(lineDiff('x\ny', 'x\ny').every((l) => l.kind === 'same')).toBe(true);
  });
});
