import type { AnySchemaObject, ErrorObject } from 'ajv';
import { whyNotADate } from './calendarDate.ts';
import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { closestMatch } from '../../diagnostics/didYouMean.ts';
import {
  itemSplitByComma,
  locate,
  parseInstancePath,
  plainScalarAt,
  type DataPath,
  type YamlSource,
} from '../yaml/yamlSource.ts';

interface Context {
  source: YamlSource;
  blockTypes: readonly string[];
  /** The schema of one block type, to explain rules that depend on the block's other settings. */
  blockSchema?: (type: string) => AnySchemaObject | undefined;
}

/** Readable path such as `blocks[2] (rate-table) › rows[0].apy`, naming each block by index and type. */
export function describePath(data: unknown, path: DataPath): string {
  let text = '';
  let node: unknown = data;
  path.forEach((segment, index) => {
    const parent = node;
    node =
      isRecord(parent) || Array.isArray(parent) ? (parent as Record<string | number, unknown>)[segment] : undefined;
    if (typeof segment === 'number') {
      text += `[${segment}]`;
    } else {
      text += text === '' || text.endsWith(' › ') ? segment : `.${segment}`;
    }
    const isBlock = typeof segment === 'number' && path[index - 1] === 'blocks' && index === 1;
    if (isBlock && isRecord(node) && typeof node.type === 'string') {
      text += ` (${node.type})`;
      if (index < path.length - 1) text += ' › ';
    }
  });
  return text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function propertyNames(schema: AnySchemaObject | undefined): string[] {
  return schema && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}

function descriptionOf(schema: AnySchemaObject | undefined, property: string): string | undefined {
  const properties = schema && isRecord(schema.properties) ? schema.properties : undefined;
  const entry = properties?.[property];
  return isRecord(entry) && typeof entry.description === 'string' ? entry.description : undefined;
}

function ownDescription(schema: AnySchemaObject | undefined): string | undefined {
  return typeof schema?.description === 'string' ? schema.description : undefined;
}

/** The sentence an editor shows for a value that does not match the pattern, shared with yaml-language-server. */
function patternSentence(schema: unknown): string | undefined {
  return isRecord(schema) && typeof schema.patternErrorMessage === 'string' ? schema.patternErrorMessage : undefined;
}

/** Which of the block's settings the rule that failed depends on, such as variant "loan" (for `then`). */
function ruleSettings(
  context: Context,
  path: DataPath,
  schemaPath: string,
): { branch: 'then' | 'else'; values: [string, unknown][] } | undefined {
  const block = path[0] === 'blocks' && typeof path[1] === 'number' ? describeBlockAt(context, path[1]) : undefined;
  const branch = /^#\/(then|else)\//.exec(schemaPath)?.[1];
  const condition = block?.schema && isRecord(block.schema.if) ? block.schema.if : undefined;
  const properties = condition && isRecord(condition.properties) ? condition.properties : {};
  const values = Object.entries(properties).flatMap(([key, rule]): [string, unknown][] =>
    isRecord(rule) && 'const' in rule ? [[key, rule.const]] : [],
  );
  if ((branch !== 'then' && branch !== 'else') || values.length === 0) return undefined;
  return { branch, values };
}

function describeBlockAt(context: Context, index: number): { schema?: AnySchemaObject } | undefined {
  const blocks = isRecord(context.source.data) ? context.source.data.blocks : undefined;
  const block: unknown = Array.isArray(blocks) ? blocks[index] : undefined;
  return isRecord(block) && typeof block.type === 'string' ? { schema: context.blockSchema?.(block.type) } : undefined;
}

/**
 * Errors Ajv reports beside the one that explains them: the items inside a `contains` that did not fit, the
 * branches of an `anyOf` whose type the value does not have (the `anyOf` error lists the types), and everything
 * under a property that is ruled out altogether.
 */
export function isFollowOnError(error: ErrorObject, all: readonly ErrorObject[]): boolean {
  if (error.schemaPath.includes('/contains/')) return true;
  if (error.schemaPath.includes('/anyOf/') && error.keyword === 'type') return true;
  return all.some(
    (other) =>
      other !== error &&
      other.keyword === 'false schema' &&
      (error.instancePath === other.instancePath || error.instancePath.startsWith(`${other.instancePath}/`)),
  );
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function anyOfBranchOfSameType(error: ErrorObject): boolean {
  const actual = jsonType(error.data);
  const branches: unknown[] = Array.isArray(error.schema) ? error.schema : [];
  return branches.some(
    (branch) => isRecord(branch) && (branch.type === actual || (branch.type === 'number' && actual === 'integer')),
  );
}

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** The allowed number a text means (`three` or `"3"` for 3), when the allowed values are numbers. */
function numberMeant(text: string, allowed: readonly unknown[]): number | undefined {
  const trimmed = text.trim().toLowerCase();
  const value = /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : NUMBER_WORDS.indexOf(trimmed);
  return value >= 0 && allowed.includes(value) ? value : undefined;
}

/** Turns one Ajv error into a located diagnostic, or undefined for errors another one already explains. */
export function describeSchemaError(error: ErrorObject, context: Context): Diagnostic | undefined {
  const { source } = context;
  const path = parseInstancePath(error.instancePath);
  const parentSchema = error.parentSchema;
  const description = ownDescription(parentSchema);
  const at = (target: DataPath, part: 'value' | 'key' = 'value', whereTarget: DataPath = target) => ({
    file: source.file,
    ...locate(source, target, part),
    where: describePath(source.data, whereTarget),
  });

  switch (error.keyword) {
    case 'contains': {
      const properties = isRecord(error.schema) && isRecord(error.schema.properties) ? error.schema.properties : {};
      const [field, rule] = Object.entries(properties)[0] ?? [];
      const value: unknown = isRecord(rule) ? rule.const : undefined;
      return diagnostic('FW217', { field, value, description }, at(path));
    }
    case 'additionalProperties': {
      const name = String(error.params.additionalProperty);
      const allowed = propertyNames(parentSchema);
      return diagnostic(
        'FW203',
        { name, suggestion: closestMatch(name, allowed), allowed },
        at([...path, name], 'key'),
      );
    }
    case 'false schema':
      return diagnostic(
        'FW218',
        { name: String(path.at(-1)), settings: ruleSettings(context, path.slice(0, 2), error.schemaPath) },
        at(path, 'key'),
      );
    case 'required': {
      const name = String(error.params.missingProperty);
      return diagnostic('FW204', { name, description: descriptionOf(parentSchema, name) }, at(path));
    }
    case 'discriminator': {
      const tagValue: unknown = error.params.tagValue;
      const known = context.blockTypes;
      if (error.params.error === 'mapping' && typeof tagValue === 'string') {
        const suggestion = closestMatch(tagValue, known);
        return diagnostic('FW201', { type: tagValue, suggestion, known }, at([...path, 'type'], 'value', path));
      }
      return diagnostic('FW202', { known }, at(path));
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]) ?? [];
      const number = typeof error.data === 'string' ? numberMeant(error.data, allowed) : undefined;
      const suggestion =
        typeof error.data === 'string' && number === undefined
          ? closestMatch(error.data, allowed.map(String))
          : undefined;
      return diagnostic('FW209', { allowed, suggestion, number, description }, at(path));
    }
    case 'const':
      return diagnostic('FW209', { allowed: [error.params.allowedValue], exactly: true, description }, at(path));
    case 'type':
    case 'anyOf': {
      // A value of one of the anyOf's types that breaks another rule of that branch is reported by that rule.
      if (error.keyword === 'anyOf' && anyOfBranchOfSameType(error)) return undefined;
      const expected =
        error.keyword === 'type'
          ? [String(error.params.type)]
          : (Array.isArray(error.schema) ? error.schema : []).flatMap((branch: unknown) =>
              isRecord(branch) && typeof branch.type === 'string' ? [branch.type] : [],
            );
      const written = plainScalarAt(source, path);
      const expectsText = expected.includes('string') && !parentSchema?.pattern && !parentSchema?.format;
      const quoteIt = expectsText && written !== undefined && typeof error.data !== 'string';
      // `[55,000+ ATMs, …]`: the comma split the item, so it is the whole item that needs quotes, not "55".
      const whole = quoteIt ? itemSplitByComma(source, path) : undefined;
      return diagnostic(
        'FW205',
        { expected, found: error.data, written: quoteIt ? written : undefined, whole, description },
        at(path),
      );
    }
    case 'pattern': {
      const propertyName = error.propertyName;
      const isKey = propertyName !== undefined;
      const target = isKey ? [...path, propertyName] : path;
      return diagnostic(
        'FW206',
        { value: isKey ? propertyName : error.data, isKey, sentence: patternSentence(parentSchema), description },
        at(target, isKey ? 'key' : 'value'),
      );
    }
    case 'propertyNames':
      // The pattern error for the same key says what is wrong with it.
      return undefined;
    case 'format': {
      if (error.params.format === 'date' && typeof error.data === 'string') {
        const why = whyNotADate(error.data);
        return diagnostic('FW207', { value: error.data, reason: why.reason, suggestion: why.suggestion }, at(path));
      }
      return diagnostic('FW208', { value: error.data }, at(path));
    }
    case 'minLength':
      return error.params.limit === 1
        ? diagnostic('FW211', { description }, at(path))
        : diagnostic('FW212', { limit: Number(error.params.limit), description }, at(path));
    case 'maxLength':
      return diagnostic(
        'FW213',
        { limit: Number(error.params.limit), length: typeof error.data === 'string' ? error.data.length : undefined },
        at(path),
      );
    case 'minItems':
    case 'maxItems':
    case 'minProperties': {
      const mapping = error.keyword === 'minProperties';
      const count = Array.isArray(error.data)
        ? error.data.length
        : isRecord(error.data)
          ? Object.keys(error.data).length
          : 0;
      return diagnostic(
        'FW214',
        {
          atMost: error.keyword === 'maxItems',
          limit: Number(error.params.limit),
          count,
          mapping,
          description: mapping ? description : undefined,
        },
        at(path),
      );
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return diagnostic(
        'FW215',
        {
          comparison: String(error.params.comparison),
          limit: Number(error.params.limit),
          value: error.data,
          description,
        },
        at(path),
      );
    case 'uniqueItems':
      return diagnostic('FW216', { index: Number(error.params.j) }, at([...path, Number(error.params.i)]));
    case 'oneOf':
      // The discriminator already reports the branch that matched `type`.
      return undefined;
    case 'if':
      // The failing `then` branch reports the concrete problem itself.
      return undefined;
    default:
      return diagnostic('FW299', { detail: error.message, keyword: error.keyword, description }, at(path));
  }
}
