/** The mistake and its fix, as YAML an author would write (a page, a block, or the lines that matter). */
export interface DiagnosticExample {
  mistake: string;
  fix: string;
}

/** The names in a message template: `'file is {size}, over the {limit} limit'` has `size` and `limit`. */
export type Placeholders<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The parameters of a code whose message and hint never vary: none. */
export type NoParams = Record<string, never>;

/**
 * One kind of problem the validator reports, with what an author needs to recognise and fix it, and the functions
 * that word one diagnostic of it from its typed parameters. Every message and hint an author sees is made here.
 */
export type DiagnosticEntry<Template extends string, Params> = {
  /** A short name for the problem, used as the heading in docs/errors.md. */
  title: string;
  /** The message as printed, with `{placeholders}` for what varies; `words` fills them in. */
  message: Template;
  /** What to do about it in general, as docs/errors.md says; the hint of a diagnostic unless `hintFor` words one. */
  hint: string;
  example: DiagnosticExample;
  /** The hint of one diagnostic, more specific than `hint` (given as `general`); undefined for none. */
  hintFor?: (params: Params, general: string) => string | undefined;
  /** Text added to the end of the message in some cases; docs/errors.md explains it in its introduction. */
  ending?: (params: Params) => string;
} & ([Placeholders<Template>] extends [never]
  ? { words?: undefined }
  : {
      /** The text of each placeholder of `message`. */ words: (
        params: Params,
      ) => Record<Placeholders<Template>, string>;
    });

declare const paramsType: unique symbol;

/** An entry whose diagnostics take parameters of type `Params` (none unless given). */
function define<Params = NoParams>() {
  return <const Template extends string>(
    entry: DiagnosticEntry<Template, Params>,
  ): DiagnosticEntry<Template, Params> & { readonly [paramsType]?: Params } =>
    entry as DiagnosticEntry<Template, Params> & { readonly [paramsType]?: Params };
}

/** Where a line is, for a hint that says what to line a line up with. */
export interface IndentAnchor {
  label: string;
  line: number;
  indent: number;
}

/** A file listing in a hint stops after this many names. */
const MAX_LISTED_FILES = 8;

function didYouMean(suggestion: string): string {
  return `Did you mean "${suggestion}"?`;
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}

/** A value in quotes as YAML would take it: double quotes, or single ones when it holds a double quote. */
function quoteValue(value: string): string {
  return value.includes('"') ? `'${value.replace(/'/g, "''")}'` : `"${value}"`;
}

function anchorText(anchor: IndentAnchor): string {
  return `"${anchor.label}" on line ${anchor.line} (column ${anchor.indent + 1})`;
}

/** "5", "5 and 7", "5–8 and 12": line numbers, runs of consecutive ones joined. */
function describeLines(lines: readonly number[]): string {
  const runs: string[] = [];
  for (let index = 0; index < lines.length;) {
    let end = index;
    while (end + 1 < lines.length && lines[end + 1] === lines[end] + 1) end += 1;
    runs.push(end > index ? `${lines[index]}–${lines[end]}` : String(lines[index]));
    index = end + 1;
  }
  return runs.length > 1 ? `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}` : (runs[0] ?? '');
}

function describeSize(bytes: number): string {
  // Rounded up, so a file just over the limit never reads as equal to it.
  const mebibytes = bytes / 1024 ** 2;
  return mebibytes >= 10 ? `${Math.ceil(mebibytes)} MiB` : `${Math.ceil(bytes / 1024)} KiB`;
}

function quoteList(values: readonly unknown[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  if (typeof value === 'string')
    return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  return `${typeof value} ${String(value)}`;
}

/** What YAML made of an unquoted value that was meant as text. */
function yamlReading(value: unknown): string {
  if (typeof value === 'number') return 'a number';
  if (typeof value === 'boolean') return 'a yes-or-no value';
  return 'no value (null)';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping (key: value pairs)',
  array: 'a list (lines starting with -)',
};

/** "text", "a number or text", "true, false or text". */
function describeTypes(types: readonly string[]): string {
  if (types.length === 1) return TYPE_WORDS[types[0]] ?? types[0];
  const words = types.map((type) => (type === 'boolean' ? 'true, false' : (TYPE_WORDS[type] ?? type)));
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** The block settings a rule depends on, such as `variant "loan" and tone "legal"`. */
type BlockSettings = { branch: 'then' | 'else'; values: readonly [key: string, value: unknown][] };

function settingsList(values: BlockSettings['values']): string {
  return values.map(([key, value]) => `${key} ${JSON.stringify(value)}`).join(' and ');
}

/** `with variant "loan"` or `unless it has variant "loan"`; undefined when the settings are not known. */
function settingsCondition(settings: BlockSettings | undefined): string | undefined {
  if (!settings || settings.values.length === 0) return undefined;
  const listed = settingsList(settings.values);
  return settings.branch === 'then' ? `with ${listed}` : `unless it has ${listed}`;
}

/**
 * Every diagnostic the validator can report, by stable code. Codes never change meaning and are never reused:
 * FW1xx files and YAML syntax, FW2xx schema rules, FW3xx paths, links, sections and files across the site, FW4xx
 * finance and consistency rules, FW5xx the block schemas themselves (for developers). `npm run gen:blocks` writes docs/errors.md from this catalogue; `diagnostic()` in
 * diagnostics.ts words each diagnostic from it, so no message is written anywhere else.
 */
export const DIAGNOSTIC_CATALOGUE = {
  FW101: define<{ name: string }>()({
    title: 'Page file ends in .yml',
    message: 'page files end in .yaml',
    hint: 'Rename the file so its name ends in .yaml; files ending in .yml are not read.',
    example: { mistake: '# file: pages/savings-guide.yml', fix: '# file: pages/savings-guide.yaml' },
    hintFor: (p) => `Rename it to ${p.name.replace(/\.yml$/, '.yaml')}.`,
  }),
  FW102: define<{ bytes: number; limit: number }>()({
    title: 'File too large',
    message: 'file is {size}, over the {limit} limit',
    hint: 'Split the content over several pages. Files over the limit are refused before they are read.',
    example: {
      mistake: '# file: pages/everything.yaml, 600 KiB',
      fix: '# files: pages/savings.yaml and pages/checking.yaml, each well under 512 KiB',
    },
    words: (p) => ({ size: describeSize(p.bytes), limit: describeSize(p.limit) }),
  }),
  FW103: define()({
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
    hintFor: () => 'A page needs at least path, title, description and blocks.',
  }),
  FW104: define<{ site: boolean }>()({
    title: 'Top level is not a mapping',
    message: 'the top level must be a mapping (key: value pairs)',
    hint: 'A page starts with path:, title:, description: and blocks:, each at the start of a line.',
    example: {
      mistake: '- path: /savings-guide\n- title: A guide to saving',
      fix: 'path: /savings-guide\ntitle: A guide to saving',
    },
    hintFor: (p) =>
      p.site
        ? 'The site file starts with brand:, baseUrl: and so on.'
        : 'A page starts with path:, title:, description: and blocks:.',
  }),
  FW105: define()({
    title: 'Site file missing',
    message: 'the site file is missing',
    hint: 'Navigation, footer and brand facts live in pages/_site.yaml; restore it.',
    example: { mistake: '# pages/ has no _site.yaml', fix: '# file: pages/_site.yaml\nbrand:\n  name: Fernwise' },
    hintFor: () => 'Navigation, footer and brand facts live in pages/_site.yaml.',
  }),
  FW110: define<
    { startsWith: string; key?: string; value?: string } | { parserMessage: string; indentation: boolean }
  >()({
    title: 'YAML syntax error',
    message: 'YAML syntax error: {detail}',
    hint: 'The file is not valid YAML at this point. Indent with spaces, close quotes and brackets, and quote text that contains ": " or starts with a special character.',
    example: { mistake: '- type: hero\n  title: @fernwise on X', fix: '- type: hero\n  title: "@fernwise on X"' },
    words: (p) => ({
      detail:
        'startsWith' in p
          ? `a value cannot start with ${p.startsWith} unless it is quoted`
          : lowerFirst(p.parserMessage.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '')),
    }),
    hintFor: (p) => {
      if ('startsWith' in p) {
        return p.key !== undefined && p.value !== undefined
          ? `Write ${p.key}: ${quoteValue(p.value.trim())}.`
          : 'Put the whole value in quotes.';
      }
      return p.indentation
        ? 'Check the indentation: the keys of one mapping, and the dashes of one list, start in the same column.'
        : 'Quote text that contains ": " or " #", or that starts with one of [ ] { } , & * ! | > % @ `.';
    },
  }),
  FW111: define<{ key: string; value: string }>()({
    title: 'Colon and space inside an unquoted value',
    message: 'this value contains ": "; put the whole value in quotes',
    hint: 'YAML reads ": " as the start of another key. Quote the whole value.',
    example: {
      mistake: '- type: hero\n  title: Note: rates change',
      fix: '- type: hero\n  title: "Note: rates change"',
    },
    hintFor: (p) => `Write ${p.key}: ${quoteValue(p.value)}. Unquoted, YAML reads ": " as the start of another key.`,
  }),
  FW112: define<{ key: string; value: string }>()({
    title: 'No space after a colon',
    message: 'add a space after the colon in "{text}"',
    hint: 'A key and its value are separated by a colon and a space.',
    example: {
      mistake: '- type: hero\n  eyebrow:Banking\n  title: Save with a plan',
      fix: '- type: hero\n  eyebrow: Banking\n  title: Save with a plan',
    },
    words: (p) => ({ text: `${p.key}:${p.value}` }),
    hintFor: (p) => `Write ${p.key}: ${p.value}. Without the space, YAML reads it all as one word.`,
  }),
  FW113: define<{ amongItems: boolean; sibling: IndentAnchor }>()({
    title: 'Line indented too far',
    message: 'this {line} is indented more than {context}',
    hint: 'Line it up with the key above it. Only a key with nothing after its colon takes more-indented lines under it.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n    subtitle: Start small',
      fix: '- type: hero\n  title: Save with a plan\n  subtitle: Start small',
    },
    words: (p) =>
      p.amongItems
        ? { line: 'list item', context: 'the other items of its list' }
        : { line: 'line', context: 'the one above' },
    hintFor: (p) =>
      p.amongItems
        ? `Line it up with ${anchorText(p.sibling)}.`
        : `Line it up with ${anchorText(p.sibling)}. Only a key with nothing after its colon takes more-indented lines under it.`,
  }),
  FW114: define<
    | { kind: 'at dash'; deeper: IndentAnchor }
    | { kind: 'between'; deeper: IndentAnchor; shallower: IndentAnchor }
    | { kind: 'breaks'; belongsWith: IndentAnchor }
  >()({
    title: 'Line not indented far enough',
    message: 'this line is indented less than {context}',
    hint: 'Line it up with the lines it belongs with: keys of one mapping, and the dashes of one list, start in the same column.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n subtitle: Start small',
      fix: '- type: hero\n  title: Save with a plan\n  subtitle: Start small',
    },
    words: (p) => ({
      context:
        p.kind === 'at dash'
          ? 'the list item it belongs to'
          : p.kind === 'between'
            ? 'the one above, and lines up with nothing above it'
            : 'the lines around it',
    }),
    hintFor: (p) =>
      p.kind === 'at dash'
        ? `Line it up with ${anchorText(p.deeper)}, after the dash of its item.`
        : p.kind === 'between'
          ? `Line it up with ${anchorText(p.deeper)} or with ${anchorText(p.shallower)}.`
          : `Indent it like ${anchorText(p.belongsWith)}: the lines after it are indented to belong there too.`,
  }),
  FW115: define<{ lines: readonly number[] }>()({
    title: 'Tab used for indentation',
    message: 'tabs are not allowed for indentation in YAML; use spaces',
    hint: 'Replace each tab at the start of a line with spaces. Most editors convert a whole file at once.',
    example: { mistake: '- type: hero\n\ttitle: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
    hintFor: (p) =>
      `${p.lines.length > 1 ? 'Lines' : 'Line'} ${describeLines(p.lines)} ${p.lines.length > 1 ? 'start' : 'starts'} with a tab. ` +
      'Replace each with spaces; most editors convert a whole file at once (VS Code: "Convert Indentation to Spaces").',
  }),
  FW116: define<{ quote: string; opened: string }>()({
    title: 'Quote never closed',
    message: 'the {quote} that opens this value is never closed',
    hint: 'Close the quote at the end of the value, on the same line.',
    example: {
      mistake: '- type: hero\n  title: "A guide to saving\n  subtitle: Start small',
      fix: '- type: hero\n  title: "A guide to saving"\n  subtitle: Start small',
    },
    words: (p) => ({ quote: p.quote }),
    hintFor: (p) =>
      `Close it at the end of the value: ${p.opened.trim()}${p.quote}. Until it is closed, everything after it, to the end of the file, is read as this one value.`,
  }),
  FW117: define<{ bracket: string }>()({
    title: 'Bracket or brace never closed',
    message: 'the {bracket} that opens this {collection} is never closed',
    hint: 'Close it on the same line, or write the items one per line with -.',
    example: {
      mistake:
        '- type: hero\n  title: Save with a plan\n  actions: [{ label: Compare accounts, href: /banking }\n- type: notice\n  tone: legal\n  text: Fernwise is not a bank.',
      fix: '- type: hero\n  title: Save with a plan\n  actions: [{ label: Compare accounts, href: /banking }]\n- type: notice\n  tone: legal\n  text: Fernwise is not a bank.',
    },
    words: (p) => ({ bracket: p.bracket, collection: p.bracket === '[' ? 'list' : 'mapping' }),
    hintFor: (p) =>
      p.bracket === '['
        ? 'Close it with ] on the same line, or write the items one per line, each starting with -.'
        : 'Close it with } on the same line, or write the keys one per line, indented under the line above.',
  }),
  FW118: define<{ rest: string; apostrophe: boolean }>()({
    title: 'Text after a closing quote',
    message: 'text follows the closing quote of this value',
    hint: 'A quoted value ends at its closing quote. Quote the whole value, and inside single quotes write an apostrophe twice.',
    example: { mistake: "- type: hero\n  title: 'It's simple'", fix: "- type: hero\n  title: 'It''s simple'" },
    hintFor: (p) => {
      const whole = p.rest.slice(1).replace(/'$/, '');
      return p.apostrophe
        ? `Inside single quotes an apostrophe is written twice: '${whole.replace(/'/g, "''")}'; or use double quotes: "${whole}".`
        : `Quote the whole value: ${quoteValue(p.rest)}.`;
    },
  }),
  FW119: define()({
    title: 'Duplicate key',
    message: 'duplicate key: this key already appears earlier in the same mapping',
    hint: 'Remove one of the two keys; YAML would silently keep only the last.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n  title: Save more',
      fix: '- type: hero\n  title: Save with a plan',
    },
  }),
  FW120: define()({
    title: 'Second document in a file',
    message: 'a second document starts here: a file holds one page',
    hint: 'Remove the --- line and what follows, or move it into a file of its own.',
    example: {
      mistake: 'path: /savings-guide\n---\npath: /checking-guide',
      fix: '# one page per file: pages/savings-guide.yaml and pages/checking-guide.yaml',
    },
  }),
  FW121: define<{ tag: string }>()({
    title: 'YAML tag',
    message: 'tag "{tag}" is not allowed',
    hint: 'Content is data, never code: remove the tag and write the value as text, a number, a list or a mapping.',
    example: { mistake: '- type: hero\n  title: !!binary SGVsbG8=', fix: '- type: hero\n  title: Hello' },
    words: (p) => ({ tag: p.tag.replace(/^tag:yaml\.org,2002:/, '!!') }),
  }),
  FW122: define<{ name: string }>()({
    title: 'Alias without an anchor',
    message: 'alias *{name} refers to no anchor above it',
    hint: 'Mark the value to repeat with &name on an earlier line, or write the content out.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n  subtitle: *intro',
      fix: '- type: hero\n  title: &intro Save with a plan\n  subtitle: *intro',
    },
    words: (p) => ({ name: p.name }),
    hintFor: (p) => `Mark the value to repeat with &${p.name} before this line, or write the content out.`,
  }),
  FW123: define<{ detail: string }>()({
    title: 'Aliases expand too far',
    message: 'aliases expand too far ({detail})',
    hint: 'Write the content out instead of nesting YAML aliases (*name).',
    example: {
      mistake:
        'a: &a [x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a]\nc: [*b, *b, *b, *b, *b, *b, *b, *b]',
      fix: '# the content written out, without aliases',
    },
    words: (p) => ({ detail: p.detail }),
  }),
  FW124: define<{ key?: string; value: string; whole: string }>()({
    title: 'A " #" cuts an unquoted value short',
    message: '" #" starts a comment: this value reads "{value}", and the rest of the line is dropped',
    hint: 'Quote the whole value: in YAML a # after a space starts a comment, even in the middle of a sentence.',
    example: {
      mistake: '- type: hero\n  eyebrow: Banking #1 for savers\n  title: Save with a plan\n  layout: text-only',
      fix: '- type: hero\n  eyebrow: "Banking #1 for savers"\n  title: Save with a plan\n  layout: text-only',
    },
    words: (p) => ({ value: p.value }),
    hintFor: (p) =>
      `Quote it: ${p.key === undefined ? '' : `${p.key}: `}${quoteValue(p.whole)}. Unquoted, YAML reads " #" as the start of a comment.`,
  }),
  FW125: define<{ key: string; value: string; line: number; column: number; block: boolean }>()({
    title: 'A new list item without its "- "',
    message: 'a new {item} starts here without its "- "',
    hint: 'Each item of a list starts with "- " in the column of the dash above it; without the dash, its keys are read as repeats of the item above.',
    example: {
      mistake:
        'blocks:\n  - type: hero\n    title: Save with a plan\n    layout: text-only\n    type: faq\n    heading: Questions',
      fix: 'blocks:\n  - type: hero\n    title: Save with a plan\n    layout: text-only\n  - type: faq\n    heading: Questions',
    },
    words: (p) => ({ item: p.block ? 'block' : 'list item' }),
    hintFor: (p) =>
      `Start it with "- " in column ${p.column}, like the ${p.block ? 'block' : 'item'} on line ${p.line}: "- ${p.key}: ${p.value || '…'}". Without the dash, YAML reads its keys as repeats of the ${p.block ? 'block' : 'item'} above.`,
  }),
  FW201: define<{ type: string; suggestion?: string; known: readonly string[] }>()({
    title: 'Unknown block type',
    message: 'unknown block type "{type}"',
    hint: 'Use one of the block types listed in docs/blocks.md; the hint names the closest.',
    example: { mistake: '- type: hreo\n  title: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
    words: (p) => ({ type: p.type }),
    hintFor: (p) => (p.suggestion ? didYouMean(p.suggestion) : `Known block types: ${p.known.join(', ')}.`),
  }),
  FW202: define<{ known: readonly string[] }>()({
    title: 'Block type is not a name',
    message: 'block "type" must be text naming a block',
    hint: 'Every block starts with type: and the name of a block, such as hero.',
    example: { mistake: '- type: [hero]\n  title: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
    hintFor: (p) => `Known block types: ${p.known.join(', ')}.`,
  }),
  FW203: define<{ name: string; suggestion?: string; allowed: readonly string[]; required?: boolean }>()({
    title: 'Unknown property',
    message: 'unknown property "{name}"',
    hint: 'A misspelled or misplaced field. Fields the schema does not know are never silently ignored.',
    example: { mistake: '- type: hero\n  titel: Save with a plan', fix: '- type: hero\n  title: Save with a plan' },
    words: (p) => ({ name: p.name }),
    hintFor: (p) => {
      if (!p.suggestion) return `Allowed here: ${p.allowed.join(', ')}.`;
      return p.required ? `${didYouMean(p.suggestion)} It is required here.` : didYouMean(p.suggestion);
    },
  }),
  FW204: define<{ name: string; description?: string; meant?: string; foldedLinks?: number }>()({
    title: 'Missing required property',
    message: 'missing required property "{name}"',
    hint: 'Add the field; the hint says what it is for.',
    example: {
      mistake: '- type: faq\n  items:\n    - { question: Is there a fee?, answer: No. }',
      fix: '- type: faq\n  heading: Questions\n  items:\n    - { question: Is there a fee?, answer: No. }',
    },
    words: (p) => ({ name: p.name }),
    ending: (p) => (p.foldedLinks ? ` — and ${p.foldedLinks} link${p.foldedLinks === 1 ? '' : 's'} to this page` : ''),
    hintFor: (p) => {
      if (p.meant !== undefined) {
        const count = p.foldedLinks ?? 0;
        const linked =
          count > 0 ? ` (${count === 1 ? 'the link to it uses' : 'the links to it use'} that address)` : '';
        return `Add ${p.name}: ${p.meant === '*' ? '"*"' : p.meant}: the file's name says this page is ${p.meant}${linked}.`;
      }
      return p.description ? `"${p.name}": ${p.description}` : undefined;
    },
  }),
  FW205: define<{
    expected: readonly string[];
    found: unknown;
    written?: string;
    /** The whole item a comma split, in a bracketed list: `55,000+ ATMs` read as 55 and `000+ ATMs`. */
    whole?: string;
    description?: string;
  }>()({
    title: 'Wrong type',
    message: 'must be {expected}, found {found}',
    hint: 'Write the value as the field expects: numbers unquoted, text quoted when YAML would read it as a number or true/false, lists with -.',
    example: { mistake: '- type: hero\n  title: 2019', fix: '- type: hero\n  title: "2019"' },
    words: (p) => ({ expected: describeTypes(p.expected), found: typeName(p.found) }),
    hintFor: (p) => {
      if (p.whole !== undefined) {
        const [first, ...rest] = p.whole.split(',');
        return `Quote the whole item: ${quoteValue(p.whole)}. Unquoted, the comma ends the item inside [ ]: YAML reads ${first} and ${rest.join(', ')} as ${rest.length + 1} items.`;
      }
      return p.written !== undefined
        ? `Quote it: "${p.written}". Unquoted, YAML reads ${p.written} as ${yamlReading(p.found)}.`
        : p.description;
    },
  }),
  FW206: define<{
    value: unknown;
    isKey?: boolean;
    sentence?: string;
    description?: string;
    meant?: string;
    foldedLinks?: number;
  }>()({
    title: 'Value not in the expected form',
    message: '{value} is not in the expected form',
    hint: 'The hint says in words what the field accepts, with an example.',
    example: {
      mistake: '- type: hero\n  id: Top\n  title: Save with a plan',
      fix: '- type: hero\n  id: top\n  title: Save with a plan',
    },
    words: (p) => ({ value: p.isKey ? `key ${JSON.stringify(p.value)}` : JSON.stringify(p.value) }),
    ending: (p) => (p.foldedLinks ? ` — and ${p.foldedLinks} link${p.foldedLinks === 1 ? '' : 's'} to this page` : ''),
    hintFor: (p) => {
      const own = p.sentence ?? (p.description ? `Expected: ${p.description}` : undefined);
      if (p.meant === undefined) return own;
      const count = p.foldedLinks ?? 0;
      const linked = count > 0 ? ` ${count === 1 ? 'The link uses' : 'The links use'} it already.` : '';
      return `${didYouMean(p.meant)}${linked} ${own ?? ''}`.trimEnd();
    },
  }),
  FW207: define<{ value: string; reason: string; suggestion: string }>()({
    title: 'Not a calendar date',
    message: '{value} is not a calendar date: {reason}',
    hint: 'Write dates as YYYY-MM-DD, and check the day exists in that month.',
    example: {
      mistake:
        "- type: rate-table\n  heading: Today's rates\n  asOf: 2026-02-30\n  asOfLabel: Rates as of\n  columns: { product: Account, apy: APY, minimumBalance: Minimum, monthlyFee: Fee }\n  rows:\n    - { product: Savings, apy: 4.20%, minimumBalance: $0, monthlyFee: $0 }",
      fix: "- type: rate-table\n  heading: Today's rates\n  asOf: 2026-02-28\n  asOfLabel: Rates as of\n  columns: { product: Account, apy: APY, minimumBalance: Minimum, monthlyFee: Fee }\n  rows:\n    - { product: Savings, apy: 4.20%, minimumBalance: $0, monthlyFee: $0 }",
    },
    words: (p) => ({ value: JSON.stringify(p.value), reason: p.reason }),
    hintFor: (p) => `Write the date as YYYY-MM-DD, such as ${p.suggestion}.`,
  }),
  FW208: define<{ value: unknown }>()({
    title: 'Not an email address',
    message: '{value} is not an email address',
    hint: 'Write the address as name@example.com, without mailto: or spaces.',
    example: {
      mistake: '# pages/_site.yaml\nemails:\n  support: support at fernwise.example',
      fix: '# pages/_site.yaml\nemails:\n  support: support@fernwise.example',
    },
    words: (p) => ({ value: JSON.stringify(p.value) }),
    hintFor: () => 'Write it as name@domain.example, without mailto: or spaces.',
  }),
  FW209: define<{
    allowed: readonly unknown[];
    exactly?: boolean;
    suggestion?: string;
    /** The allowed number a text means, such as 3 for `three`. */
    number?: number;
    description?: string;
  }>()({
    title: 'Value not allowed',
    message: 'must be {allowed}',
    hint: 'Pick one of the listed values; the hint suggests the closest.',
    example: {
      mistake: '- type: notice\n  tone: legl\n  text: Fernwise is not a bank.',
      fix: '- type: notice\n  tone: legal\n  text: Fernwise is not a bank.',
    },
    words: (p) => ({
      allowed: p.exactly ? `exactly ${JSON.stringify(p.allowed[0])}` : `one of ${quoteList(p.allowed)}`,
    }),
    hintFor: (p) =>
      p.number !== undefined
        ? `Write it as a number: ${p.number}.${p.description ? ` ${p.description}` : ''}`
        : p.suggestion
          ? didYouMean(p.suggestion)
          : p.description,
  }),
  FW211: define<{ description?: string }>()({
    title: 'Empty text',
    message: 'must not be empty',
    hint: 'Write the text, or remove the field if it is optional.',
    example: {
      mistake: "- type: hero\n  title: Save with a plan\n  subtitle: ''",
      fix: '- type: hero\n  title: Save with a plan\n  subtitle: Start with what you can spare.',
    },
    hintFor: (p) => p.description,
  }),
  FW212: define<{ limit: number; description?: string }>()({
    title: 'Text too short',
    message: 'must be at least {limit} characters long',
    hint: 'Say a little more; the hint says what the text is for.',
    example: {
      mistake: 'description: Savings.',
      fix: 'description: How to build an emergency fund, one automatic transfer at a time.',
    },
    words: (p) => ({ limit: String(p.limit) }),
    hintFor: (p) => p.description,
  }),
  FW213: define<{ limit: number; length?: number }>()({
    title: 'Text too long',
    message: 'must be at most {limit} characters long (it has {length})',
    hint: 'Shorten the text; long copy belongs in a block made for it.',
    example: {
      mistake: 'title: A guide to saving, spending, investing and borrowing, and everything else we do here',
      fix: 'title: A guide to saving',
    },
    words: (p) => ({ limit: String(p.limit), length: p.length === undefined ? '?' : String(p.length) }),
  }),
  FW214: define<{ atMost: boolean; limit: number; count: number; mapping: boolean; description?: string }>()({
    title: 'Too few or too many items',
    message: 'must have {bound} {limit} {unit} (it has {count})',
    hint: 'Add or remove items until the count fits.',
    example: {
      mistake: '- type: faq\n  heading: Questions\n  items: []',
      fix: '- type: faq\n  heading: Questions\n  items:\n    - { question: Is there a fee?, answer: No. }',
    },
    words: (p) => ({
      bound: p.atMost ? 'at most' : 'at least',
      limit: String(p.limit),
      unit: p.mapping ? `entr${p.limit === 1 ? 'y' : 'ies'}` : `item${p.limit === 1 ? '' : 's'}`,
      count: String(p.count),
    }),
    hintFor: (p) => p.description,
  }),
  FW215: define<{ comparison: string; limit: number; value: unknown; description?: string }>()({
    title: 'Number out of range',
    message: 'must be {comparison} {limit}, found {value}',
    hint: 'Pick a number inside the range; the hint says what the number means.',
    example: { mistake: 'intervalMs: 500', fix: 'intervalMs: 6000' },
    words: (p) => ({ comparison: p.comparison, limit: String(p.limit), value: String(p.value) }),
    hintFor: (p) => p.description,
  }),
  FW216: define<{ index: number }>()({
    title: 'Repeated item',
    message: 'repeats item {index}: items must be unique',
    hint: 'Remove the repeated item.',
    example: { mistake: 'options: [3, 6, 6]', fix: 'options: [3, 6, 12]' },
    words: (p) => ({ index: String(p.index) }),
    hintFor: () => undefined,
  }),
  FW217: define<{ field?: string; value?: unknown; description?: string }>()({
    title: 'List lacks a required item',
    message: 'needs an item with {field} {value}',
    hint: 'Add the item the block needs; the block reference lists which ones.',
    example: {
      mistake:
        '# kind: emergency-fund needs the inputs expenses and months\ninputs:\n  - { id: expenses, label: Monthly expenses, defaultValue: 3000, min: 0, max: 50000 }',
      fix: '# kind: emergency-fund needs the inputs expenses and months\ninputs:\n  - { id: expenses, label: Monthly expenses, defaultValue: 3000, min: 0, max: 50000 }\n  - { id: months, label: Months to cover, defaultValue: 6, min: 3, max: 12 }',
    },
    words: (p) => ({
      field: p.field ?? 'the required',
      value: p.value === undefined ? 'fields' : JSON.stringify(p.value),
    }),
    hintFor: (p) => p.description,
  }),
  FW218: define<{
    name: string;
    settings?: { branch: 'then' | 'else'; values: readonly [key: string, value: unknown][] };
  }>()({
    title: 'Property ruled out by the block’s other settings',
    message: '"{name}" is not allowed in this block {condition}',
    hint: 'Some fields only apply with certain settings: remove this field, or change the setting it depends on.',
    example: {
      mistake: '# a product-cards block\nvariant: loan\ncards: []',
      fix: '# a product-cards block\nvariant: loan\nloans: []',
    },
    words: (p) => ({ name: p.name, condition: settingsCondition(p.settings) ?? 'with its other settings' }),
    hintFor: (p) => {
      const condition = settingsCondition(p.settings);
      if (!p.settings || !condition)
        return `Remove ${p.name}; the block reference (docs/blocks.md) says when it applies.`;
      const listed = settingsList(p.settings.values);
      return `Remove ${p.name}, or change ${listed}: ${p.name} only applies ${p.settings.branch === 'then' ? 'without' : 'with'} it.`;
    },
  }),
  FW299: define<{ detail?: string; keyword: string; description?: string }>()({
    title: 'Other schema rule',
    message: '{detail}',
    hint: 'The value breaks a rule of the schema; the block reference (docs/blocks.md) describes every field.',
    example: {
      mistake: '# a value that breaks a rule of the schema',
      fix: '# the value as docs/blocks.md describes it',
    },
    words: (p) => ({ detail: p.detail ?? `fails ${p.keyword}` }),
    hintFor: (p) => p.description,
  }),
  FW301: define<{ path: string; owner: { file: string; line: number; column: number }; namedAfterIt: boolean }>()({
    title: 'Path already claimed',
    message: 'path "{path}" is already claimed by {file}:{line}:{column}',
    hint: 'Each address belongs to one page: change this path or remove the alias. The file whose name matches the path keeps it.',
    example: {
      mistake: '# pages/banking-copy.yaml\npath: /banking',
      fix: '# pages/banking-copy.yaml\npath: /banking-guide',
    },
    words: (p) => ({
      path: p.path,
      file: p.owner.file,
      line: String(p.owner.line),
      column: String(p.owner.column),
    }),
    hintFor: (p) =>
      p.namedAfterIt
        ? `Each path belongs to one page, and ${p.owner.file} is named after it: change this one or remove it.`
        : 'Each path belongs to one page: change this one or remove it.',
  }),
  FW302: define()({
    title: 'No not-found page',
    message: 'no not-found page',
    hint: 'Add a page with path: "*"; it is shown for every unknown address.',
    example: { mistake: '# pages/ has no page whose path is "*"', fix: "# pages/not-found.yaml\npath: '*'" },
    hintFor: () => 'Add a page with path: "*"; it is shown for every unknown path.',
  }),
  FW303: define()({
    title: 'First block is not a hero',
    message: 'a page opens with a hero block',
    hint: "Start the blocks with a hero; its title is the page's one level-1 heading.",
    example: {
      mistake: 'blocks:\n  - type: notice\n    tone: legal\n    text: Fernwise is not a bank.',
      fix: 'blocks:\n  - type: hero\n    title: About Fernwise\n  - type: notice\n    tone: legal\n    text: Fernwise is not a bank.',
    },
    hintFor: () => "The hero's title is the page's one level-1 heading.",
  }),
  FW304: define<{ href: string; suggestion?: string }>()({
    title: 'Dead link',
    message: 'link "{href}" leads to no page',
    hint: 'Link to the path or alias of an existing page, or add the page.',
    example: {
      mistake: '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: Compare accounts, href: /bankng }',
      fix: '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: Compare accounts, href: /banking }',
    },
    words: (p) => ({ href: p.href }),
    hintFor: (p, general) => (p.suggestion ? didYouMean(p.suggestion) : general),
  }),
  FW305: define<{ href: string; path: string; id: string; suggestion?: string; ids: readonly string[] }>()({
    title: 'Dead section link',
    message: 'link "{href}" leads to no section: {path} has no block with id "{id}"',
    hint: 'Link to the id of a block on that page, or give the block that id.',
    example: {
      mistake:
        '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: See rates, href: /banking#todays-rates }',
      fix: '- type: hero\n  title: Save with a plan\n  actions:\n    - { label: See rates, href: /banking#rates }',
    },
    words: (p) => ({ href: p.href, path: p.path, id: p.id }),
    hintFor: (p) =>
      p.suggestion
        ? didYouMean(`#${p.suggestion}`)
        : `Link to the id of a block on ${p.path} (${p.ids.map((id) => `#${id}`).join(', ') || 'none yet'}), or give that block the id.`,
  }),
  FW306: define<{
    path: string;
    folder: string;
    suggestion?: string;
    names: readonly string[];
    folderExists: boolean;
  }>()({
    title: 'Missing file',
    message: 'file "{path}" does not exist in public/',
    hint: 'Add the file under public/, or point at one that exists; the hint names the closest.',
    example: {
      mistake:
        '- type: hero\n  title: Save with a plan\n  image: { src: /images/hero-grwoth.svg, alt: A plant growing out of coins. }',
      fix: '- type: hero\n  title: Save with a plan\n  image: { src: /images/hero-growth.svg, alt: A plant growing out of coins. }',
    },
    words: (p) => ({ path: p.path }),
    hintFor: (p) => {
      const shown = `public/${p.folder ? `${p.folder}/` : ''}`;
      if (p.suggestion) return didYouMean(p.suggestion);
      if (p.names.length > 0) {
        const more = p.names.length > MAX_LISTED_FILES ? ', …' : '';
        return `Files in ${shown}: ${p.names.slice(0, MAX_LISTED_FILES).join(', ')}${more}.`;
      }
      if (!p.folderExists) return `There is no folder ${shown}: add the file there, or point at one that exists.`;
      return `${shown} is empty: add the file there.`;
    },
  }),
  FW307: define<{ id: string; first: { line: number; where: string } }>()({
    title: 'Two blocks with one id',
    message: 'id "{id}" is already the id of {first}',
    hint: 'Each block id names one section of the page (#id in links): give this block another id, or remove it.',
    example: {
      mistake:
        '- type: faq\n  id: rates\n  heading: Questions\n  items:\n    - { question: Is there a fee?, answer: No. }\n- type: notice\n  id: rates\n  tone: legal\n  text: Fernwise is not a bank.',
      fix: '- type: faq\n  id: rates\n  heading: Questions\n  items:\n    - { question: Is there a fee?, answer: No. }\n- type: notice\n  id: disclaimer\n  tone: legal\n  text: Fernwise is not a bank.',
    },
    words: (p) => ({ id: p.id, first: `${p.first.where} (line ${p.first.line})` }),
    hintFor: (p) =>
      `Give this block an id of its own, such as "${p.id}-2", or remove it: a link to #${p.id} leads to ${p.first.where} only.`,
  }),
  FW308: define<{ first: boolean }>()({
    title: 'A hero that is not the first block',
    message: 'a hero is the first block of its page, and only the first',
    hint: "A page has one hero, its first block: its title is the page's one level-1 heading.",
    example: {
      mistake:
        'blocks:\n  - type: hero\n    title: Save with a plan\n    layout: text-only\n  - type: hero\n    title: Then invest\n    layout: text-only',
      fix: 'blocks:\n  - type: hero\n    title: Save with a plan\n    layout: text-only\n  - type: cta-banner\n    heading: Then invest\n    action: { label: Start investing, href: /investing }',
    },
    hintFor: (p) =>
      p.first
        ? "Move this block to the top of blocks: the page opens with its hero, whose title is the page's one level-1 heading."
        : 'The page already opens with a hero, whose title is its one level-1 heading: use another block here, such as cta-banner or feature-list.',
  }),
  FW401: define<{ rate: string; field?: string }>()({
    title: 'APY without its date',
    message: 'shows an APY ({rate}) but its block never says when the rate was set',
    hint: 'APYs are variable: give the block an asOf date, or say "as of November 1, 2026" in one of its texts.',
    example: {
      mistake: '- type: hero\n  title: Savings that earn 4.50% APY',
      fix: '- type: hero\n  title: Savings that earn 4.50% APY\n  footnote: APY is variable and accurate as of November 1, 2026.',
    },
    words: (p) => ({ rate: p.rate }),
    hintFor: (p) => {
      const example = '"APYs are variable and accurate as of November 1, 2026."';
      return p.field
        ? `APYs are variable: add the date to this block, such as ${p.field}: ${example}`
        : `APYs are variable: write the date into this block's text, such as ${example}`;
    },
  }),
  FW402: define()({
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
    hintFor: () =>
      'Add the disclaimer as the last block: { type: notice, tone: legal, text: … } with the wording of ' +
      'pages/_site.yaml › disclaimers.full ("Fernwise is a financial technology company, not a bank. …").',
  }),
  FW403: define<{ min: number; max: number }>()({
    title: 'Calculator min above max',
    message: 'min {min} is above max {max}',
    hint: 'min is the smallest value the field accepts and max the largest: swap them or fix the typo.',
    example: { mistake: 'min: 50000\nmax: 500', fix: 'min: 500\nmax: 50000' },
    words: (p) => ({ min: String(p.min), max: String(p.max) }),
  }),
  FW404: define<{ value: number; min: number; max: number }>()({
    title: 'Calculator starting value out of range',
    message: 'defaultValue {value} lies outside min {min} and max {max}',
    hint: 'The field starts with this value, so it must lie between min and max.',
    example: { mistake: 'defaultValue: 24\nmin: 1\nmax: 12', fix: 'defaultValue: 6\nmin: 1\nmax: 12' },
    words: (p) => ({ value: String(p.value), min: String(p.min), max: String(p.max) }),
    hintFor: () =>
      'The field starts with this value, so it must lie between min and max, or the calculator opens on an error.',
  }),
  FW405: define<{ value: number; min: number; max: number }>()({
    title: 'Calculator option out of range',
    message: 'option {value} lies outside min {min} and max {max}',
    hint: 'Every option must be a value the field accepts: change the option or widen min and max.',
    example: { mistake: 'max: 12\noptions: [3, 6, 18]', fix: 'max: 18\noptions: [3, 6, 18]' },
    words: (p) => ({ value: String(p.value), min: String(p.min), max: String(p.max) }),
  }),
  FW406: define<{ value: number; options: readonly number[] }>()({
    title: 'Calculator starting value not an option',
    message: 'defaultValue {value} is not one of the options ({options})',
    hint: 'A field with options starts on one of them: set defaultValue to one of the listed values.',
    example: { mistake: 'defaultValue: 4\noptions: [3, 6, 9]', fix: 'defaultValue: 6\noptions: [3, 6, 9]' },
    words: (p) => ({ value: String(p.value), options: p.options.join(', ') }),
  }),
  FW407: define<{ text: string; scaffold: 'new:page' | 'new:block' }>()({
    title: 'Placeholder text from a scaffold',
    message: 'placeholder text left by npm run {scaffold}: "{text}"',
    hint: 'The scaffolds write placeholder sentences that say what goes there: replace each with the page’s own text.',
    example: {
      mistake:
        '- type: hero\n  title: A guide to saving\n  subtitle: Say in a sentence or two what visitors find on this page.',
      fix: '- type: hero\n  title: A guide to saving\n  subtitle: Build an emergency fund one automatic transfer at a time.',
    },
    words: (p) => ({ scaffold: p.scaffold, text: p.text.length > 60 ? `${p.text.slice(0, 60)}…` : p.text }),
    hintFor: () => 'Replace it with this page’s own text; the placeholder says what goes here.',
  }),
  FW501: define<{ detail: string }>()({
    title: 'Block schema is not valid JSON',
    message: 'not valid JSON: {detail}',
    hint: 'Fix the JSON at this line and column: a missing or extra comma, an unclosed quote or brace.',
    example: {
      mistake: '{\n  "title": "RateChartBlock",\n  "type": "object",\n}',
      fix: '{\n  "title": "RateChartBlock",\n  "type": "object"\n}',
    },
    words: (p) => ({ detail: p.detail }),
  }),
  FW502: define<{
    rule: 'title' | 'description' | 'closed' | 'property description' | 'placeholder' | 'other';
    name?: string;
    detail?: string;
  }>()({
    title: 'Block schema breaks a convention',
    message: '{what}',
    hint: 'Every block schema has a title and a description, closes every object with additionalProperties: false, and describes every property (schema/block.meta.schema.json).',
    example: {
      mistake: '"properties": {\n  "role": { "type": "string" }\n}',
      fix: '"additionalProperties": false,\n"properties": {\n  "role": { "type": "string", "description": "The person\'s job title." }\n}',
    },
    words: (p) => ({
      what:
        p.rule === 'title'
          ? 'the block schema has no title'
          : p.rule === 'description'
            ? 'the block schema has no description'
            : p.rule === 'closed'
              ? `${p.name === undefined ? 'the block schema' : `"${p.name}"`} does not say additionalProperties: false`
              : p.rule === 'placeholder'
                ? 'the description is still the placeholder npm run new:block wrote'
                : p.rule === 'other'
                  ? `${p.name === undefined ? '' : `"${p.name}": `}${p.detail ?? 'breaks schema/block.meta.schema.json'}`
                  : `property "${p.name ?? '?'}" has no description`,
    }),
    hintFor: (p) =>
      p.rule === 'title'
        ? 'Add "title": the name of the block’s generated type, such as "RateChartBlock".'
        : p.rule === 'description' || p.rule === 'placeholder'
          ? 'Say in a sentence what the block shows and when to use it: editors show it on hover, docs/blocks.md lists it.'
          : p.rule === 'closed'
            ? 'Add "additionalProperties": false, so a misspelt field (rol: for role:) is an error instead of being ignored.'
            : p.rule === 'other'
              ? 'schema/block.meta.schema.json describes what a block schema holds.'
              : `Add "description" to "${p.name ?? '?'}": what the field holds, as the author reads it on hover and in docs/blocks.md.`,
  }),
} as const;

/** A stable code such as FW201, shown with every message. */
export type DiagnosticCode = keyof typeof DIAGNOSTIC_CATALOGUE;

/** The parameters a diagnostic of `Code` is worded from. */
export type DiagnosticParams<Code extends DiagnosticCode> = NonNullable<
  (typeof DIAGNOSTIC_CATALOGUE)[Code][typeof paramsType]
>;

/** Every code in the catalogue, in order. */
export const DIAGNOSTIC_CODES = Object.keys(DIAGNOSTIC_CATALOGUE) as DiagnosticCode[];

/** A catalogue entry whose parameters are not known here: what wording a diagnostic needs. */
interface Wording<Params> {
  message: string;
  hint: string;
  words?: (params: Params) => Record<string, string>;
  hintFor?: (params: Params, general: string) => string | undefined;
  ending?: (params: Params) => string;
}

/** The message and hint of a diagnostic of `code` with `params`, worded by its entry in the catalogue. */
export function wordDiagnostic<Code extends DiagnosticCode>(
  code: Code,
  params: DiagnosticParams<Code>,
): { message: string; hint: string | undefined } {
  const entry = DIAGNOSTIC_CATALOGUE[code] as Wording<DiagnosticParams<Code>>;
  const words = entry.words?.(params) ?? {};
  const message = entry.message.replace(/\{([a-z]+)\}/gi, (_, name: string) => words[name] ?? `{${name}}`);
  return {
    message: message + (entry.ending?.(params) ?? ''),
    hint: entry.hintFor ? entry.hintFor(params, entry.hint) : entry.hint,
  };
}
