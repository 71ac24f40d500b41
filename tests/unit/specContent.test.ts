import { describe, expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { PROJECT_ROOT } from '../support/paths';
import { SPEC_COUNTS } from '../content/specFigures';

const pages = new Map(loadContent({ root: PROJECT_ROOT }).pages.map(({ page }) => [page.path, page]));

describe('counts of spec section 2', () => {
  it.each(SPEC_COUNTS)('$path #$blockId has $count $field', ({ path, blockId, field, count }) => {
    const page = pages.get(path);
    expect(page, `no page at ${path}`).toBeDefined();
    const block = page?.blocks.find((candidate) => 'id' in candidate && candidate.id === blockId) as
      Record<string, unknown> | undefined;
    expect(block, `${path} has no block with id "${blockId}"`).toBeDefined();
    const items = field
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], block);
    if (typeof items === 'number') {
      expect(items).toBe(count);
      return;
    }
    expect(Array.isArray(items), `${path} #${blockId} has no list "${field}"`).toBe(true);
    expect((items as unknown[]).length).toBe(count);
  });
});
