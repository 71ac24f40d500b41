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

  it('alias-bomb.yaml', () => {
    expect(validateWithFixture('alias-bomb.yaml')).toMatchInlineSnapshot(`
      "pages/alias-bomb.yaml:1:1  aliases expand too far (Excessive alias count indicates a resource exhaustion attack)
          hint: Write the content out instead of nesting YAML aliases (*name)."
    `);
  });

  it('bad-indentation.yaml', () => {
    expect(validateWithFixture('bad-indentation.yaml')).toMatchInlineSnapshot(`
      "pages/bad-indentation.yaml:5:11  YAML syntax error: nested mappings are not allowed in compact mappings
      pages/bad-indentation.yaml:5:11  YAML syntax error: implicit keys need to be on a single line"
    `);
  });

  it('data-link.yaml', () => {
    expect(validateWithFixture('data-link.yaml')).toMatchInlineSnapshot(`
      "pages/data-link.yaml:8:31  blocks[0] (hero) › actions[0].href: "data:text/html,hello" is not in the expected form
          hint: Expected: Where a link goes. Allowed: an in-site path such as /banking (lowercase, no trailing slash, optional #anchor), an https:// address, a mailto: address or a tel: number. Any other scheme (http:, javascript:, data:, //host) is rejected."
    `);
  });

  it('duplicate-alias.yaml', () => {
    expect(validateWithFixture('duplicate-alias.yaml')).toMatchInlineSnapshot(`
      "pages/duplicate-alias.yaml:2:11  aliases[0]: path "/about-us" is already claimed by pages/about.yaml:3:11
          hint: Each path belongs to one page: change this one or remove it."
    `);
  });

  it('empty-string.yaml', () => {
    expect(validateWithFixture('empty-string.yaml')).toMatchInlineSnapshot(`
      "pages/empty-string.yaml:7:15  blocks[0] (hero) › subtitle: must not be empty
          hint: Plain text shown to visitors. Markup is never interpreted: angle brackets show as typed."
    `);
  });

  it('http-link.yaml', () => {
    expect(validateWithFixture('http-link.yaml')).toMatchInlineSnapshot(`
      "pages/http-link.yaml:8:31  blocks[0] (hero) › actions[0].href: "http://www.fernwise.example/offer" is not in the expected form
          hint: Expected: Where a link goes. Allowed: an in-site path such as /banking (lowercase, no trailing slash, optional #anchor), an https:// address, a mailto: address or a tel: number. Any other scheme (http:, javascript:, data:, //host) is rejected."
    `);
  });

  it('misspelled-block-type.yaml', () => {
    expect(validateWithFixture('misspelled-block-type.yaml')).toMatchInlineSnapshot(`
      "pages/misspelled-block-type.yaml:5:11  blocks[0] (hreo): unknown block type "hreo"
          hint: Did you mean "hero"?"
    `);
  });

  it('negative-number.yaml', () => {
    expect(validateWithFixture('negative-number.yaml')).toMatchInlineSnapshot(`
      "pages/negative-number.yaml:9:17  blocks[1] (banner-carousel) › intervalMs: must be >= 2000, found -5000
          hint: Milliseconds each slide shows before the next one while rotation is on.
      pages/negative-number.yaml:10:13  blocks[1] (banner-carousel) › slides: must have at least 2 items (it has 0)"
    `);
  });

  it('path-without-slash.yaml', () => {
    expect(validateWithFixture('path-without-slash.yaml')).toMatchInlineSnapshot(`
      "pages/path-without-slash.yaml:1:7  path: "savings-guide" must match pattern "^(/|(/[a-z0-9]+(-[a-z0-9]+)*)+|\\*)$"
          hint: Expected: The page's canonical address: / or lowercase segments such as /banking, no trailing slash. The not-found page uses * and is shown for every path no page claims."
    `);
  });

  it('protocol-relative-link.yaml', () => {
    expect(validateWithFixture('protocol-relative-link.yaml')).toMatchInlineSnapshot(`
      "pages/protocol-relative-link.yaml:8:31  blocks[0] (hero) › actions[0].href: "//evil.example/offer" is not in the expected form
          hint: Expected: Where a link goes. Allowed: an in-site path such as /banking (lowercase, no trailing slash, optional #anchor), an https:// address, a mailto: address or a tel: number. Any other scheme (http:, javascript:, data:, //host) is rejected."
    `);
  });

  it('too-long-title.yaml', () => {
    expect(validateWithFixture('too-long-title.yaml')).toMatchInlineSnapshot(`
      "pages/too-long-title.yaml:6:12  blocks[0] (hero) › title: must be at most 120 characters long (it has 164)
          hint: Shorten the text; long copy belongs in a block made for it."
    `);
  });

  it('trailing-slash-path.yaml', () => {
    expect(validateWithFixture('trailing-slash-path.yaml')).toMatchInlineSnapshot(`
      "pages/trailing-slash-path.yaml:1:7  path: "/savings-guide/" must match pattern "^(/|(/[a-z0-9]+(-[a-z0-9]+)*)+|\\*)$"
          hint: Expected: The page's canonical address: / or lowercase segments such as /banking, no trailing slash. The not-found page uses * and is shown for every path no page claims."
    `);
  });

  it('unclosed-flow-sequence.yaml', () => {
    expect(validateWithFixture('unclosed-flow-sequence.yaml')).toMatchInlineSnapshot(`
      "pages/unclosed-flow-sequence.yaml:8:1  YAML syntax error: flow sequence in block collection must be sufficiently indented and end with a ]
          hint: Check the indentation: items of one list or mapping line up exactly."
    `);
  });

  it('unknown-icon.yaml', () => {
    expect(validateWithFixture('unknown-icon.yaml')).toMatchInlineSnapshot(
      `"pages/unknown-icon.yaml:9:17  blocks[1] (card-grid) › cards[0].icon: must be one of "bank", "piggy-bank", "chart-line", "trending-up", "credit-card", "gauge", "shield-check", "lock", "home", "school", "cash", "coin", "gift", "briefcase", "building", "users", "device-mobile", "world", "receipt", "calculator", "heart-handshake", "umbrella", "plane", "target", "bolt", "clock", "star", "mail", "phone", "message", "help", "file-text", "code", "arrows-exchange", "wallet", "percentage", "certificate", "eye", "fingerprint", "headset""`,
    );
  });

  it('uppercase-path.yaml', () => {
    expect(validateWithFixture('uppercase-path.yaml')).toMatchInlineSnapshot(`
      "pages/uppercase-path.yaml:1:7  path: "/Savings-Guide" must match pattern "^(/|(/[a-z0-9]+(-[a-z0-9]+)*)+|\\*)$"
          hint: Expected: The page's canonical address: / or lowercase segments such as /banking, no trailing slash. The not-found page uses * and is shown for every path no page claims."
    `);
  });

  it('vbscript-link.yaml', () => {
    expect(validateWithFixture('vbscript-link.yaml')).toMatchInlineSnapshot(`
      "pages/vbscript-link.yaml:8:31  blocks[0] (hero) › actions[0].href: "vbscript:msgbox(1)" is not in the expected form
          hint: Expected: Where a link goes. Allowed: an in-site path such as /banking (lowercase, no trailing slash, optional #anchor), an https:// address, a mailto: address or a tel: number. Any other scheme (http:, javascript:, data:, //host) is rejected."
    `);
  });

  it('wrong-type-deep.yaml', () => {
    expect(validateWithFixture('wrong-type-deep.yaml')).toMatchInlineSnapshot(`
      "pages/wrong-type-deep.yaml:11:86  blocks[1] (rate-table) › columns.extra: unknown property "extra"
          hint: Allowed here: product, apy, minimumBalance, monthlyFee.
      pages/wrong-type-deep.yaml:13:73  blocks[1] (rate-table) › rows[0].monthlyFee: must be text, found number 0
          hint: Monthly fee in dollars, such as $0."
    `);
  });
});
