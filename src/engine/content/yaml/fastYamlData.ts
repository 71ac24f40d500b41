import { FAILSAFE_SCHEMA, Type, load } from 'js-yaml';
import { continuationLinesIndented } from './continuationLines.ts';

/** One of a tag's forms: a plain scalar that matches `test` reads as `construct` says. */
type ScalarForm = [test: RegExp, construct: (source: string) => unknown];

/**
 * A plain-scalar type that reads a value by the first of `forms` it matches (js-yaml keeps one type per tag).
 * `firstCharacters` holds every character a match can start with: js-yaml asks each type about every plain
 * scalar, and most are words that one look at their first character rules out.
 */
function scalarType(tag: string, firstCharacters: string, forms: ScalarForm[]): Type {
  const formOf = (data: string | null) =>
    data && !firstCharacters.includes(data[0]) ? undefined : forms.find(([test]) => test.test(data ?? ''));
  return new Type(`tag:yaml.org,2002:${tag}`, {
    kind: 'scalar',
    // An empty value arrives as null.
    resolve: (data: string | null) => formOf(data) !== undefined,
    construct: (data: string | null) => formOf(data)?.[1](data ?? ''),
  });
}

function infinityOrNaN(source: string): number {
  if (source.slice(-3).toLowerCase() === 'nan') return NaN;
  return source.startsWith('-') ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
}

/*
 * The YAML 1.2 core schema exactly as the `yaml` package resolves plain scalars (yaml/dist/schema/core), in its
 * order, so a value reads the same whichever parser read the file: `1.50` is 1.5, `0o17` is 15, `yes` is text.
 */
const CORE_AS_YAML_PACKAGE = FAILSAFE_SCHEMA.extend({
  implicit: [
    scalarType('null', '~nN', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    scalarType('bool', 'tTfF', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (source) => /^[tT]/.test(source)]]),
    scalarType('int', '+-0123456789', [
      [/^0o[0-7]+$/, (source) => parseInt(source.substring(2), 8)],
      [/^[-+]?[0-9]+$/, (source) => parseInt(source, 10)],
      [/^0x[0-9a-fA-F]+$/, (source) => parseInt(source.substring(2), 16)],
    ]),
    scalarType('float', '+-.0123456789', [
      [/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, infinityOrNaN],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ]),
  ],
});

const LINE_STARTS_LEFT_TO_FULL_PARSER = /^(?:%|---\S|\.\.\.\S)/m;
const INDICATORS = /[&*!?]/;
const BEFORE_NODE_PROPERTY = /[\s[{,:-]/;
const BEFORE_COMPLEX_KEY = /[\s[{,]/;
const WHITESPACE = /\s/;

/**
 * Whether a text uses syntax the quick reader leaves to the full parser, which explains it or refuses it: anchors
 * (&), aliases (*), tags (!), directives (%), a document marker run into text (---#), complex keys (?), merge keys
 * (<<), tabs, and a key that would touch an object's prototype. Each is looked for where YAML could read it as
 * syntax, and prose such as "Terms & conditions" or "a 5% rate" does not match. Values continued on lines not
 * indented under their key are found by continuationLinesIndented.
 */
function usesSyntaxLeftToFullParser(text: string): boolean {
  if (text.includes('<<') || text.includes('\t') || text.includes('__proto__')) return true;
  if (LINE_STARTS_LEFT_TO_FULL_PARSER.test(text)) return true;
  // One search for the rare characters, each then judged by its neighbours: a single pattern with the
  // neighbours in it is tried at every position of the text, three times slower.
  const candidates = new RegExp(INDICATORS.source, 'g');
  for (let match = candidates.exec(text); match; match = candidates.exec(text)) {
    const before = match.index === 0 ? '\n' : text[match.index - 1];
    const after = text[match.index + 1] as string | undefined;
    if (match[0] === '?') {
      if (BEFORE_COMPLEX_KEY.test(before) && (after === undefined || WHITESPACE.test(after))) return true;
    } else if (BEFORE_NODE_PROPERTY.test(before) && after !== undefined && !WHITESPACE.test(after)) {
      return true;
    }
  }
  return false;
}

/**
 * The data of a YAML file read by a fast parser, or undefined when the file needs the full parser: it uses a
 * feature left to it, or it has a problem (which the full parser then describes with its position). The data is
 * the same as the full parser's for every file this returns data for.
 */
export function fastYamlData(text: string): { data: unknown } | undefined {
  if (usesSyntaxLeftToFullParser(text) || !continuationLinesIndented(text)) return undefined;
  let data: unknown;
  try {
    data = load(text, { schema: CORE_AS_YAML_PACKAGE });
  } catch {
    return undefined;
  }
  // An empty file or a lone null is a problem the full parser words.
  return data === undefined || data === null ? undefined : { data };
}
