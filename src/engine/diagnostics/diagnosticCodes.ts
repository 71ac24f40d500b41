/** One kind of problem the validator reports, with what an author needs to recognise and fix it. */
export interface DiagnosticEntry {
  /** A short name for the problem, used as the heading in docs/errors.md. */
  title: string;
  /** The message as printed, with `{placeholders}` for what varies; every message of this code fits it. */
  message: string;
  /** What to do about it in general; each diagnostic's own hint is more specific. */
  hint: string;
  /** The mistake and its fix, as YAML an author would write (a page, a block, or the lines that matter). */
  example: { mistake: string; fix: string };
}

/**
 * Every diagnostic the validator can report, by stable code. Codes never change meaning and are never reused:
 * FW1xx files and YAML syntax, FW2xx schema rules, FW3xx paths, links and files across the site, FW4xx finance
 * and consistency rules. `npm run docs:errors` writes docs/errors.md from this catalogue.
 */
export const DIAGNOSTIC_CATALOGUE = {
  FW101: {
    title: 'Page file ends in .yml',
    message: 'page files end in .yaml',
    hint: 'Rename the file so its name ends in .yaml; files ending in .yml are not read.',
    example: { mistake: '# file: pages/savings-guide.yml', fix: '# file: pages/savings-guide.yaml' },
  },
  FW102: {
    title: 'File too large',
    message: 'file is {size}, over the {limit} limit',
    hint: 'Split the content over several pages. Files over the limit are refused before they are read.',
    example: {
      mistake: '# file: pages/everything.yaml, 600 KiB',
      fix: '# files: pages/savings.yaml and pages/checking.yaml, each well under 512 KiB',
    },
  },
  FW103: {
    title: 'Empty file',
    message: 'file is empty',
    hint: 'A page needs at least path, title, description and blocks; delete the file if it is not a page.',
    example: {
      mistake: '# yaml-language-server: $schema=../schema/page.schema.json',
      fix: [
        'path: /savings-guide',
        'title: A guide to saving',
        'description: How to build an emergency fund, one automatic transfer at a time, with high-yield savings.',
        'blocks:',
        '  - type: hero',
        '    title: Save with a plan',
        '    image: { src: /images/hero-savings-jar.svg, alt: A glass jar of coins. }',
      ].join('\n'),
    },
  },
  FW104: {
    title: 'Top level is not a mapping',
    message: 'the top level must be a mapping (key: value pairs)',
    hint: 'A page starts with path:, title:, description: and blocks:, each at the start of a line.',
    example: {
      mistake: '- path: /savings-guide\n- title: A guide to saving',
      fix: 'path: /savings-guide\ntitle: A guide to saving',
    },
  },
  FW105: {
    title: 'Site file missing',
    message: 'the site file is missing',
    hint: 'Navigation, footer and brand facts live in pages/_site.yaml; restore it.',
    example: { mistake: '# pages/ has no _site.yaml', fix: '# file: pages/_site.yaml\nbrand:\n  name: Fernwise' },
  },
  FW110: {
    title: 'YAML syntax error',
    message: 'YAML syntax error: {detail}',
    hint: 'The file is not valid YAML at this point. Indent with spaces, close quotes and brackets, and quote text that contains ": " or starts with a special character.',
    example: { mistake: '- type: hero\n  title: @fernwise on X', fix: '- type: hero\n  title: "@fernwise on X"' },
  },
  FW111: {
    title: 'Colon and space inside an unquoted value',
    message: 'this value contains ": "; put the whole value in quotes',
    hint: 'YAML reads ": " as the start of another key. Quote the whole value.',
    example: {
      mistake: '- type: hero\n  title: Note: rates change',
      fix: '- type: hero\n  title: "Note: rates change"',
    },
  },
  FW112: {
    title: 'No space after a colon',
    message: 'add a space after the colon in "{text}"',
    hint: 'A key and its value are separated by a colon and a space.',
    example: {
      mistake: '- type: hero\n  eyebrow:Banking\n  title: Save with a plan',
      fix: '- type: hero\n  eyebrow: Banking\n  title: Save with a plan',
    },
  },
  FW113: {
    title: 'Line indented too far',
    message: 'this {line} is indented more than {context}',
    hint: 'Line it up with the key above it. Only a key with nothing after its colon takes more-indented lines under it.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n    subtitle: Start small',
      fix: '- type: hero\n  title: Save with a plan\n  subtitle: Start small',
    },
  },
  FW114: {
    title: 'Line not indented far enough',
    message: 'this line is indented less than {context}',
    hint: 'Line it up with the lines it belongs with: keys of one mapping, and the dashes of one list, start in the same column.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n subtitle: Start small',
      fix: '- type: hero\n  title: Save with a plan\n  subtitle: Start small',
    },
  },
  FW115: {
    title: 'Tab used for indentation',
    message: 'tabs are not allowed for indentation in YAML; use spaces',
    hint: 'Replace each tab at the start of a line with spaces. Most editors convert a whole file at once.',
    example: { mistake: '- type: hero\n\ttitle: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
  },
  FW116: {
    title: 'Quote never closed',
    message: 'the {quote} that opens this value is never closed',
    hint: 'Close the quote at the end of the value, on the same line.',
    example: {
      mistake: '- type: hero\n  title: "A guide to saving\n  subtitle: Start small',
      fix: '- type: hero\n  title: "A guide to saving"\n  subtitle: Start small',
    },
  },
  FW117: {
    title: 'Bracket or brace never closed',
    message: 'the {bracket} that opens this {collection} is never closed',
    hint: 'Close it on the same line, or write the items one per line with -.',
    example: {
      mistake:
        '- type: hero\n  title: Save with a plan\n  actions: [{ label: Compare accounts, href: /banking }\n- type: notice\n  tone: legal\n  text: Fernwise is not a bank.',
      fix: '- type: hero\n  title: Save with a plan\n  actions: [{ label: Compare accounts, href: /banking }]\n- type: notice\n  tone: legal\n  text: Fernwise is not a bank.',
    },
  },
  FW118: {
    title: 'Text after a closing quote',
    message: 'text follows the closing quote of this value',
    hint: 'A quoted value ends at its closing quote. Quote the whole value, and inside single quotes write an apostrophe twice.',
    example: { mistake: "- type: hero\n  title: 'It's simple'", fix: "- type: hero\n  title: 'It''s simple'" },
  },
  FW119: {
    title: 'Duplicate key',
    message: 'duplicate key: this key already appears earlier in the same mapping',
    hint: 'Remove one of the two keys; YAML would silently keep only the last.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n  title: Save more',
      fix: '- type: hero\n  title: Save with a plan',
    },
  },
  FW120: {
    title: 'Second document in a file',
    message: 'a second document starts here: a file holds one page',
    hint: 'Remove the --- line and what follows, or move it into a file of its own.',
    example: {
      mistake: 'path: /savings-guide\n---\npath: /checking-guide',
      fix: '# one page per file: pages/savings-guide.yaml and pages/checking-guide.yaml',
    },
  },
  FW121: {
    title: 'YAML tag',
    message: 'tag "{tag}" is not allowed',
    hint: 'Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping.',
    example: { mistake: '- type: hero\n  title: !!binary SGVsbG8=', fix: '- type: hero\n  title: Hello' },
  },
  FW122: {
    title: 'Alias without an anchor',
    message: 'alias *{name} refers to no anchor above it',
    hint: 'Mark the value to repeat with &name on an earlier line, or write the content out.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n  subtitle: *intro',
      fix: '- type: hero\n  title: &intro Save with a plan\n  subtitle: *intro',
    },
  },
  FW123: {
    title: 'Aliases expand too far',
    message: 'aliases expand too far ({detail})',
    hint: 'Write the content out instead of nesting YAML aliases (*name).',
    example: {
      mistake:
        'a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b]',
      fix: '# the content written out, without aliases',
    },
  },
  FW201: {
    title: 'Unknown block type',
    message: 'unknown block type "{type}"',
    hint: 'Use one of the block types listed in docs/blocks.md; the hint names the closest.',
    example: { mistake: '- type: hreo\n  title: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
  },
  FW202: {
    title: 'Block type is not a name',
    message: 'block "type" must be text naming a block',
    hint: 'Every block starts with type: and the name of a block, such as hero.',
    example: { mistake: '- type: [hero]\n  title: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
  },
  FW203: {
    title: 'Unknown property',
    message: 'unknown property "{name}"',
    hint: 'A misspelled or misplaced field. Fields the schema does not know are never silently ignored.',
    example: { mistake: '- type: hero\n  titel: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
  },
  FW204: {
    title: 'Missing required property',
    message: 'missing required property "{name}"',
    hint: 'Add the field; the hint says what it is for.',
    example: {
      mistake: '- type: faq\n  items:\n    - { question: Is there a fee?, answer: No. }',
      fix: '- type: faq\n  heading: Questions\n  items:\n    - { question: Is there a fee?, answer: No. }',
    },
  },
  FW205: {
    title: 'Wrong type',
    message: 'must be {expected}, found {found}',
    hint: 'Write the value as the field expects: numbers unquoted, text quoted when YAML would read it as a number or true/false, lists with -.',
    example: { mistake: '- type: hero\n  title: 2019', fix: '- type: hero\n  title: "2019"' },
  },
  FW206: {
    title: 'Value not in the expected form',
    message: '{value} is not in the expected form',
    hint: 'The hint says in words what the field accepts, with an example.',
    example: {
      mistake: '- type: hero\n  id: Top\n  title: Save with a plan',
      fix: '- type: hero\n  id: top\n  title: Save with a plan',
    },
  },
  FW207: {
    title: 'Not a calendar date',
    message: '{value} is not a calendar date: {reason}',
    hint: 'Write dates as YYYY-MM-DD, and check the day exists in that month.',
    example: {
      mistake:
        "- type: rate-table\n  heading: Today's rates\n  asOf: 2026-02-30\n  asOfLabel: Rates as of\n  columns: { product: Account, apy: APY, minimumBalance: Minimum, monthlyFee: Fee }\n  rows:\n    - { product: Savings, apy: 4.20%, minimumBalance: $0, monthlyFee: $0 }",
      fix: "- type: rate-table\n  heading: Today's rates\n  asOf: 2026-02-28\n  asOfLabel: Rates as of\n  columns: { product: Account, apy: APY, minimumBalance: Minimum, monthlyFee: Fee }\n  rows:\n    - { product: Savings, apy: 4.20%, minimumBalance: $0, monthlyFee: $0 }",
    },
  },
  FW208: {
    title: 'Not an email address',
    message: '{value} is not an email address',
    hint: 'Write the address as name@example.com, without mailto: or spaces.',
    example: {
      mistake: '# pages/_site.yaml\nemails:\n  support: support at fernwise.example',
      fix: '# pages/_site.yaml\nemails:\n  support: support@fernwise.example',
    },
  },
  FW209: {
    title: 'Value not allowed',
    message: 'must be {allowed}',
    hint: 'Pick one of the listed values; the hint suggests the closest.',
    example: {
      mistake: '- type: notice\n  tone: legl\n  text: Fernwise is not a bank.',
      fix: '- type: notice\n  tone: legal\n  text: Fernwise is not a bank.',
    },
  },
  FW211: {
    title: 'Empty text',
    message: 'must not be empty',
    hint: 'Write the text, or remove the field if it is optional.',
    example: {
      mistake: "- type: hero\n  title: Save with a plan\n  subtitle: ''",
      fix: '- type: hero\n  title: Save with a plan\n  subtitle: Start with what you can spare.',
    },
  },
  FW212: {
    title: 'Text too short',
    message: 'must be at least {limit} characters long',
    hint: 'Say a little more; the hint says what the text is for.',
    example: {
      mistake: 'description: Savings.',
      fix: 'description: How to build an emergency fund, one automatic transfer at a time.',
    },
  },
  FW213: {
    title: 'Text too long',
    message: 'must be at most {limit} characters long (it has {length})',
    hint: 'Shorten the text; long copy belongs in a block made for it.',
    example: {
      mistake: 'title: A guide to saving, spending, investing and borrowing, and everything else we do here',
      fix: 'title: A guide to saving',
    },
  },
  FW214: {
    title: 'Too few or too many items',
    message: 'must have {bound} {limit} {unit} (it has {count})',
    hint: 'Add or remove items until the count fits.',
    example: {
      mistake: '- type: faq\n  heading: Questions\n  items: []',
      fix: '- type: faq\n  heading: Questions\n  items:\n    - { question: Is there a fee?, answer: No. }',
    },
  },
  FW215: {
    title: 'Number out of range',
    message: 'must be {comparison} {limit}, found {value}',
    hint: 'Pick a number inside the range; the hint says what the number means.',
    example: { mistake: 'intervalMs: 500', fix: 'intervalMs: 6000' },
  },
  FW216: {
    title: 'Repeated item',
    message: 'repeats item {index}: items must be unique',
    hint: 'Remove the repeated item.',
    example: { mistake: 'options: [3, 6, 6]', fix: 'options: [3, 6, 12]' },
  },
  FW217: {
    title: 'List lacks a required item',
    message: 'needs an item with {field} {value}',
    hint: 'Add the item the block needs; the block reference lists which ones.',
    example: {
      mistake:
        '# kind: emergency-fund needs the inputs expenses and months\ninputs:\n  - { id: expenses, label: Monthly expenses, defaultValue: 3000, min: 0, max: 50000 }',
      fix: '# kind: emergency-fund needs the inputs expenses and months\ninputs:\n  - { id: expenses, label: Monthly expenses, defaultValue: 3000, min: 0, max: 50000 }\n  - { id: months, label: Months to cover, defaultValue: 6, min: 3, max: 12 }',
    },
  },
  FW218: {
    title: 'Property ruled out by the block’s other settings',
    message: '"{name}" is not allowed in this block {condition}',
    hint: 'Some fields only apply with certain settings: remove this field, or change the setting it depends on.',
    example: {
      mistake: '# a product-cards block\nvariant: loan\ncards: []',
      fix: '# a product-cards block\nvariant: loan\nloans: []',
    },
  },
  FW299: {
    title: 'Other schema rule',
    message: '{detail}',
    hint: 'The value breaks a rule of the schema; the block reference (docs/blocks.md) describes every field.',
    example: {
      mistake: '# a value that breaks a rule of the schema',
      fix: '# the value as docs/blocks.md describes it',
    },
  },
  FW301: {
    title: 'Path already claimed',
    message: 'path "{path}" is already claimed by {file}:{line}:{column}',
    hint: 'Each address belongs to one page: change this path or remove the alias. The file whose name matches the path keeps it.',
    example: {
      mistake: '# pages/banking-copy.yaml\npath: /banking',
      fix: '# pages/banking-copy.yaml\npath: /banking-guide',
    },
  },
  FW302: {
    title: 'No not-found page',
    message: 'no not-found page',
    hint: 'Add a page with path: "*"; it is shown for every unknown address.',
    example: { mistake: '# pages/ has no page whose path is "*"', fix: "# pages/not-found.yaml\npath: '*'" },
  },
  FW303: {
    title: 'First block is not a hero',
    message: 'a page opens with a hero block',
    hint: "Start the blocks with a hero; its title is the page's one level-1 heading.",
    example: {
      mistake: 'blocks:\n  - type: notice\n    tone: legal\n    text: Fernwise is not a bank.',
      fix: 'blocks:\n  - type: hero\n    title: About Fernwise\n  - type: notice\n    tone: legal\n    text: Fernwise is not a bank.',
    },
  },
  FW304: {
    title: 'Dead link',
    message: 'link "{href}" leads to no page',
    hint: 'Link to the path or alias of an existing page, or add the page.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: Compare accounts, href: /bankng }',
      fix: '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: Compare accounts, href: /banking }',
    },
  },
  FW305: {
    title: 'Dead section link',
    message: 'link "{href}" leads to no section: {path} has no block with id "{id}"',
    hint: 'Link to the id of a block on that page, or give the block that id.',
    example: {
      mistake:
        '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: See rates, href: /banking#todays-rates }',
      fix: '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: See rates, href: /banking#rates }',
    },
  },
  FW306: {
    title: 'Missing file',
    message: 'file "{path}" does not exist in public/',
    hint: 'Add the file under public/, or point at one that exists; the hint names the closest.',
    example: {
      mistake:
        '- type: hero\n  title: Save with a plan\n  image: { src: /images/hero-grwoth.svg, alt: A plant growing out of coins. }',
      fix: '- type: hero\n  title: Save with a plan\n  image: { src: /images/hero-growth.svg, alt: A plant growing out of coins. }',
    },
  },
  FW401: {
    title: 'APY without its date',
    message: 'shows an APY ({rate}) but its block never says when the rate was set',
    hint: 'APYs are variable: give the block an asOf date, or say "as of November 1, 2026" in one of its texts.',
    example: {
      mistake: '- type: hero\n  title: Savings that earn 4.50% APY',
      fix: '- type: hero\n  title: Savings that earn 4.50% APY\n  footnote: APY is variable and accurate as of November 1, 2026.',
    },
  },
  FW402: {
    title: 'FDIC without the not-a-bank statement',
    message: 'mentions the FDIC, but the page never says that Fernwise is not a bank',
    hint: 'Add a closing notice block (tone: legal) with the wording of disclaimers.full in pages/_site.yaml.',
    example: {
      mistake: [
        'path: /savings-guide',
        'title: A guide to saving',
        'description: How to build an emergency fund, one automatic transfer at a time, with high-yield savings.',
        'blocks:',
        '  - type: hero',
        '    title: Savings',
        '    subtitle: Deposits are held at FDIC-insured partner banks.',
        '    image: { src: /images/hero-fdic.svg, alt: A safe beside a green shield. }',
      ].join('\n'),
      fix: [
        'path: /savings-guide',
        'title: A guide to saving',
        'description: How to build an emergency fund, one automatic transfer at a time, with high-yield savings.',
        'blocks:',
        '  - type: hero',
        '    title: Savings',
        '    subtitle: Fernwise is not a bank; deposits are held at FDIC-insured partner banks.',
        '    image: { src: /images/hero-fdic.svg, alt: A safe beside a green shield. }',
      ].join('\n'),
    },
  },
  FW403: {
    title: 'Calculator min above max',
    message: 'min {min} is above max {max}',
    hint: 'min is the smallest value the field accepts and max the largest: swap them or fix the typo.',
    example: { mistake: 'min: 50000\nmax: 500', fix: 'min: 500\nmax: 50000' },
  },
  FW404: {
    title: 'Calculator starting value out of range',
    message: 'defaultValue {value} lies outside min {min} and max {max}',
    hint: 'The field starts with this value, so it must lie between min and max.',
    example: { mistake: 'defaultValue: 24\nmin: 1\nmax: 12', fix: 'defaultValue: 6\nmin: 1\nmax: 12' },
  },
  FW405: {
    title: 'Calculator option out of range',
    message: 'option {value} lies outside min {min} and max {max}',
    hint: 'Every option must be a value the field accepts: change the option or widen min and max.',
    example: { mistake: 'max: 12\noptions: [3, 6, 18]', fix: 'max: 18\noptions: [3, 6, 18]' },
  },
  FW406: {
    title: 'Calculator starting value not an option',
    message: 'defaultValue {value} is not one of the options ({options})',
    hint: 'A field with options starts on one of them: set defaultValue to one of the listed values.',
    example: { mistake: 'defaultValue: 4\noptions: [3, 6, 9]', fix: 'defaultValue: 6\noptions: [3, 6, 9]' },
  },
} as const satisfies Record<`FW${number}`, DiagnosticEntry>;

/** A stable code such as FW201, shown with every message. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CATALOGUE;

/** Every code in the catalogue, in order. */
export const DIAGNOSTIC_CODES = Object.keys(DIAGNOSTIC_CATALOGUE) as DiagnosticCode[];
