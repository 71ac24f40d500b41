import { describe, expect, it } from 'vitest';
import { BlockList } from '../../src/blocks/BlockList';
import { loadBlocks } from '../../src/blocks/registry';
import type { Block } from '../../src/generated/page';
import { renderWithSite } from '../support/renderWithSite';

const markup = '<script>window.hacked = true</script><b onclick="x()">bold</b>';

describe('text from content', () => {
  it('renders HTML written in YAML as the characters typed, never as markup', async () => {
    const blocks: Block[] = [
      { type: 'hero', title: markup, subtitle: markup },
      { type: 'card-grid', heading: markup, cards: [{ title: markup, text: markup }] },
      { type: 'faq', heading: 'Questions', items: [{ question: markup, answer: markup }] },
    ];
    const components = await loadBlocks(['hero', 'card-grid', 'faq']);
    const { container } = renderWithSite(<BlockList blocks={blocks} components={components} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.textContent?.split(markup).length ?? 0).toBeGreaterThan(6);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });
});
