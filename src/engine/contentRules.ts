import type { Block, CalculatorBlock, Page } from '../generated/page.ts';
import type { DiagnosticCode } from './diagnosticCodes.ts';
import type { Diagnostic } from './diagnostics.ts';
import { describePath } from './describeSchemaError.ts';
import { locate, type DataPath, type YamlSource } from './yamlSource.ts';

/** Block fields that hold small print, in the order the APY hint suggests them. */
const SMALL_PRINT_FIELDS = ['footnote', 'disclaimer', 'note', 'intro', 'caption'] as const;

const PERCENTAGE = /\d+(?:\.\d+)?%/;
const NAMES_APY = /\bAPYs?\b/;
const MONTH = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const AS_OF_DATE = new RegExp(`\\bas of (?:${MONTH} \\d{1,2}, \\d{4}|\\d{4}-\\d{2}-\\d{2})\\b`, 'i');
const NAMES_FDIC = /\bFDIC\b/;
const NOT_A_BANK = /\bnot a bank\b/i;
// Links and image files are addresses, not text a visitor reads.
const NOT_TEXT_KEYS = new Set(['href', 'src']);

interface Found {
  at: DataPath;
  text: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function* textsIn(value: unknown, at: DataPath): Generator<Found> {
  if (typeof value === 'string') {
    yield { at, text: value.replace(/\s+/g, ' ') };
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* textsIn(item, [...at, index]);
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (!NOT_TEXT_KEYS.has(key)) yield* textsIn(item, [...at, key]);
    }
  }
}

function* mappingsIn(value: unknown, at: DataPath): Generator<{ at: DataPath; mapping: Record<string, unknown> }> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* mappingsIn(item, [...at, index]);
  } else if (isRecord(value)) {
    yield { at, mapping: value };
    for (const [key, item] of Object.entries(value)) yield* mappingsIn(item, [...at, key]);
  }
}

/**
 * The first APY figure in a block: a sentence that gives a percentage and names APY ("up to 4.50% APY"), or
 * a mapping that names APY in a key or a text and holds a percentage beside it (a figure labelled APY, a table
 * row for a Savings APY feature, a rate row's apy).
 */
function firstApyFigure(block: unknown, at: DataPath): Found | undefined {
  for (const found of textsIn(block, at)) {
    if (!NAMES_APY.test(found.text)) continue;
    const sentences = found.text.split(/[.!?](?:\s|$)/);
    if (sentences.some((sentence) => NAMES_APY.test(sentence) && PERCENTAGE.test(sentence))) return found;
  }
  for (const { at: mappingAt, mapping } of mappingsIn(block, at)) {
    const entries = Object.entries(mapping);
    const namesApy = entries.some(
      ([key, value]) => /^apy$/i.test(key) || (typeof value === 'string' && NAMES_APY.test(value)),
    );
    if (!namesApy) continue;
    for (const [key, value] of entries) {
      const candidates: [DataPath, unknown][] = Array.isArray(value)
        ? value.map((item, index): [DataPath, unknown] => [[...mappingAt, key, index], item])
        : [[[...mappingAt, key], value]];
      for (const [itemAt, item] of candidates) {
        if (typeof item === 'string' && PERCENTAGE.test(item)) return { at: itemAt, text: item };
      }
    }
  }
  return undefined;
}

function isDated(block: Block, at: DataPath): boolean {
  if ('asOf' in block && typeof block.asOf === 'string') return true;
  for (const found of textsIn(block, at)) if (AS_OF_DATE.test(found.text)) return true;
  return false;
}

function smallPrintField(blockSchemaProperties: readonly string[]): string | undefined {
  return SMALL_PRINT_FIELDS.find((field) => blockSchemaProperties.includes(field));
}

/** Every block that shows an APY says on which date the rate was set: an `asOf` field or "as of November 1, 2026". */
function checkApyDates(source: YamlSource, page: Page, fieldsOf: BlockFields): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // Most pages never name an APY: one look at all their text spares walking every block.
  if (!/apy/i.test(JSON.stringify(page.blocks))) return diagnostics;
  for (const [index, block] of page.blocks.entries()) {
    const at: DataPath = ['blocks', index];
    const figure = firstApyFigure(block, at);
    if (!figure || isDated(block, at)) continue;
    const rate = PERCENTAGE.exec(figure.text)?.[0] ?? '';
    const field = smallPrintField(fieldsOf(block.type));
    const example = '"APYs are variable and accurate as of November 1, 2026."';
    diagnostics.push({
      file: source.file,
      ...locate(source, figure.at),
      code: 'FW401',
      where: describePath(page, figure.at),
      message: `shows an APY (${rate}) but its block never says when the rate was set`,
      hint: field
        ? `APYs are variable: add the date to this block, such as ${field}: ${example}`
        : `APYs are variable: write the date into this block's text, such as ${example}`,
    });
  }
  return diagnostics;
}

/** A page whose text mentions the FDIC also says that Fernwise is not a bank, so no reader takes it for one. */
function checkFdicDisclaimer(source: YamlSource, page: Page): Diagnostic[] {
  if (!JSON.stringify(page).includes('FDIC')) return [];
  const texts = [...textsIn(page, [])];
  const mention = texts.find((found) => NAMES_FDIC.test(found.text));
  if (!mention || texts.some((found) => NOT_A_BANK.test(found.text))) return [];
  return [
    {
      file: source.file,
      ...locate(source, mention.at),
      code: 'FW402',
      where: describePath(page, mention.at),
      message: 'mentions the FDIC, but the page never says that Fernwise is not a bank',
      hint:
        'Add the disclaimer as the last block: { type: notice, tone: legal, text: … } with the wording of ' +
        'pages/_site.yaml › disclaimers.full ("Fernwise is a financial technology company, not a bank. …").',
    },
  ];
}

/** Each calculator field's bounds make sense: min ≤ max, and the starting value and every option lie within them. */
function checkCalculatorBounds(source: YamlSource, page: Page): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  const report = (at: DataPath, code: DiagnosticCode, message: string, hint: string) =>
    diagnostics.push({ file: source.file, ...locate(source, at), code, where: describePath(page, at), message, hint });
  for (const [index, block] of page.blocks.entries()) {
    if (block.type !== 'calculator') continue;
    for (const [inputIndex, input] of (block as CalculatorBlock).inputs.entries()) {
      const at: DataPath = ['blocks', index, 'inputs', inputIndex];
      const { min, max, defaultValue, options } = input;
      if (min > max) {
        report(
          [...at, 'min'],
          'FW403',
          `min ${min} is above max ${max}`,
          'min is the smallest value the field accepts and max the largest: swap them or fix the typo.',
        );
        continue;
      }
      if (defaultValue < min || defaultValue > max) {
        report(
          [...at, 'defaultValue'],
          'FW404',
          `defaultValue ${defaultValue} lies outside min ${min} and max ${max}`,
          'The field starts with this value, so it must lie between min and max, or the calculator opens on an error.',
        );
      }
      for (const [optionIndex, option] of (options ?? []).entries()) {
        if (option < min || option > max) {
          report(
            [...at, 'options', optionIndex],
            'FW405',
            `option ${option} lies outside min ${min} and max ${max}`,
            'Every option must be a value the field accepts: change the option or widen min and max.',
          );
        }
      }
      if (options && !options.includes(defaultValue)) {
        report(
          [...at, 'defaultValue'],
          'FW406',
          `defaultValue ${defaultValue} is not one of the options (${options.join(', ')})`,
          'A field with options starts on one of them: set defaultValue to one of the listed values.',
        );
      }
    }
  }
  return diagnostics;
}

/** The names of a block type's own fields, to suggest where a missing piece of text goes. */
export type BlockFields = (type: string) => readonly string[];

/** The rules each block must meet on its own (APY dates, calculator bounds); block examples are held to them too. */
export function checkBlockRules(source: YamlSource, fieldsOf: BlockFields): Diagnostic[] {
  const page = source.data as Page;
  return [...checkApyDates(source, page, fieldsOf), ...checkCalculatorBounds(source, page)];
}

/** Finance and consistency rules that JSON Schema cannot express, checked on a page that passed its schema. */
export function checkContentRules(source: YamlSource, fieldsOf: BlockFields): Diagnostic[] {
  return [...checkBlockRules(source, fieldsOf), ...checkFdicDisclaimer(source, source.data as Page)];
}
