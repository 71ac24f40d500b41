// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../src/engine/diagnostics/diagnostics';
import { blockItemColumn } from '../../src/engine/lsp/blockSnippets';
import { isQuickFix, toLspDiagnostic } from '../../src/engine/lsp/lspDiagnostics';

const at = (line: number, column: number) => ({ file: 'pages/a.yaml', line, column });

/** The text the diagnostic's quick fix writes and the text it replaces, or undefined without one. */
function fixOf(found: ReturnType<typeof toLspDiagnostic>, lines: string[]) {
  if (!isQuickFix(found.data)) return undefined;
  const { range, newText } = found.data.edit;
  return { replaced: lines[range.start.line].slice(range.start.character, range.end.character), newText };
}

describe('validator diagnostics as the editor shows them', () => {
  it('spans the token at the line and column, and words the message and hint as npm run validate prints them', () => {
    const lines = ['blocks:', '  - type: hero', '    titel: Save'];
    const made = diagnostic('FW203', { name: 'titel', suggestion: 'title', allowed: ['title'] }, at(3, 5));
    const shown = toLspDiagnostic({ ...made, where: 'blocks[0] (hero)' }, lines);
    expect(shown.range).toEqual({ start: { line: 2, character: 4 }, end: { line: 2, character: 9 } });
    expect(shown.code).toBe('FW203');
    expect(shown.message).toBe('blocks[0] (hero): unknown property "titel"\nhint: Did you mean "title"?');
    expect(fixOf(shown, lines)).toEqual({ replaced: 'titel', newText: 'title' });
  });

  it('fixes a dead link, a dead section and a block type in place, keeping quotes', () => {
    const lines = [
      "      - { label: Rates, href: '/banking#todays-rates', variant: subtle }",
      '        href: /bankng',
      '  - type: rate-tabel # a comment',
    ];
    const section = diagnostic(
      'FW305',
      { href: '/banking#todays-rates', path: '/banking', id: 'todays-rates', suggestion: 'rates', ids: ['rates'] },
      at(1, 31),
    );
    expect(fixOf(toLspDiagnostic(section, lines), lines)).toEqual({
      replaced: "'/banking#todays-rates'",
      newText: "'/banking#rates'",
    });
    const link = diagnostic('FW304', { href: '/bankng', suggestion: '/banking' }, at(2, 15));
    expect(fixOf(toLspDiagnostic(link, lines), lines)).toEqual({ replaced: '/bankng', newText: '/banking' });
    const type = diagnostic('FW201', { type: 'rate-tabel', suggestion: 'rate-table', known: [] }, at(3, 11));
    expect(fixOf(toLspDiagnostic(type, lines), lines)).toEqual({ replaced: 'rate-tabel', newText: 'rate-table' });
  });

  it('offers no fix without a suggestion', () => {
    const lines = ['        href: /nowhere'];
    const link = diagnostic('FW304', { href: '/nowhere' }, at(1, 15));
    expect(toLspDiagnostic(link, lines).data).toBeUndefined();
  });
});

describe('a new item of blocks:', () => {
  it('is a dash alone under the top-level blocks key, and nothing else', () => {
    const page = ['path: /a', 'blocks:', '  - type: hero', '    title: A', '    actions:', '      - ', '  - ', '  -'];
    expect(blockItemColumn(page, 6, 4)).toBe(2);
    expect(blockItemColumn(page, 7, 3)).toBe(2);
    expect(blockItemColumn(page, 5, 8)).toBeUndefined();
    expect(blockItemColumn(['aliases:', '  - '], 1, 4)).toBeUndefined();
  });
});
