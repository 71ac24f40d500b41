import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_BLOCKS, renderPage } from '../../src/app/renderPage';
import type { Page } from '../../src/generated/page';
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
});
