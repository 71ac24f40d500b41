import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BLOCKS, renderPage } from '../../src/app/renderPage';
import path from 'node:path';
import type { Page, StatusBoardBlock } from '../../src/generated/page';
import { readBlockExample } from '../support/blockExample';
import { PROJECT_ROOT } from '../support/paths';
import { site } from '../support/site';

const section = (heading: string) => ({
  type: 'card-grid' as const,
  heading,
  cards: [{ title: `${heading} card`, text: `About ${heading}.` }],
});

const page = (count: number): Page => ({
  path: '/fold',
  title: 'Fold',
  description: 'A page of several blocks, to find where its first screen ends.',
  blocks: Array.from({ length: count }, (_, index) => section(`Block ${index + 1}`)),
});

describe('where a page’s first screen ends', () => {
  it('is the start of the first block after the first screen, with nothing left in the body to mark it', () => {
    const rendered = renderPage(page(FIRST_SCREEN_BLOCKS + 2), site);
    expect(rendered.foldAt).not.toBeNull();
    const below = rendered.body.slice(rendered.foldAt ?? 0);
    expect(below.startsWith('<section')).toBe(true);
    expect(below).toContain(`Block ${FIRST_SCREEN_BLOCKS + 1}`);
    expect(rendered.body.slice(0, rendered.foldAt ?? 0)).toContain(`Block ${FIRST_SCREEN_BLOCKS}`);
    expect(rendered.body.slice(0, rendered.foldAt ?? 0)).not.toContain(`Block ${FIRST_SCREEN_BLOCKS + 1}`);
    expect(rendered.body).not.toContain('fw-fold');
    // The first screen on its own: the page up to the fold, then the shell after the blocks, as the page has it.
    const shellAfter = rendered.body.slice(rendered.body.lastIndexOf('</main>'));
    expect(shellAfter).toContain('<footer');
    expect(rendered.firstScreenBody).toBe(rendered.body.slice(0, rendered.foldAt ?? 0) + shellAfter);
  });

  it('leaves the last block of a short page below it, so the whole stylesheet styles that block once', () => {
    const rendered = renderPage(page(2), site);
    expect(rendered.foldAt).not.toBeNull();
    const above = rendered.body.slice(0, rendered.foldAt ?? 0);
    expect(above).toContain('Block 1');
    expect(above).not.toContain('Block 2');
    expect(rendered.body.slice(rendered.foldAt ?? 0)).toContain('Block 2');
    // The inlined CSS is found for the first block alone.
    expect(rendered.firstScreenBody).not.toContain('Block 2');
    expect(rendered.body).not.toContain('fw-fold');
  });

  it('is not there on a page of one block', () => {
    const rendered = renderPage(page(1), site);
    expect(rendered.foldAt).toBeNull();
    expect(rendered.firstScreenBody).toBe(rendered.body);
    expect(rendered.body).not.toContain('fw-fold');
  });

  describe('inside the block after it, when that block marks its opening (FirstScreenEnd)', () => {
    const board = readBlockExample<StatusBoardBlock>(path.join(PROJECT_ROOT, 'src/blocks/StatusBoard'), 'StatusBoard');
    const hero = { type: 'hero' as const, title: 'System status' };

    it('runs on to the end of the status board’s summary, its services below', () => {
      const rendered = renderPage({ ...page(0), blocks: [hero, board] }, site);
      const above = rendered.body.slice(0, rendered.foldAt ?? 0);
      expect(above).toContain(board.headline);
      expect(above).not.toContain(board.servicesHeading);
      expect(rendered.body.slice(rendered.foldAt ?? 0)).toContain(board.servicesHeading);
      expect(rendered.firstScreenBody).toContain(board.headline);
      expect(rendered.firstScreenBody).not.toContain(board.services[0].name);
      expect(rendered.body).not.toMatch(/fw-fold|fw-first-screen-end/);
    });

    it('is not taken from blocks nested in that block: the catalogue shows the board and an article whole', () => {
      const catalogue = { type: 'block-catalogue' as const, typeLabel: 'Block type', contentsLabel: 'Blocks' };
      const rendered = renderPage({ ...page(0), blocks: [hero, catalogue] }, site);
      expect(rendered.body).not.toMatch(/fw-fold|fw-first-screen-end/);
      expect(rendered.body.slice(0, rendered.foldAt ?? 0)).not.toContain(board.headline);
    });

    it('stays between blocks when that block is on the first screen whole, or further down', () => {
      for (const blocks of [
        [board, section('After')],
        [hero, section('Between'), section('Before'), board],
      ]) {
        const rendered = renderPage({ ...page(0), blocks }, site);
        const above = rendered.body.slice(0, rendered.foldAt ?? 0);
        expect(above.includes(board.servicesHeading)).toBe(blocks[0] === board);
        expect(rendered.body).not.toMatch(/fw-fold|fw-first-screen-end/);
      }
    });
  });
});
