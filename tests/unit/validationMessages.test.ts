// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateWithFixture } from '../support/validateFixture';

// Each fixture is dropped into a copy of the real pages folder; the snapshot is exactly what an author sees.
describe('validation messages', () => {
  it('bad-pattern.yaml', () => {
    expect(validateWithFixture('bad-pattern.yaml')).toMatchInlineSnapshot(`
      "pages/bad-pattern.yaml:13:34  blocks[1] (rate-table) › rows[0].apy: "4.2%" must match pattern "^\\d{1,2}\\.\\d{2}%$"
          hint: Expected: Annual percentage yield with two decimals and a percent sign, such as 4.20%."
    `);
  });

  it('dead-link.yaml', () => {
    expect(validateWithFixture('dead-link.yaml')).toMatchInlineSnapshot(`
      "pages/dead-link.yaml:8:42  blocks[0] (hero) › actions[0].href: link "/bankng" leads to no page
          hint: Did you mean "/banking"?"
    `);
  });

  it('duplicate-key.yaml', () => {
    expect(validateWithFixture('duplicate-key.yaml')).toMatchInlineSnapshot(`
      "pages/duplicate-key.yaml:7:5  duplicate key: this key already appears earlier in the same mapping
          hint: Remove one of the two keys; YAML would silently keep only the last."
    `);
  });

  it('duplicate-path.yaml', () => {
    expect(validateWithFixture('duplicate-path.yaml')).toMatchInlineSnapshot(`
      "pages/duplicate-path.yaml:2:11  aliases[0]: path "/banking" is already claimed by pages/banking.yaml:2:7
          hint: Each path belongs to one page: change this one or remove it."
    `);
  });

  it('empty-file.yaml', () => {
    expect(validateWithFixture('empty-file.yaml')).toMatchInlineSnapshot(`
      "pages/empty-file.yaml:1:1  file is empty
          hint: A page needs at least path, title, description and blocks."
    `);
  });

  it('enum-typo.yaml', () => {
    expect(validateWithFixture('enum-typo.yaml')).toMatchInlineSnapshot(`
      "pages/enum-typo.yaml:8:87  blocks[0] (hero) › actions[0].variant: must be one of "primary", "secondary", "subtle"
          hint: Did you mean "primary"?"
    `);
  });

  it('first-block-not-hero.yaml', () => {
    expect(validateWithFixture('first-block-not-hero.yaml')).toMatchInlineSnapshot(`
      "pages/first-block-not-hero.yaml:5:5  blocks[0] (faq): a page opens with a hero block
          hint: The hero's title is the page's one level-1 heading."
    `);
  });

  it('missing-required.yaml', () => {
    expect(validateWithFixture('missing-required.yaml')).toMatchInlineSnapshot(`
      "pages/missing-required.yaml:7:5  blocks[1] (rate-table): missing required property "asOf"
          hint: "asOf": The date the rates were set. Every APY shown needs one: rates are variable."
    `);
  });

  it('misspelled-property.yaml', () => {
    expect(validateWithFixture('misspelled-property.yaml')).toMatchInlineSnapshot(`
      "pages/misspelled-property.yaml:6:5  blocks[0] (hero) › titel: unknown property "titel"
          hint: Did you mean "title"? It is required here."
    `);
  });

  it('tab-indentation.yaml', () => {
    expect(validateWithFixture('tab-indentation.yaml')).toMatchInlineSnapshot(`
      "pages/tab-indentation.yaml:5:1  YAML syntax error: tabs are not allowed as indentation
          hint: Indent with spaces, never tabs."
    `);
  });

  it('top-level-list.yaml', () => {
    expect(validateWithFixture('top-level-list.yaml')).toMatchInlineSnapshot(`
      "pages/top-level-list.yaml:1:1  the top level must be a mapping (key: value pairs)
          hint: A page starts with path:, title:, description: and blocks:."
    `);
  });

  it('unknown-block-type.yaml', () => {
    expect(validateWithFixture('unknown-block-type.yaml')).toMatchInlineSnapshot(`
      "pages/unknown-block-type.yaml:7:11  blocks[1] (rate-tabel): unknown block type "rate-tabel"
          hint: Did you mean "rate-table"?"
    `);
  });

  it('unsafe-link-scheme.yaml', () => {
    expect(validateWithFixture('unsafe-link-scheme.yaml')).toMatchInlineSnapshot(`
      "pages/unsafe-link-scheme.yaml:8:41  blocks[0] (hero) › actions[0].href: "javascript:alert(1)" is not in the expected form
          hint: Expected: Where a link goes. Allowed: an in-site path such as /banking (lowercase, no trailing slash, optional #anchor), an https:// address, a mailto: address or a tel: number. Any other scheme (http:, javascript:, data:, //host) is rejected."
    `);
  });

  it('wrong-type.yaml', () => {
    expect(validateWithFixture('wrong-type.yaml')).toMatchInlineSnapshot(`
      "pages/wrong-type.yaml:9:17  blocks[1] (banner-carousel) › intervalMs: must be a whole number, found the string "fast"
          hint: Milliseconds each slide shows before the next one while rotation is on.
      pages/wrong-type.yaml:10:13  blocks[1] (banner-carousel) › slides: must have at least 2 items (it has 0)"
    `);
  });

  it('yaml-syntax-error.yaml', () => {
    expect(validateWithFixture('yaml-syntax-error.yaml')).toMatchInlineSnapshot(`
      "pages/yaml-syntax-error.yaml:6:1  YAML syntax error: missing closing "quote
          hint: A quote, bracket or brace was opened and never closed."
    `);
  });
});
