import { FAILSAFE_SCHEMA, Type, load } from 'js-yaml';
import { continuationLinesIndented } from './continuationLines.ts';

/** One of a tag's forms: a plain scalar that matches `test` reads as `construct` says. */
type ScalarForm = [test: RegExp, construct: (source: string) => unknown];

/** A plain-scalar type that reads a value by the first of `forms` it matches (js-yaml keeps one type per tag). */
function scalarType(tag: string, forms: ScalarForm[]): Type {
  const formOf = (data: string | null) => forms.find(([test]) => test.test(data ?? ''));
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
    scalarType('null', [[/^(?:~|[Nn]ull|NULL)?$/, () => null]]),
    scalarType('bool', [[/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/, (source) => /^[tT]/.test(source)]]),
    scalarType('int', [
      [/^0o[0-7]+$/, (source) => parseInt(source.substring(2), 8)],
      [/^[-+]?[0-9]+$/, (source) => parseInt(source, 10)],
      [/^0x[0-9a-fA-F]+$/, (source) => parseInt(source.substring(2), 16)],
    ]),
    scalarType('float', [
      [/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/, infinityOrNaN],
      [/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/, parseFloat],
      [/^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/, parseFloat],
    ]),
  ],
});

/*
 * Syntax the quick reader leaves to the full parser, which explains it or refuses it: anchors (&), aliases (*),
 * tags (!), directives (%), a document marker run into text (---#), complex keys (?), merge keys (<<), tabs, and a
 * key that would touch an object's prototype. Each is looked for where YAML could read it as syntax, and prose
 * such as "Terms & conditions" or "a 5% rate" does not match. Values continued on lines not indented under their
 * key are found by continuationLinesIndented.
 */
const LEFT_TO_FULL_PARSER = /(?:^|[\s[{,:-])[&*!]\S|(?:^|[\s[{,])\?(?:\s|$)|^%|^(?:---|\.\.\.)\S|<<|\t|__proto__/m;

/**
 * The data of a YAML file read by a fast parser, or undefined when the file needs the full parser: it uses a
 * feature left to it, or it has a problem (which the full parser then describes with its position). The data is
 * the same as the full parser's for every file this returns data for.
 */
export function fastYamlData(text: string): { data: unknown } | undefined {
  if (LEFT_TO_FULL_PARSER.test(text) || !continuationLinesIndented(text)) return undefined;
  let data: unknown;
  try {
    data = load(text, { schema: CORE_AS_YAML_PACKAGE });
  } catch {
    return undefined;
  }
  // An empty file or a lone null is a problem the full parser words.
  return data === undefined || data === null ? undefined : { data };
}
