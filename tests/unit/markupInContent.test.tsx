// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BlockList } from '../../src/app/BlockList';
import { pageHead, renderHeadTags } from '../../src/core/pageHead';
import { parseYamlSource } from '../../src/engine/content/yaml/yamlSource';
import type { Page } from '../../src/generated/page';
import { renderWithSite, site } from '../support/renderWithSite';
import { VALID_FIXTURES, validateWithFixture } from '../support/validateFixture';

const fixture = 'markup-in-text.yaml';

function fixturePage(): Page {
  const parsed = parseYamlSource(fixture, readFileSync(path.join(VALID_FIXTURES, fixture), 'utf8'));
  if (!parsed.ok) throw new Error(`${fixture} does not parse`);
  return parsed.source.data as Page;
}

// Markup in YAML is legal content: validation accepts it, and every output shows it as the characters typed.
describe('a page whose text is markup', () => {
  it('validates', () => {
    expect(validateWithFixture(fixture, { folder: VALID_FIXTURES })).toBe('');
  });

  it('keeps the markup as text in the head tags', () => {
    const head = renderHeadTags(pageHead(fixturePage(), site));
    expect(head).toContain('<title>&lt;script&gt;alert(&quot;title&quot;)&lt;/script&gt; | Fernwise</title>');
    expect(head).not.toContain('<script>alert');
    expect(head).not.toContain('<b onclick');
  });

  it('shows the markup as typed in the blocks, creating no elements from it', () => {
    const page = fixturePage();
    const { container } = renderWithSite(<BlockList blocks={page.blocks} />);
    expect(container.querySelector('script, b, i, [onerror], a[href^="javascript"]')).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('<script>alert("hero")</script>');
    expect(container.textContent).toContain('<a href="javascript:alert(1)">click</a>');
  });
});
