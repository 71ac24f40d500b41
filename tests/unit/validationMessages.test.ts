import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { describeSchemaError } from '../../src/engine/content/schema/describeSchemaError';
import { formatDiagnostic, formatDiagnostics } from '../../src/engine/diagnostics/diagnostics';
import { checkBlockSchemas } from '../../src/engine/content/schema/blockSchemaRules';
import { validationSession } from '../../src/engine/content/session/validationSession';
import { PROJECT_ROOT } from '../support/paths';
import { MAX_FILE_BYTES, parseYamlSource } from '../../src/engine/content/yaml/yamlSource';
import { qrFileName } from '../../src/core/qrFileName';
import {
  FIXTURE_SITE,
  INVALID_FIXTURES,
  VALID_FIXTURES,
  validateEditedPages,
  validateWithFixture,
  validateWithSiteEdit,
} from '../support/validateFixture';

const fixtures = readdirSync(INVALID_FIXTURES);

it('pins a message for every invalid fixture, and there are at least 50', () => {
  const tests = readFileSync(import.meta.filename, 'utf8');
  const unpinned = fixtures.filter((fixture) => !tests.includes(`validateWithFixture('${fixture}'`));
  expect(unpinned).toEqual([]);
  expect(fixtures.length).toBeGreaterThanOrEqual(50);
});

// Each fixture is dropped into a copy of the fixture site (tests/fixtures/sites/minimal); the snapshot is exactly
// what an author sees.
describe('validation messages', () => {
  it('bad-pattern.yaml', () => {
    expect(validateWithFixture('bad-pattern.yaml')).toMatchInlineSnapshot(`
      "pages/bad-pattern.yaml:14:34  FW206 blocks[1] (rate-table) › rows[0].apy: "4.2%" is not in the expected form
          hint: Write the APY with two decimals and a percent sign, such as 4.20%."
    `);
  });

  it('dead-link.yaml', () => {
    expect(validateWithFixture('dead-link.yaml')).toMatchInlineSnapshot(`
      "pages/dead-link.yaml:8:42  FW304 blocks[0] (hero) › actions[0].href: link "/bankng" leads to no page
          hint: Did you mean "/banking"?"
    `);
  });

  it('duplicate-key.yaml', () => {
    expect(validateWithFixture('duplicate-key.yaml')).toMatchInlineSnapshot(`
      "pages/duplicate-key.yaml:7:5  FW119 duplicate key: this key already appears earlier in the same mapping
          hint: Remove one of the two keys; YAML would silently keep only the last."
    `);
  });

  it('duplicate-path.yaml', () => {
    expect(validateWithFixture('duplicate-path.yaml')).toMatchInlineSnapshot(`
      "pages/duplicate-path.yaml:2:11  FW301 aliases[0]: path "/banking" is already claimed by pages/banking.yaml:2:7
          hint: Each path belongs to one page, and pages/banking.yaml is named after it: change this one or remove it."
    `);
  });

  it('empty-file.yaml', () => {
    expect(validateWithFixture('empty-file.yaml')).toMatchInlineSnapshot(`
      "pages/empty-file.yaml:1:1  FW103 file is empty
          hint: A page needs at least path, title, description and blocks."
    `);
  });

  it('enum-typo.yaml', () => {
    expect(validateWithFixture('enum-typo.yaml')).toMatchInlineSnapshot(`
      "pages/enum-typo.yaml:8:87  FW209 blocks[0] (hero) › actions[0].variant: must be one of "primary", "secondary", "subtle"
          hint: Did you mean "primary"?"
    `);
  });

  it('first-block-not-hero.yaml', () => {
    expect(validateWithFixture('first-block-not-hero.yaml')).toMatchInlineSnapshot(`
      "pages/first-block-not-hero.yaml:5:5  FW303 blocks[0] (faq): a page opens with a hero block
          hint: The hero's title is the page's one level-1 heading."
    `);
  });

  it('hero-without-image.yaml', () => {
    expect(validateWithFixture('hero-without-image.yaml')).toMatchInlineSnapshot(`
      "pages/hero-without-image.yaml:5:5  FW204 blocks[0] (hero): missing required property "image"
          hint: "image": An illustration for the page's subject, from public/images/, with alt text: every hero has one, unless layout: text-only says it has none on purpose."
    `);
  });

  it('hero-text-only-with-image.yaml', () => {
    expect(validateWithFixture('hero-text-only-with-image.yaml')).toMatchInlineSnapshot(`
      "pages/hero-text-only-with-image.yaml:8:5  FW218 blocks[0] (hero) › image: "image" is not allowed in this block with layout "text-only"
          hint: Remove image, or change layout "text-only": image only applies without it."
    `);
  });

  it('missing-required.yaml', () => {
    expect(validateWithFixture('missing-required.yaml')).toMatchInlineSnapshot(`
      "pages/missing-required.yaml:8:5  FW204 blocks[1] (rate-table): missing required property "asOf"
          hint: "asOf": The date the rates were set. Every APY shown needs one: rates are variable."
    `);
  });

  it('misspelled-property.yaml', () => {
    expect(validateWithFixture('misspelled-property.yaml')).toMatchInlineSnapshot(`
      "pages/misspelled-property.yaml:6:5  FW203 blocks[0] (hero) › titel: unknown property "titel"
          hint: Did you mean "title"? It is required here."
    `);
  });

  it('tab-indentation.yaml', () => {
    expect(validateWithFixture('tab-indentation.yaml')).toMatchInlineSnapshot(`
      "pages/tab-indentation.yaml:5:1  FW115 tabs are not allowed for indentation in YAML; use spaces
          hint: Line 5 starts with a tab. Replace each with spaces; most editors convert a whole file at once (VS Code: "Convert Indentation to Spaces")."
    `);
  });

  it('top-level-list.yaml', () => {
    expect(validateWithFixture('top-level-list.yaml')).toMatchInlineSnapshot(`
      "pages/top-level-list.yaml:1:1  FW104 the top level must be a mapping (key: value pairs)
          hint: A page starts with path:, title:, description: and blocks:."
    `);
  });

  it('unknown-block-type.yaml', () => {
    expect(validateWithFixture('unknown-block-type.yaml')).toMatchInlineSnapshot(`
      "pages/unknown-block-type.yaml:8:11  FW201 blocks[1] (rate-tabel): unknown block type "rate-tabel"
          hint: Did you mean "rate-table"?"
    `);
  });

  it('unsafe-link-scheme.yaml', () => {
    expect(validateWithFixture('unsafe-link-scheme.yaml')).toMatchInlineSnapshot(`
      "pages/unsafe-link-scheme.yaml:8:41  FW206 blocks[0] (hero) › actions[0].href: "javascript:alert(1)" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('wrong-type.yaml', () => {
    expect(validateWithFixture('wrong-type.yaml')).toMatchInlineSnapshot(`
      "pages/wrong-type.yaml:10:17  FW205 blocks[1] (banner-carousel) › intervalMs: must be a whole number, found the string "fast"
          hint: Milliseconds each slide shows before the next one while rotation is on.
      pages/wrong-type.yaml:11:13  FW214 blocks[1] (banner-carousel) › slides: must have at least 2 items (it has 0)"
    `);
  });

  it('yaml-syntax-error.yaml', () => {
    expect(validateWithFixture('yaml-syntax-error.yaml')).toMatchInlineSnapshot(`
      "pages/yaml-syntax-error.yaml:2:8  FW116 the " that opens this value is never closed
          hint: Close it at the end of the value: title: "A guide to saving". Until it is closed, everything after it, to the end of the file, is read as this one value."
    `);
  });

  it('alias-bomb.yaml', () => {
    expect(validateWithFixture('alias-bomb.yaml')).toMatchInlineSnapshot(`
      "pages/alias-bomb.yaml:1:1  FW123 aliases expand too far (Excessive alias count indicates a resource exhaustion attack)
          hint: Write the content out instead of nesting YAML aliases (*name)."
    `);
  });

  it('bad-indentation.yaml', () => {
    expect(validateWithFixture('bad-indentation.yaml')).toMatchInlineSnapshot(`
      "pages/bad-indentation.yaml:6:6  FW113 this line is indented more than the one above
          hint: Line it up with "type" on line 5 (column 5). Only a key with nothing after its colon takes more-indented lines under it."
    `);
  });

  it('data-link.yaml', () => {
    expect(validateWithFixture('data-link.yaml')).toMatchInlineSnapshot(`
      "pages/data-link.yaml:8:31  FW206 blocks[0] (hero) › actions[0].href: "data:text/html,hello" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('duplicate-alias.yaml', () => {
    expect(validateWithFixture('duplicate-alias.yaml')).toMatchInlineSnapshot(`
      "pages/duplicate-alias.yaml:2:11  FW301 aliases[0]: path "/about-us" is already claimed by pages/about.yaml:3:11
          hint: Each path belongs to one page: change this one or remove it."
    `);
  });

  it('empty-string.yaml', () => {
    expect(validateWithFixture('empty-string.yaml')).toMatchInlineSnapshot(`
      "pages/empty-string.yaml:7:15  FW211 blocks[0] (hero) › subtitle: must not be empty
          hint: Plain text shown to visitors. Markup is never interpreted: angle brackets show as typed."
    `);
  });

  it('http-link.yaml', () => {
    expect(validateWithFixture('http-link.yaml')).toMatchInlineSnapshot(`
      "pages/http-link.yaml:8:31  FW206 blocks[0] (hero) › actions[0].href: "http://www.fernwise.example/offer" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('misspelled-block-type.yaml', () => {
    expect(validateWithFixture('misspelled-block-type.yaml')).toMatchInlineSnapshot(`
      "pages/misspelled-block-type.yaml:5:11  FW201 blocks[0] (hreo): unknown block type "hreo"
          hint: Did you mean "hero"?"
    `);
  });

  it('negative-number.yaml', () => {
    expect(validateWithFixture('negative-number.yaml')).toMatchInlineSnapshot(`
      "pages/negative-number.yaml:10:17  FW215 blocks[1] (banner-carousel) › intervalMs: must be >= 2000, found -5000
          hint: Milliseconds each slide shows before the next one while rotation is on.
      pages/negative-number.yaml:11:13  FW214 blocks[1] (banner-carousel) › slides: must have at least 2 items (it has 0)"
    `);
  });

  it('path-without-slash.yaml', () => {
    expect(validateWithFixture('path-without-slash.yaml')).toMatchInlineSnapshot(`
      "pages/path-without-slash.yaml:1:7  FW206 path: "savings-guide" is not in the expected form
          hint: Did you mean "/savings-guide"? Write / or lowercase words joined by hyphens, each segment after a /, without a trailing slash, such as /savings-guide; the not-found page uses *."
    `);
  });

  it('protocol-relative-link.yaml', () => {
    expect(validateWithFixture('protocol-relative-link.yaml')).toMatchInlineSnapshot(`
      "pages/protocol-relative-link.yaml:8:31  FW206 blocks[0] (hero) › actions[0].href: "//evil.example/offer" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('too-long-title.yaml', () => {
    expect(validateWithFixture('too-long-title.yaml')).toMatchInlineSnapshot(`
      "pages/too-long-title.yaml:6:12  FW213 blocks[0] (hero) › title: must be at most 120 characters long (it has 164)
          hint: Shorten the text; long copy belongs in a block made for it."
    `);
  });

  it('trailing-slash-path.yaml', () => {
    expect(validateWithFixture('trailing-slash-path.yaml')).toMatchInlineSnapshot(`
      "pages/trailing-slash-path.yaml:1:7  FW206 path: "/savings-guide/" is not in the expected form
          hint: Did you mean "/savings-guide"? Write / or lowercase words joined by hyphens, each segment after a /, without a trailing slash, such as /savings-guide; the not-found page uses *."
    `);
  });

  it('unclosed-flow-sequence.yaml', () => {
    expect(validateWithFixture('unclosed-flow-sequence.yaml')).toMatchInlineSnapshot(`
      "pages/unclosed-flow-sequence.yaml:7:14  FW117 the [ that opens this list is never closed
          hint: Close it with ] on the same line, or write the items one per line, each starting with -."
    `);
  });

  it('unknown-icon.yaml', () => {
    expect(validateWithFixture('unknown-icon.yaml')).toMatchInlineSnapshot(
      `
      "pages/unknown-icon.yaml:10:17  FW209 blocks[1] (card-grid) › cards[0].icon: must be one of "bank", "piggy-bank", "chart-line", "trending-up", "credit-card", "gauge", "shield-check", "lock", "home", "school", "cash", "coin", "gift", "briefcase", "building", "users", "device-mobile", "world", "receipt", "calculator", "heart-handshake", "umbrella", "plane", "target", "bolt", "clock", "star", "mail", "phone", "message", "help", "file-text", "code", "arrows-exchange", "wallet", "percentage", "certificate", "eye", "fingerprint", "headset"
          hint: Name of an icon from the site's icon set."
    `,
    );
  });

  it('uppercase-path.yaml', () => {
    expect(validateWithFixture('uppercase-path.yaml')).toMatchInlineSnapshot(`
      "pages/uppercase-path.yaml:1:7  FW206 path: "/Savings-Guide" is not in the expected form
          hint: Did you mean "/savings-guide"? Write / or lowercase words joined by hyphens, each segment after a /, without a trailing slash, such as /savings-guide; the not-found page uses *."
    `);
  });

  it('vbscript-link.yaml', () => {
    expect(validateWithFixture('vbscript-link.yaml')).toMatchInlineSnapshot(`
      "pages/vbscript-link.yaml:8:31  FW206 blocks[0] (hero) › actions[0].href: "vbscript:msgbox(1)" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('wrong-type-deep.yaml', () => {
    expect(validateWithFixture('wrong-type-deep.yaml')).toMatchInlineSnapshot(`
      "pages/wrong-type-deep.yaml:12:86  FW203 blocks[1] (rate-table) › columns.extra: unknown property "extra"
          hint: Allowed here: product, apy, minimumBalance, monthlyFee.
      pages/wrong-type-deep.yaml:14:73  FW205 blocks[1] (rate-table) › rows[0].monthlyFee: must be text, found number 0
          hint: Monthly fee in dollars, such as $0."
    `);
  });
});

describe('validation messages: YAML that never becomes data', () => {
  it('unclosed-single-quote.yaml', () => {
    expect(validateWithFixture('unclosed-single-quote.yaml')).toMatchInlineSnapshot(`
      "pages/unclosed-single-quote.yaml:2:8  FW116 the ' that opens this value is never closed
          hint: Close it at the end of the value: title: 'A guide to saving'. Until it is closed, everything after it, to the end of the file, is read as this one value."
    `);
  });

  it('unclosed-flow-mapping.yaml', () => {
    expect(validateWithFixture('unclosed-flow-mapping.yaml')).toMatchInlineSnapshot(`
      "pages/unclosed-flow-mapping.yaml:7:13  FW117 the { that opens this mapping is never closed
          hint: Close it with } on the same line, or write the keys one per line, indented under the line above."
    `);
  });

  it('multiple-documents.yaml', () => {
    expect(validateWithFixture('multiple-documents.yaml')).toMatchInlineSnapshot(`
      "pages/multiple-documents.yaml:7:1  FW120 a second document starts here: a file holds one page
          hint: Remove the --- line and what follows, or move it into a file of its own."
    `);
  });

  it('unknown-alias.yaml', () => {
    expect(validateWithFixture('unknown-alias.yaml')).toMatchInlineSnapshot(`
      "pages/unknown-alias.yaml:7:15  FW122 alias *intro refers to no anchor above it
          hint: Mark the value to repeat with &intro before this line, or write the content out."
    `);
  });

  it('js-function-tag.yaml', () => {
    expect(validateWithFixture('js-function-tag.yaml')).toMatchInlineSnapshot(`
      "pages/js-function-tag.yaml:7:15  FW121 tag "!!js/function" is not allowed
          hint: Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping."
    `);
  });

  it('python-object-tag.yaml', () => {
    expect(validateWithFixture('python-object-tag.yaml')).toMatchInlineSnapshot(`
      "pages/python-object-tag.yaml:7:15  FW121 tag "!!python/object/apply:os.system" is not allowed
          hint: Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping."
    `);
  });

  it('local-tag.yaml', () => {
    expect(validateWithFixture('local-tag.yaml')).toMatchInlineSnapshot(`
      "pages/local-tag.yaml:7:15  FW121 tag "!foo" is not allowed
          hint: Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping."
    `);
  });

  it('binary-tag.yaml', () => {
    expect(validateWithFixture('binary-tag.yaml')).toMatchInlineSnapshot(`
      "pages/binary-tag.yaml:7:15  FW121 tag "!!binary" is not allowed
          hint: Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping."
    `);
  });

  it('wrong-extension.yml', () => {
    expect(validateWithFixture('wrong-extension.yml')).toMatchInlineSnapshot(`
      "pages/wrong-extension.yml:1:1  FW101 page files end in .yaml
          hint: Rename it to wrong-extension.yaml."
    `);
  });
});

describe('validation messages: shapes and values the schemas reject', () => {
  it('unknown-page-property.yaml', () => {
    expect(validateWithFixture('unknown-page-property.yaml')).toMatchInlineSnapshot(`
      "pages/unknown-page-property.yaml:3:1  FW203 layout: unknown property "layout"
          hint: Allowed here: path, aliases, noindex, devOnly, title, description, blocks."
    `);
  });

  it('misspelled-nested-property.yaml', () => {
    expect(validateWithFixture('misspelled-nested-property.yaml')).toMatchInlineSnapshot(`
      "pages/misspelled-nested-property.yaml:11:9  FW203 blocks[1] (card-grid) › cards[0].txet: unknown property "txet"
          hint: Did you mean "text"? It is required here."
    `);
  });

  it('missing-required-nested.yaml', () => {
    expect(validateWithFixture('missing-required-nested.yaml')).toMatchInlineSnapshot(`
      "pages/missing-required-nested.yaml:8:9  FW204 blocks[0] (hero) › actions[0]: missing required property "href"
          hint: "href": Where the button goes."
    `);
  });

  it('null-title.yaml', () => {
    expect(validateWithFixture('null-title.yaml')).toMatchInlineSnapshot(`
      "pages/null-title.yaml:2:7  FW205 title: must be text, found null
          hint: The browser tab and search-result title, without the brand name (it is added)."
    `);
  });

  it('blocks-not-a-list.yaml', () => {
    expect(validateWithFixture('blocks-not-a-list.yaml')).toMatchInlineSnapshot(`
      "pages/blocks-not-a-list.yaml:4:9  FW205 blocks: must be a list (lines starting with -), found the string "hero"
          hint: The page's sections from top to bottom. The first is a hero, whose title is the page's heading."
    `);
  });

  it('calculator-inputs-not-a-list.yaml', () => {
    expect(validateWithFixture('calculator-inputs-not-a-list.yaml')).toMatchInlineSnapshot(`
      "pages/calculator-inputs-not-a-list.yaml:10:13  FW205 blocks[1] (calculator) › inputs: must be a list (lines starting with -), found number 2
          hint: The fields the visitor fills in, top to bottom. Which ids are needed depends on kind."
    `);
  });

  it('action-as-text.yaml', () => {
    expect(validateWithFixture('action-as-text.yaml')).toMatchInlineSnapshot(`
      "pages/action-as-text.yaml:12:14  FW205 blocks[1] (card-grid) › cards[0].cta: must be a mapping (key: value pairs), found the string "Start saving"
          hint: A call-to-action button that navigates."
    `);
  });

  it('calculator-missing-input.yaml', () => {
    expect(validateWithFixture('calculator-missing-input.yaml')).toMatchInlineSnapshot(`
      "pages/calculator-missing-input.yaml:11:7  FW217 blocks[1] (calculator) › inputs: needs an item with id "months"
      pages/calculator-missing-input.yaml:11:7  FW214 blocks[1] (calculator) › inputs: must have at least 2 items (it has 1)"
    `);
  });

  it('enum-out-of-range.yaml', () => {
    expect(validateWithFixture('enum-out-of-range.yaml')).toMatchInlineSnapshot(`
      "pages/enum-out-of-range.yaml:9:11  FW209 blocks[1] (notice) › tone: must be one of "info", "legal", "warning"
          hint: info for neutral facts, legal for disclaimers, warning for something the reader must not miss."
    `);
  });

  it('integer-enum-out-of-range.yaml', () => {
    expect(validateWithFixture('integer-enum-out-of-range.yaml')).toMatchInlineSnapshot(`
      "pages/integer-enum-out-of-range.yaml:9:14  FW209 blocks[1] (card-grid) › columns: must be one of 2, 3, 4, 5
          hint: Cards per row on wide screens; narrower screens show fewer."
    `);
  });

  it('number-above-maximum.yaml', () => {
    expect(validateWithFixture('number-above-maximum.yaml')).toMatchInlineSnapshot(`
      "pages/number-above-maximum.yaml:12:91  FW215 blocks[1] (calculator) › inputs[1].decimals: must be <= 4, found 7
          hint: How many digits after the decimal point the field accepts; 0 (whole numbers) when not given. Rates usually take 2."
    `);
  });

  it('calculator-zero-step.yaml', () => {
    expect(validateWithFixture('calculator-zero-step.yaml')).toMatchInlineSnapshot(`
      "pages/calculator-zero-step.yaml:12:87  FW215 blocks[1] (calculator) › inputs[1].step: must be > 0, found 0
          hint: How much the arrow keys and buttons change the value; 1 when not given."
    `);
  });

  it('calculator-duplicate-option.yaml', () => {
    expect(validateWithFixture('calculator-duplicate-option.yaml')).toMatchInlineSnapshot(
      `"pages/calculator-duplicate-option.yaml:12:94  FW216 blocks[1] (calculator) › inputs[1].options[1]: repeats item 2: items must be unique"`,
    );
  });

  it('description-too-short.yaml', () => {
    expect(validateWithFixture('description-too-short.yaml')).toMatchInlineSnapshot(`
      "pages/description-too-short.yaml:3:14  FW212 description: must be at least 50 characters long
          hint: The meta description search engines show under the title: one or two sentences."
    `);
  });

  it('image-not-svg.yaml', () => {
    expect(validateWithFixture('image-not-svg.yaml')).toMatchInlineSnapshot(`
      "pages/image-not-svg.yaml:7:19  FW206 blocks[0] (hero) › image.src: "/images/savings-jar.png" is not in the expected form
          hint: Write the path of an SVG file in public/images/, such as /images/savings.svg."
    `);
  });
});

describe('validation messages: links and paths', () => {
  it('ftp-link.yaml', () => {
    expect(validateWithFixture('ftp-link.yaml')).toMatchInlineSnapshot(`
      "pages/ftp-link.yaml:8:44  FW206 blocks[0] (hero) › actions[0].href: "ftp://files.fernwise.example/guide.pdf" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('mixed-case-javascript-link.yaml', () => {
    expect(validateWithFixture('mixed-case-javascript-link.yaml')).toMatchInlineSnapshot(`
      "pages/mixed-case-javascript-link.yaml:8:31  FW206 blocks[0] (hero) › actions[0].href: "JavaScript:alert(1)" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('space-before-javascript-link.yaml', () => {
    expect(validateWithFixture('space-before-javascript-link.yaml')).toMatchInlineSnapshot(`
      "pages/space-before-javascript-link.yaml:8:31  FW206 blocks[0] (hero) › actions[0].href: " javascript:alert(1)" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('uppercase-link.yaml', () => {
    expect(validateWithFixture('uppercase-link.yaml')).toMatchInlineSnapshot(`
      "pages/uppercase-link.yaml:8:42  FW206 blocks[0] (hero) › actions[0].href: "/Banking" is not in the expected form
          hint: Write an in-site path such as /banking or /banking#rates (lowercase, no trailing slash), a file such as /downloads/fees.pdf, #rates for a section of this page, or an https://, mailto: or tel: address; nothing else (http:, javascript:, data:, //host) is allowed."
    `);
  });

  it('dead-anchor.yaml', () => {
    expect(validateWithFixture('dead-anchor.yaml')).toMatchInlineSnapshot(`
      "pages/dead-anchor.yaml:8:43  FW305 blocks[0] (hero) › actions[0].href: link "/banking#todays-rates" leads to no section: /banking has no block with id "todays-rates"
          hint: Link to the id of a block on /banking (#accounts, #rates, #disclaimer), or give that block the id."
    `);
  });

  it('dead-same-page-anchor.yaml', () => {
    expect(validateWithFixture('dead-same-page-anchor.yaml')).toMatchInlineSnapshot(`
      "pages/dead-same-page-anchor.yaml:8:47  FW305 blocks[0] (hero) › actions[0].href: link "#faq" leads to no section: /savings-guide has no block with id "faq"
          hint: Link to the id of a block on /savings-guide (#questions), or give that block the id."
    `);
  });

  it('alias-repeats-path.yaml', () => {
    expect(validateWithFixture('alias-repeats-path.yaml')).toMatchInlineSnapshot(`
      "pages/alias-repeats-path.yaml:2:11  FW301 aliases[0]: path "/savings-guide" is already claimed by pages/alias-repeats-path.yaml:1:7
          hint: Each path belongs to one page: change this one or remove it."
    `);
  });

  it('second-not-found-page.yaml', () => {
    expect(validateWithFixture('second-not-found-page.yaml')).toMatchInlineSnapshot(`
      "pages/second-not-found-page.yaml:1:7  FW301 path: path "*" is already claimed by pages/not-found.yaml:2:7
          hint: Each path belongs to one page, and pages/not-found.yaml is named after it: change this one or remove it."
    `);
  });
});

describe('validation messages: rules beyond the schemas', () => {
  it('accepts dated APYs, an FDIC mention beside the disclaimer and calculator bounds that make sense', () => {
    expect(validateWithFixture('finance-rules-met.yaml', { folder: VALID_FIXTURES })).toBe('');
  });

  it('calculator-min-above-max.yaml', () => {
    expect(validateWithFixture('calculator-min-above-max.yaml')).toMatchInlineSnapshot(`
      "pages/calculator-min-above-max.yaml:11:75  FW403 blocks[1] (calculator) › inputs[0].min: min 50000 is above max 500
          hint: min is the smallest value the field accepts and max the largest: swap them or fix the typo."
    `);
  });

  it('calculator-default-outside-range.yaml', () => {
    expect(validateWithFixture('calculator-default-outside-range.yaml')).toMatchInlineSnapshot(`
      "pages/calculator-default-outside-range.yaml:12:61  FW404 blocks[1] (calculator) › inputs[1].defaultValue: defaultValue 24 lies outside min 1 and max 12
          hint: The field starts with this value, so it must lie between min and max, or the calculator opens on an error."
    `);
  });

  it('calculator-option-outside-range.yaml', () => {
    expect(validateWithFixture('calculator-option-outside-range.yaml')).toMatchInlineSnapshot(`
      "pages/calculator-option-outside-range.yaml:12:97  FW405 blocks[1] (calculator) › inputs[1].options[2]: option 18 lies outside min 1 and max 12
          hint: Every option must be a value the field accepts: change the option or widen min and max."
    `);
  });

  it('calculator-default-not-an-option.yaml', () => {
    expect(validateWithFixture('calculator-default-not-an-option.yaml')).toMatchInlineSnapshot(`
      "pages/calculator-default-not-an-option.yaml:12:61  FW406 blocks[1] (calculator) › inputs[1].defaultValue: defaultValue 4 is not one of the options (3, 6, 9)
          hint: A field with options starts on one of them: set defaultValue to one of the listed values."
    `);
  });

  it('apy-figure-without-as-of.yaml', () => {
    expect(validateWithFixture('apy-figure-without-as-of.yaml')).toMatchInlineSnapshot(`
      "pages/apy-figure-without-as-of.yaml:11:26  FW401 blocks[1] (card-grid) › cards[0].figure.value: shows an APY (4.20%) but its block never says when the rate was set
          hint: APYs are variable: add the date to this block, such as intro: "APYs are variable and accurate as of November 1, 2026.""
    `);
  });

  it('apy-text-without-as-of.yaml', () => {
    expect(validateWithFixture('apy-text-without-as-of.yaml')).toMatchInlineSnapshot(`
      "pages/apy-text-without-as-of.yaml:7:15  FW401 blocks[0] (hero) › subtitle: shows an APY (4.50%) but its block never says when the rate was set
          hint: APYs are variable: add the date to this block, such as footnote: "APYs are variable and accurate as of November 1, 2026.""
    `);
  });

  it('fdic-without-disclaimer.yaml', () => {
    expect(validateWithFixture('fdic-without-disclaimer.yaml')).toMatchInlineSnapshot(`
      "pages/fdic-without-disclaimer.yaml:7:15  FW402 blocks[0] (hero) › subtitle: mentions the FDIC, but the page never says that Fernwise is not a bank
          hint: Add the disclaimer as the last block: { type: notice, tone: legal, text: … } with the wording of pages/_site.yaml › disclaimers.full ("Fernwise is a financial technology company, not a bank. …")."
    `);
  });
});

describe('validation messages: files too large to commit', () => {
  it('too-large-file.yaml, padded just past the size limit', () => {
    const padded = (text: string) => text + '# padding\n'.repeat(MAX_FILE_BYTES / 10);
    expect(validateWithFixture('too-large-file.yaml', { transform: padded })).toMatchInlineSnapshot(`
      "pages/too-large-file.yaml:1:1  FW102 file is 513 KiB, over the 512 KiB limit
          hint: Split the content over several pages. Files over the limit are refused before they are read."
    `);
  });

  it('refuses a 4 GiB file by its size, without reading it', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'huge.yaml');
      writeFileSync(file, 'path: /huge\n');
      // A sparse file: reading it would fail on the string length limit long before memory runs out.
      truncateSync(file, 4 * 1024 ** 3);
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/huge.yaml:1:1  FW102 file is 4096 MiB, over the 512 KiB limit
          hint: Split the content over several pages. Files over the limit are refused before they are read."
    `);
  });
});

describe('validation messages: the site file', () => {
  it('a dead link in a navigation menu', () => {
    const output = validateWithSiteEdit((text) =>
      text.replace('{ label: Banking, href: /banking,', '{ label: Banking, href: /bankin,'),
    );
    expect(output).toMatchInlineSnapshot(`
      "pages/_site.yaml:45:35  FW304 navigation.menus[0].links[0].href: link "/bankin" leads to no page
          hint: Did you mean "/banking"?"
    `);
  });
});

describe('validation messages: dates', () => {
  it('date-not-in-calendar.yaml', () => {
    expect(validateWithFixture('date-not-in-calendar.yaml')).toMatchInlineSnapshot(`
      "pages/date-not-in-calendar.yaml:10:11  FW207 blocks[1] (rate-table) › asOf: "2026-02-30" is not a calendar date: February 2026 has 28 days
          hint: Write the date as YYYY-MM-DD, such as 2026-02-28."
    `);
  });

  it('date-month-13.yaml', () => {
    expect(validateWithFixture('date-month-13.yaml')).toMatchInlineSnapshot(`
      "pages/date-month-13.yaml:15:15  FW207 blocks[1] (testimonials) › items[0].date: "2026-13-01" is not a calendar date: there is no month 13; months run from 01 to 12
          hint: Write the date as YYYY-MM-DD, such as 2026-12-01."
    `);
  });
});

describe('validation messages: YAML syntax in an author’s words, one message per mistake', () => {
  it('colon-in-value.yaml', () => {
    expect(validateWithFixture('colon-in-value.yaml')).toMatchInlineSnapshot(`
      "pages/colon-in-value.yaml:7:15  FW111 this value contains ": "; put the whole value in quotes
          hint: Write subtitle: "Note: rates change every month". Unquoted, YAML reads ": " as the start of another key."
    `);
  });

  it('missing-space-after-colon.yaml', () => {
    expect(validateWithFixture('missing-space-after-colon.yaml')).toMatchInlineSnapshot(`
      "pages/missing-space-after-colon.yaml:6:12  FW112 add a space after the colon in "eyebrow:Banking"
          hint: Write eyebrow: Banking. Without the space, YAML reads it all as one word."
    `);
  });

  it('over-indented-key.yaml', () => {
    expect(validateWithFixture('over-indented-key.yaml')).toMatchInlineSnapshot(`
      "pages/over-indented-key.yaml:7:7  FW113 this line is indented more than the one above
          hint: Line it up with "title" on line 6 (column 5). Only a key with nothing after its colon takes more-indented lines under it."
    `);
  });

  it('under-indented-key.yaml', () => {
    expect(validateWithFixture('under-indented-key.yaml')).toMatchInlineSnapshot(`
      "pages/under-indented-key.yaml:7:4  FW114 this line is indented less than the one above, and lines up with nothing above it
          hint: Line it up with "title" on line 6 (column 5) or with "- type" on line 5 (column 3)."
    `);
  });

  it('over-indented-list-item.yaml', () => {
    expect(validateWithFixture('over-indented-list-item.yaml')).toMatchInlineSnapshot(`
      "pages/over-indented-list-item.yaml:10:9  FW113 this list item is indented more than the other items of its list
          hint: Line it up with "- label" on line 8 (column 7)."
    `);
  });

  it('key-at-list-dash.yaml', () => {
    expect(validateWithFixture('key-at-list-dash.yaml')).toMatchInlineSnapshot(`
      "pages/key-at-list-dash.yaml:9:7  FW114 this line is indented less than the list item it belongs to
          hint: Line it up with "label" on line 8 (column 9), after the dash of its item."
    `);
  });

  it('dedent-breaks-list.yaml', () => {
    expect(validateWithFixture('dedent-breaks-list.yaml')).toMatchInlineSnapshot(`
      "pages/dedent-breaks-list.yaml:11:5  FW114 this line is indented less than the lines around it
          hint: Indent it like "question" on line 10 (column 9): the lines after it are indented to belong there too."
    `);
  });

  it('tabs-on-many-lines.yaml', () => {
    expect(validateWithFixture('tabs-on-many-lines.yaml')).toMatchInlineSnapshot(`
      "pages/tabs-on-many-lines.yaml:5:1  FW115 tabs are not allowed for indentation in YAML; use spaces
          hint: Lines 5–8 start with a tab. Replace each with spaces; most editors convert a whole file at once (VS Code: "Convert Indentation to Spaces")."
    `);
  });

  it('apostrophe-in-single-quotes.yaml', () => {
    expect(validateWithFixture('apostrophe-in-single-quotes.yaml')).toMatchInlineSnapshot(`
      "pages/apostrophe-in-single-quotes.yaml:6:12  FW118 text follows the closing quote of this value
          hint: Inside single quotes an apostrophe is written twice: 'It''s simple'; or use double quotes: "It's simple"."
    `);
  });

  it('text-after-closing-quote.yaml', () => {
    expect(validateWithFixture('text-after-closing-quote.yaml')).toMatchInlineSnapshot(`
      "pages/text-after-closing-quote.yaml:6:12  FW118 text follows the closing quote of this value
          hint: Quote the whole value: '"Save" with a plan'."
    `);
  });

  it('reserved-character.yaml', () => {
    expect(validateWithFixture('reserved-character.yaml')).toMatchInlineSnapshot(`
      "pages/reserved-character.yaml:6:12  FW110 YAML syntax error: a value cannot start with @ unless it is quoted
          hint: Write title: "@fernwise on X"."
    `);
  });

  it('number-where-text-expected.yaml', () => {
    expect(validateWithFixture('number-where-text-expected.yaml')).toMatchInlineSnapshot(`
      "pages/number-where-text-expected.yaml:6:12  FW205 blocks[0] (hero) › title: must be text, found number 2019
          hint: Quote it: "2019". Unquoted, YAML reads 2019 as a number.
      pages/number-where-text-expected.yaml:7:14  FW205 blocks[0] (hero) › eyebrow: must be text, found boolean true
          hint: Quote it: "true". Unquoted, YAML reads true as a yes-or-no value."
    `);
  });
});

describe('validation messages: more schema rules', () => {
  it('block-type-not-text.yaml', () => {
    expect(validateWithFixture('block-type-not-text.yaml')).toMatchInlineSnapshot(`
      "pages/block-type-not-text.yaml:5:5  FW202 blocks[0]: block "type" must be text naming a block
          hint: Known block types: api-reference, app-download, article-body, article-featured, article-grid, banner-carousel, block-catalogue, calculator, card-grid, category-grid, certifications, code-sample, contact, cta-banner, data-table, download-list, faq, feature-list, goals-progress, hero, job-list, legal-document, market-summary, newsletter, notice, partner-banks, portfolio-mix, press-and-awards, product-cards, quick-links, rate-table, score-dial, search-box, stats, status-board, steps, team, testimonials, tier-table."
    `);
  });

  it('ruled-out-property.yaml', () => {
    expect(validateWithFixture('ruled-out-property.yaml')).toMatchInlineSnapshot(`
      "pages/ruled-out-property.yaml:14:5  FW218 blocks[1] (product-cards) › cards: "cards" is not allowed in this block with variant "loan"
          hint: Remove cards, or change variant "loan": cards only applies without it."
    `);
  });

  it('data-table-rows.yaml', () => {
    expect(validateWithFixture('data-table-rows.yaml')).toMatchInlineSnapshot(`
      "pages/data-table-rows.yaml:14:9  FW214 blocks[1] (data-table) › rows[0]: must have at least 1 entry (it has 0)
          hint: One row: column key → cell text, such as { factor: Payment history, weight: 35% }.
      pages/data-table-rows.yaml:15:11  FW206 blocks[1] (data-table) › rows[1].Factor: key "Factor" is not in the expected form
          hint: Use a column key: letters and digits starting with a lowercase letter, such as weight."
    `);
  });

  it('tier-value-number.yaml', () => {
    expect(validateWithFixture('tier-value-number.yaml')).toMatchInlineSnapshot(`
      "pages/tier-value-number.yaml:17:44  FW205 blocks[1] (tier-table) › comparison.rows[0].values[0]: must be true, false or text, found number 4
          hint: Quote it: "4". Unquoted, YAML reads 4 as a number."
    `);
  });

  it('tier-value-too-long.yaml', () => {
    expect(validateWithFixture('tier-value-too-long.yaml')).toMatchInlineSnapshot(`
      "pages/tier-value-too-long.yaml:17:44  FW213 blocks[1] (tier-table) › comparison.rows[0].values[0]: must be at most 40 characters long (it has 59)
          hint: Shorten the text; long copy belongs in a block made for it."
    `);
  });

  it('an email address in the site file', () => {
    const output = validateWithSiteEdit((text) =>
      text.replace('support: support@fernwise.example', 'support: support at fernwise.example'),
    );
    expect(output).toMatchInlineSnapshot(`
      "pages/_site.yaml:12:12  FW208 emails.support: "support at fernwise.example" is not an email address
          hint: Write it as name@domain.example, without mailto: or spaces."
    `);
  });

  it('an error no other message covers keeps what the schema says', () => {
    const parsed = parseYamlSource('pages/odd.yaml', 'path: /odd\nstep: 0.3\n');
    if (!parsed.ok) throw new Error('the source does not parse');
    const error: ErrorObject = {
      keyword: 'multipleOf',
      instancePath: '/step',
      schemaPath: '#/properties/step/multipleOf',
      params: { multipleOf: 0.25 },
      message: 'must be multiple of 0.25',
      parentSchema: { type: 'number', multipleOf: 0.25, description: 'A quarter step.' },
    };
    const diagnostic = describeSchemaError(error, { source: parsed.source, blockTypes: [] });
    expect(diagnostic && formatDiagnostic(diagnostic)).toMatchInlineSnapshot(`
      "pages/odd.yaml:2:7  FW299 step: must be multiple of 0.25
          hint: A quarter step."
    `);
  });
});

describe('validation messages: local files', () => {
  it('missing-local-files.yaml', () => {
    expect(validateWithFixture('missing-local-files.yaml')).toMatchInlineSnapshot(`
      "pages/missing-local-files.yaml:7:19  FW306 blocks[0] (hero) › image.src: file "/images/hero-grwoth.svg" does not exist in public/
          hint: Did you mean "/images/hero-growth.svg"?
      pages/missing-local-files.yaml:9:38  FW306 blocks[0] (hero) › actions[0].href: file "/downloads/fee-schedule.pdf" does not exist in public/
          hint: There is no folder public/downloads/: add the file there, or point at one that exists."
    `);
  });

  it('download-missing-file.yaml', () => {
    expect(validateWithFixture('download-missing-file.yaml')).toMatchInlineSnapshot(`
      "pages/download-missing-file.yaml:13:73  FW306 blocks[1] (download-list) › items[0].href: file "/downloads/fee-schedule.pdf" does not exist in public/
          hint: There is no folder public/downloads/: add the file there, or point at one that exists.
      pages/download-missing-file.yaml:14:56  FW306 blocks[1] (download-list) › items[1].href: file "/images/banking-acounts.svg" does not exist in public/
          hint: Did you mean "/images/banking-accounts.svg"?"
    `);
  });

  it('accepts files that exist, and QR code images the build draws for app-download blocks', () => {
    const output = validateEditedPages((pagesDir) => {
      writeFileSync(
        path.join(pagesDir, 'app.yaml'),
        [
          'path: /app',
          'title: The app',
          'description: Download the Fernwise app and scan the code to get it on your phone in seconds.',
          'blocks:',
          '  - type: hero',
          '    title: Get the app',
          '    image: { src: /images/hero-growth.svg, alt: A plant growing out of coins. }',
          '    actions:',
          `      - { label: The QR code, href: '${qrFileName('https://apps.fernwise.example/get')}' }`,
          '  - type: app-download',
          '    heading: Get the app',
          '    qrUrl: https://apps.fernwise.example/get',
          '    qrAlt: QR code to download the Fernwise app',
          '    badges:',
          '      - { store: app-store, overline: Download on the, label: App Store, href: https://apps.example.com/fw }',
        ].join('\n'),
      );
    });
    expect(output).toBe('');
  });
});

describe('validation messages: one mistake, one message', () => {
  it('a malformed path still claims the address it means, and counts the links to it instead of reporting them', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'banking.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('path: /banking', 'path: /Banking/'));
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/banking.yaml:2:7  FW206 path: "/Banking/" is not in the expected form — and 3 links to this page
          hint: Did you mean "/banking"? The links use it already. Write / or lowercase words joined by hyphens, each segment after a /, without a trailing slash, such as /savings-guide; the not-found page uses *."
    `);
  });

  it('a page that cannot be parsed still claims its path', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'banking.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('  - type: card-grid', '\t- type: card-grid'));
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/banking.yaml:12:1  FW115 tabs are not allowed for indentation in YAML; use spaces
          hint: Line 12 starts with a tab. Replace each with spaces; most editors convert a whole file at once (VS Code: "Convert Indentation to Spaces")."
    `);
  });

  it('a page that fails its schema still claims its path: only its own problem is reported', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'banking.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^description: .*\n/m, ''));
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/banking.yaml:2:1  FW204 missing required property "description"
          hint: "description": The meta description search engines show under the title: one or two sentences."
    `);
  });

  it('a copy claiming the path of the page named after it is the one blamed, though it sorts first', () => {
    const output = validateEditedPages((pagesDir) => {
      const text = readFileSync(path.join(pagesDir, 'banking.yaml'), 'utf8');
      writeFileSync(path.join(pagesDir, 'banking-copy.yaml'), text);
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/banking-copy.yaml:2:7  FW301 path: path "/banking" is already claimed by pages/banking.yaml:2:7
          hint: Each path belongs to one page, and pages/banking.yaml is named after it: change this one or remove it."
    `);
  });
});

describe('validation messages: the site as a whole', () => {
  it('no site file', () => {
    expect(validateEditedPages((pagesDir) => rmSync(path.join(pagesDir, '_site.yaml')))).toMatchInlineSnapshot(`
      "pages/_site.yaml:1:1  FW105 the site file is missing
          hint: Navigation, footer and brand facts live in pages/_site.yaml."
    `);
  });

  it('no not-found page', () => {
    expect(validateEditedPages((pagesDir) => rmSync(path.join(pagesDir, 'not-found.yaml')))).toMatchInlineSnapshot(`
      "pages:1:1  FW302 no not-found page
          hint: Add a page with path: "*"; it is shown for every unknown path."
    `);
  });
});

describe('validation messages: nothing accepted silently', () => {
  it('duplicate-block-id.yaml', () => {
    expect(validateWithFixture('duplicate-block-id.yaml')).toMatchInlineSnapshot(`
      "pages/duplicate-block-id.yaml:14:9  FW307 blocks[2] (notice) › id: id "questions" is already the id of blocks[1] (faq) (line 9)
          hint: Give this block an id of its own, such as "questions-2", or remove it: a link to #questions leads to blocks[1] (faq) only."
    `);
  });

  it('second-hero.yaml', () => {
    expect(validateWithFixture('second-hero.yaml')).toMatchInlineSnapshot(`
      "pages/second-hero.yaml:12:5  FW308 blocks[2] (hero): a hero is the first block of its page, and only the first
          hint: The page already opens with a hero, whose title is its one level-1 heading: use another block here, such as cta-banner or feature-list."
    `);
  });

  it('hero-not-first.yaml', () => {
    expect(validateWithFixture('hero-not-first.yaml')).toMatchInlineSnapshot(`
      "pages/hero-not-first.yaml:9:5  FW308 blocks[1] (hero): a hero is the first block of its page, and only the first
          hint: Move this block to the top of blocks: the page opens with its hero, whose title is the page's one level-1 heading."
    `);
  });

  it('hash-in-plain-value.yaml', () => {
    expect(validateWithFixture('hash-in-plain-value.yaml')).toMatchInlineSnapshot(`
      "pages/hash-in-plain-value.yaml:6:14  FW124 " #" starts a comment: this value reads "Banking", and the rest of the line is dropped
          hint: Quote it: eyebrow: "Banking #1 for savers". Unquoted, YAML reads " #" as the start of a comment."
    `);
  });

  it('scaffold-placeholders.yaml', () => {
    expect(validateWithFixture('scaffold-placeholders.yaml')).toMatchInlineSnapshot(`
      "pages/scaffold-placeholders.yaml:4:14  FW407 description: placeholder text left by npm run new:page: "A guide to saving: what Fernwise offers here, in one or two …"
          hint: Replace it with this page’s own text; the placeholder says what goes here.
      pages/scaffold-placeholders.yaml:8:15  FW407 blocks[0] (hero) › subtitle: placeholder text left by npm run new:page: "Say in a sentence or two what visitors find on this page."
          hint: Replace it with this page’s own text; the placeholder says what goes here."
    `);
  });
});

describe('validation messages: every independent mistake in one run', () => {
  it('schema-error-beside-other-mistakes.yaml', () => {
    expect(validateWithFixture('schema-error-beside-other-mistakes.yaml')).toMatchInlineSnapshot(`
      "pages/schema-error-beside-other-mistakes.yaml:6:5  FW203 blocks[0] (hero) › titel: unknown property "titel"
          hint: Did you mean "title"? It is required here.
      pages/schema-error-beside-other-mistakes.yaml:7:15  FW401 blocks[0] (hero) › subtitle: shows an APY (4.50%) but its block never says when the rate was set
          hint: APYs are variable: add the date to this block, such as footnote: "APYs are variable and accurate as of November 1, 2026."
      pages/schema-error-beside-other-mistakes.yaml:9:42  FW304 blocks[0] (hero) › actions[0].href: link "/bankng" leads to no page
          hint: Did you mean "/banking"?
      pages/schema-error-beside-other-mistakes.yaml:10:43  FW305 blocks[0] (hero) › actions[1].href: link "/banking#todays-rates" leads to no section: /banking has no block with id "todays-rates"
          hint: Link to the id of a block on /banking (#accounts, #rates, #disclaimer), or give that block the id.
      pages/schema-error-beside-other-mistakes.yaml:14:11  FW207 blocks[1] (rate-table) › asOf: "2026-02-30" is not a calendar date: February 2026 has 28 days
          hint: Write the date as YYYY-MM-DD, such as 2026-02-28."
    `);
  });

  it('a page too large to read still claims its path: one message, not a dead link in every page', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'banking.yaml');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\n# ${'x'.repeat(MAX_FILE_BYTES)}\n`);
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/banking.yaml:1:1  FW102 file is 514 KiB, over the 512 KiB limit
          hint: Split the content over several pages. Files over the limit are refused before they are read."
    `);
  });

  it('a page without its path line claims the address its file name matches, and counts the links to it', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'banking.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^path: \/banking\n/m, ''));
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/banking.yaml:2:1  FW204 missing required property "path" — and 3 links to this page
          hint: Add path: /banking: the file's name says this page is /banking (the links to it use that address)."
    `);
  });

  it('the not-found page without its path line is the not-found page still', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'not-found.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/^path: .*\n/m, ''));
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/not-found.yaml:2:1  FW204 missing required property "path"
          hint: Add path: "*": the file's name says this page is *."
    `);
  });

  it("an alias equal to another page's path is one message; #sections of that path are the other page's", () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'about.yaml');
      writeFileSync(file, readFileSync(file, 'utf8').replace('aliases: [/about-us]', 'aliases: [/about-us, /banking]'));
      const home = path.join(pagesDir, 'home.yaml');
      writeFileSync(home, readFileSync(home, 'utf8').replace('href: /banking }', 'href: /banking#rates }'));
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/about.yaml:3:22  FW301 aliases[1]: path "/banking" is already claimed by pages/banking.yaml:2:7
          hint: Each path belongs to one page, and pages/banking.yaml is named after it: change this one or remove it."
    `);
  });

  it('columns-as-word.yaml', () => {
    expect(validateWithFixture('columns-as-word.yaml')).toMatchInlineSnapshot(`
      "pages/columns-as-word.yaml:10:14  FW209 blocks[1] (card-grid) › columns: must be one of 2, 3, 4, 5
          hint: Write it as a number: 3. Cards per row on wide screens; narrower screens show fewer."
    `);
  });

  it('an under-indented key in a block is one message, not one per line after it', () => {
    const output = validateEditedPages((pagesDir) => {
      const file = path.join(pagesDir, 'banking.yaml');
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          '    image:\n      src: /images/banking',
          '   image:\n      src: /images/banking',
        ),
      );
    });
    expect(output).toMatchInlineSnapshot(`
      "pages/banking.yaml:8:4  FW114 this line is indented less than the one above, and lines up with nothing above it
          hint: Line it up with "title" on line 7 (column 5) or with "- type" on line 6 (column 3)."
    `);
  });
});

describe('validation messages: the right fix', () => {
  it('comma-splits-item.yaml', () => {
    expect(validateWithFixture('comma-splits-item.yaml')).toMatchInlineSnapshot(`
      "pages/comma-splits-item.yaml:13:20  FW205 blocks[1] (card-grid) › cards[0].features[0]: must be text, found number 55
          hint: Quote the whole item: "55,000+ fee-free ATMs". Unquoted, the comma ends the item inside [ ]: YAML reads 55 and 000+ fee-free ATMs as 2 items."
    `);
  });

  it('block-without-dash.yaml', () => {
    expect(validateWithFixture('block-without-dash.yaml')).toMatchInlineSnapshot(`
      "pages/block-without-dash.yaml:8:5  FW125 a new block starts here without its "- "
          hint: Start it with "- " in column 3, like the block on line 5: "- type: faq". Without the dash, YAML reads its keys as repeats of the block above."
    `);
  });
});

/** Checks a copy of the project's schemas, after `edit` has changed the copy (its root), as npm run validate does. */
function checkEditedSchemas(edit: (root: string) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fernwise-schemas-'));
  try {
    cpSync(path.join(PROJECT_ROOT, 'schema'), path.join(root, 'schema'), { recursive: true });
    edit(root);
    return formatDiagnostics(checkBlockSchemas({ root }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function editJson(root: string, file: string, edit: (schema: Record<string, unknown>) => void): void {
  const absolute = path.join(root, file);
  const schema = JSON.parse(readFileSync(absolute, 'utf8')) as Record<string, unknown>;
  edit(schema);
  writeFileSync(absolute, `${JSON.stringify(schema, null, 2)}\n`);
}

describe('validation messages: block schemas, for developers', () => {
  it('a block schema that is not valid JSON is named at its line and column', () => {
    const output = checkEditedSchemas((root) => {
      const file = path.join(root, 'schema/blocks/faq.schema.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"type": "object",', '"type": "object",,'));
    });
    expect(output).toMatchInlineSnapshot(`
      "schema/blocks/faq.schema.json:6:20  FW501 not valid JSON: expected double-quoted property name
          hint: Fix the JSON at this line and column: a missing or extra comma, an unclosed quote or brace."
    `);
  });

  it('a page check meets the broken schema as that one message, not a stack trace', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fernwise-schemas-'));
    try {
      cpSync(FIXTURE_SITE, root, { recursive: true });
      cpSync(path.join(PROJECT_ROOT, 'schema'), path.join(root, 'schema'), { recursive: true });
      const file = path.join(root, 'schema/blocks/faq.schema.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"type": "object",', '"type": "object",,'));
      const session = validationSession({ root });
      expect(formatDiagnostics(session.current().diagnostics)).toMatchInlineSnapshot(`
        "schema/blocks/faq.schema.json:6:20  FW501 not valid JSON: expected double-quoted property name
            hint: Fix the JSON at this line and column: a missing or extra comma, an unclosed quote or brace."
      `);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('a block schema without a title, a description or additionalProperties: false, or with an undescribed property', () => {
    const output = checkEditedSchemas((root) =>
      editJson(root, 'schema/blocks/team.schema.json', (schema) => {
        delete schema.title;
        delete schema.additionalProperties;
        const properties = schema.properties as Record<string, Record<string, unknown>>;
        delete properties.heading.description;
        properties.heading = { type: 'string' };
      }),
    );
    expect(output).toMatchInlineSnapshot(`
      "schema/blocks/team.schema.json:1:1  FW502 the block schema does not say additionalProperties: false
          hint: Add "additionalProperties": false, so a misspelt field (rol: for role:) is an error instead of being ignored.
      schema/blocks/team.schema.json:1:1  FW502 the block schema has no title
          hint: Add "title": the name of the block’s generated type, such as "RateChartBlock".
      schema/blocks/team.schema.json:20:5  FW502 property "heading" has no description
          hint: Add "description" to "heading": what the field holds, as the author reads it on hover and in docs/blocks.md."
    `);
  });

  it('an object inside a block schema without additionalProperties: false', () => {
    const output = checkEditedSchemas((root) =>
      editJson(root, 'schema/blocks/faq.schema.json', (schema) => {
        const items = (schema.properties as Record<string, { items: Record<string, unknown> }>).items.items;
        delete items.additionalProperties;
      }),
    );
    expect(output).toMatchInlineSnapshot(`
      "schema/blocks/faq.schema.json:34:7  FW502 "items[]" does not say additionalProperties: false
          hint: Add "additionalProperties": false, so a misspelt field (rol: for role:) is an error instead of being ignored."
    `);
  });

  it('a block example that fails its schema, and the placeholders npm run new:block writes', () => {
    const output = checkEditedSchemas((root) => {
      editJson(root, 'schema/blocks/faq.schema.json', (schema) => {
        schema.description = 'Describe what the faq block shows and when to use it.';
      });
      mkdirSync(path.join(root, 'src/blocks/Faq'), { recursive: true });
      writeFileSync(
        path.join(root, 'src/blocks/Faq/Faq.example.yaml'),
        'type: faq\nheading: A heading for the faq block\nitem:\n  - { question: Is there a fee?, answer: No. }\n',
      );
    });
    expect(output).toMatchInlineSnapshot(`
      "schema/blocks/faq.schema.json:5:18  FW502 the description is still the placeholder npm run new:block wrote
          hint: Say in a sentence what the block shows and when to use it: editors show it on hover, docs/blocks.md lists it.
      src/blocks/Faq/Faq.example.yaml:2:10  FW407 heading: placeholder text left by npm run new:block: "A heading for the faq block"
          hint: Replace it with this page’s own text; the placeholder says what goes here.
      src/blocks/Faq/Faq.example.yaml:3:1  FW203 item: unknown property "item"
          hint: Did you mean "items"? It is required here."
    `);
  });
});
