import type { Block, CalculatorBlock, Page } from '../../../generated/page.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { describePath } from '../schema/describeSchemaError.ts';
import { walkData } from './walkData.ts';
import { locate, type DataPath, type YamlSource } from '../yaml/yamlSource.ts';

/** Block fields that hold small print, in the order the APY hint suggests them. */
const SMALL_PRINT_FIELDS = ['footnote', 'disclaimer', 'note', 'intro', 'caption'] as const;

const PERCENTAGE = /\d+(?:\.\d+)?%/;
const NAMES_APY = /\bAPYs?\b/;
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
// Whitespace runs (a folded line, a double space) count as one space, as a reader sees them.
const AS_OF_DATE = new RegExp(`\\bas\\s+of\\s+(?:${MONTH}\\s+\\d{1,2},\\s+\\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`, 'i');
const NAMES_FDIC = /\bFDIC\b/;
const NOT_A_BANK = /\bnot\s+a\s+bank\b/i;
const SENTENCE_END = /[.!?](?:\s|$)/;
// Links and image files are addresses, not text a visitor reads.
const NOT_TEXT_KEYS = new Set(['href', 'src']);

interface Found {
  at: DataPath;
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first text in `value` (links and file names aside) that `test` accepts, and where it is. */
function firstText(value: unknown, at: DataPath, test: (text: string) => boolean): Found | undefined {
  let found: Found | undefined;
  walkData(
    value,
    (item, itemAt, key) => {
      if (typeof key === 'string' && NOT_TEXT_KEYS.has(key)) return 'skip';
      if (typeof item !== 'string' || !test(item)) return undefined;
      found = { at: [...itemAt], text: item };
      return 'stop';
    },
    [...at],
  );
  return found;
}

/** The first result `find` gives for a mapping in `value` (itself first, then depth first). */
function firstOfMappings<T>(
  value: unknown,
  at: DataPath,
  find: (mapping: Record<string, unknown>, at: DataPath) => T | undefined,
): T | undefined {
  let found: T | undefined;
  walkData(
    value,
    (item, itemAt) => {
      found = isRecord(item) ? find(item, itemAt) : undefined;
      return found === undefined ? undefined : 'stop';
    },
    [...at],
  );
  return found;
}

/** Whether a key or a text anywhere in `value` has the letters APY, in any case: most blocks have none. */
function mayNameApy(value: unknown): boolean {
  const apy = /apy/i;
  return walkData(value, (item, _at, key) =>
    (typeof key === 'string' && apy.test(key)) || (typeof item === 'string' && apy.test(item)) ? 'stop' : undefined,
  );
}

const namesApyFigure = (text: string) =>
  NAMES_APY.test(text) &&
  text.split(SENTENCE_END).some((sentence) => NAMES_APY.test(sentence) && PERCENTAGE.test(sentence));

/** In a mapping that names APY in a key or a text, the first percentage beside it (or in a list beside it). */
function apyFigureBeside(mapping: Record<string, unknown>, mappingAt: DataPath): Found | undefined {
  const entries = Object.entries(mapping);
  const namesApy = entries.some(
    ([key, value]) => /^apy$/i.test(key) || (typeof value === 'string' && NAMES_APY.test(value)),
  );
  if (!namesApy) return undefined;
  for (const [key, value] of entries) {
    const items = Array.isArray(value) ? value : [value];
    for (const [index, item] of items.entries()) {
      if (typeof item !== 'string' || !PERCENTAGE.test(item)) continue;
      return { at: Array.isArray(value) ? [...mappingAt, key, index] : [...mappingAt, key], text: item };
    }
  }
  return undefined;
}

/**
 * The first APY figure in a block: a sentence that gives a percentage and names APY ("up to 4.50% APY"), or
 * a mapping that names APY in a key or a text and holds a percentage beside it (a figure labelled APY, a table
 * row for a Savings APY feature, a rate row's apy).
 */
function firstApyFigure(block: unknown, at: DataPath): Found | undefined {
  return firstText(block, at, namesApyFigure) ?? firstOfMappings(block, at, apyFigureBeside);
}

function isDated(block: Block, at: DataPath): boolean {
  if ('asOf' in block && typeof block.asOf === 'string') return true;
  return firstText(block, at, (text) => AS_OF_DATE.test(text)) !== undefined;
}

function smallPrintField(blockSchemaProperties: readonly string[]): string | undefined {
  return SMALL_PRINT_FIELDS.find((field) => blockSchemaProperties.includes(field));
}

/** Every block that shows an APY says on which date the rate was set: an `asOf` field or "as of November 1, 2026". */
function checkApyDates(source: YamlSource, page: Page, fieldsOf: BlockFields, skip: ReadonlySet<number>): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const [index, block] of blocksOf(page)) {
    if (skip.has(index) || !mayNameApy(block)) continue;
    const at: DataPath = ['blocks', index];
    const figure = firstApyFigure(block, at);
    if (!figure || isDated(block, at)) continue;
    const rate = PERCENTAGE.exec(figure.text)?.[0] ?? '';
    const field = smallPrintField(fieldsOf(block.type));
    const shownAt = { file: source.file, ...locate(source, figure.at), where: describePath(page, figure.at) };
    diagnostics.push(diagnostic('FW401', { rate, field }, shownAt));
  }
  return diagnostics;
}

/** A page whose text mentions the FDIC also says that Fernwise is not a bank, so no reader takes it for one. */
function checkFdicDisclaimer(source: YamlSource, page: Page): Diagnostic[] {
  const mention = firstText(page, [], (text) => NAMES_FDIC.test(text));
  if (!mention || firstText(page, [], (text) => NOT_A_BANK.test(text))) return [];
  return [
    diagnostic(
      'FW402',
      {},
      { file: source.file, ...locate(source, mention.at), where: describePath(page, mention.at) },
    ),
  ];
}

/** Each calculator field's bounds make sense: min ≤ max, and the starting value and every option lie within them. */
function checkCalculatorBounds(source: YamlSource, page: Page): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const at = (path: DataPath) => ({ file: source.file, ...locate(source, path), where: describePath(page, path) });
  for (const [index, block] of blocksOf(page)) {
    if (block.type !== 'calculator') continue;
    const inputs: unknown = (block as CalculatorBlock).inputs;
    for (const [inputIndex, input] of (Array.isArray(inputs) ? (inputs as unknown[]) : []).entries()) {
      // A page with schema errors is checked too: only the fields that have the right shape.
      if (!isRecord(input)) continue;
      const { min, max, defaultValue } = input;
      if (!isNumber(min) || !isNumber(max) || !isNumber(defaultValue)) continue;
      const field: DataPath = ['blocks', index, 'inputs', inputIndex];
      const listed: unknown = input.options;
      const options = Array.isArray(listed) && listed.every(isNumber) ? (listed as number[]) : undefined;
      if (min > max) {
        diagnostics.push(diagnostic('FW403', { min, max }, at([...field, 'min'])));
        continue;
      }
      if (defaultValue < min || defaultValue > max) {
        diagnostics.push(diagnostic('FW404', { value: defaultValue, min, max }, at([...field, 'defaultValue'])));
      }
      for (const [optionIndex, option] of (options ?? []).entries()) {
        if (option < min || option > max) {
          diagnostics.push(diagnostic('FW405', { value: option, min, max }, at([...field, 'options', optionIndex])));
        }
      }
      if (options && !options.includes(defaultValue)) {
        diagnostics.push(diagnostic('FW406', { value: defaultValue, options }, at([...field, 'defaultValue'])));
      }
    }
  }
  return diagnostics;
}

/** The names of a block type's own fields, to suggest where a missing piece of text goes. */
export type BlockFields = (type: string) => readonly string[];

/**
 * The rules each block must meet on its own (APY dates, calculator bounds); block examples are held to them too.
 * `schemaProblems`, the file's schema errors, are not reported twice: a block whose `asOf` is already reported
 * missing or wrong is not told again that its APY has no date.
 */
export function checkBlockRules(
  source: YamlSource,
  fieldsOf: BlockFields,
  schemaProblems: readonly Diagnostic[] = [],
): Diagnostic[] {
  const page = source.data as Page;
  const asOfReported = new Set(
    schemaProblems.flatMap((problem) => {
      const index = /^blocks\[(\d+)\]/.exec(problem.where)?.[1];
      const aboutAsOf = problem.where.endsWith('asOf') || (problem.code === 'FW204' && problem.params.name === 'asOf');
      return index !== undefined && aboutAsOf ? [Number(index)] : [];
    }),
  );
  return [...checkApyDates(source, page, fieldsOf, asOfReported), ...checkCalculatorBounds(source, page)];
}

/**
 * Finance and consistency rules that JSON Schema cannot express. A page that failed its schema is checked too, on
 * the parts that have the shape the rules read, so its schema errors do not hide these until they are fixed.
 */
export function checkContentRules(
  source: YamlSource,
  fieldsOf: BlockFields,
  schemaProblems: readonly Diagnostic[] = [],
): Diagnostic[] {
  return [...checkBlockRules(source, fieldsOf, schemaProblems), ...checkFdicDisclaimer(source, source.data as Page)];
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** The blocks of a page that are mappings with a type, with their indexes: whatever parsed of a page in any shape. */
function blocksOf(page: Page): [number, Block][] {
  const blocks: unknown = isRecord(page) ? page.blocks : undefined;
  if (!Array.isArray(blocks)) return [];
  return (blocks as unknown[]).flatMap((block, index): [number, Block][] =>
    isRecord(block) && typeof block.type === 'string' ? [[index, block as unknown as Block]] : [],
  );
}
