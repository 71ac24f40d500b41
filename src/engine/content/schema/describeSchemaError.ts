import type { AnySchemaObject, ErrorObject } from 'ajv';
import { whyNotADate } from './calendarDate.ts';
import type { Diagnostic } from '../../diagnostics/diagnostics.ts';
import { closestMatch } from '../../diagnostics/didYouMean.ts';
import { locate, parseInstancePath, plainScalarAt, type DataPath, type YamlSource } from '../yaml/yamlSource.ts';

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

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping (key: value pairs)',
  array: 'a list (lines starting with -)',
};

/** "text", "a number or text", "true, false or text". */
function describeTypes(types: readonly string[]): string {
  if (types.length === 1) return typeWords[types[0]] ?? types[0];
  const words = types.map((type) => (type === 'boolean' ? 'true, false' : (typeWords[type] ?? type)));
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
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

/** Which of the block's settings the rule that failed depends on, such as `with variant "loan"`. */
function describeCondition(
  context: Context,
  path: DataPath,
  schemaPath: string,
): { condition: string; settings: string } | undefined {
  const block = path[0] === 'blocks' && typeof path[1] === 'number' ? describeBlockAt(context, path[1]) : undefined;
  const branch = /^#\/(then|else)\//.exec(schemaPath)?.[1];
  const condition = block?.schema && isRecord(block.schema.if) ? block.schema.if : undefined;
  const properties = condition && isRecord(condition.properties) ? condition.properties : {};
  const settings = Object.entries(properties).flatMap(([key, rule]) =>
    isRecord(rule) && 'const' in rule ? [`${key} ${JSON.stringify(rule.const)}`] : [],
  );
  if (!branch || settings.length === 0) return undefined;
  const listed = settings.join(' and ');
  return { condition: branch === 'then' ? `with ${listed}` : `unless it has ${listed}`, settings: listed };
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

/** Turns one Ajv error into a located diagnostic, or undefined for errors another one already explains. */
export function describeSchemaError(error: ErrorObject, context: Context): Diagnostic | undefined {
  const { source } = context;
  const path = parseInstancePath(error.instancePath);
  const parentSchema = error.parentSchema;
  const at = (target: DataPath, part: 'value' | 'key' = 'value') => ({
    file: source.file,
    ...locate(source, target, part),
  });
  const where = (target: DataPath) => describePath(source.data, target);

  switch (error.keyword) {
    case 'contains': {
      const properties = isRecord(error.schema) && isRecord(error.schema.properties) ? error.schema.properties : {};
      const [key, rule] = Object.entries(properties)[0] ?? [];
      const wanted = isRecord(rule) ? rule.const : undefined;
      return {
        ...at(path),
        code: 'FW217',
        where: where(path),
        message: `needs an item with ${key ?? 'the required'} ${wanted === undefined ? 'fields' : JSON.stringify(wanted)}`,
        hint: ownDescription(parentSchema),
      };
    }
    case 'additionalProperties': {
      const property = String(error.params.additionalProperty);
      const target = [...path, property];
      const allowed = propertyNames(parentSchema);
      const suggestion = closestMatch(property, allowed);
      return {
        ...at(target, 'key'),
        code: 'FW203',
        where: where(target),
        message: `unknown property "${property}"`,
        hint: suggestion ? `Did you mean "${suggestion}"?` : `Allowed here: ${allowed.join(', ')}.`,
      };
    }
    case 'false schema': {
      const property = String(path.at(-1));
      const described = describeCondition(context, path.slice(0, 2), error.schemaPath);
      return {
        ...at(path, 'key'),
        code: 'FW218',
        where: where(path),
        message: `"${property}" is not allowed in this block ${described?.condition ?? 'with its other settings'}`,
        hint: described
          ? `Remove ${property}, or change ${described.settings}: ${property} only applies ${described.condition.startsWith('with') ? 'without' : 'with'} it.`
          : `Remove ${property}; the block reference (docs/blocks.md) says when it applies.`,
      };
    }
    case 'required': {
      const property = String(error.params.missingProperty);
      const description = descriptionOf(parentSchema, property);
      return {
        ...at(path),
        code: 'FW204',
        where: where(path),
        message: `missing required property "${property}"`,
        hint: description ? `"${property}": ${description}` : undefined,
      };
    }
    case 'discriminator': {
      const tagValue: unknown = error.params.tagValue;
      if (error.params.error === 'mapping' && typeof tagValue === 'string') {
        const suggestion = closestMatch(tagValue, context.blockTypes);
        return {
          ...at([...path, 'type']),
          code: 'FW201',
          where: where(path),
          message: `unknown block type "${tagValue}"`,
          hint: suggestion ? `Did you mean "${suggestion}"?` : `Known block types: ${context.blockTypes.join(', ')}.`,
        };
      }
      return {
        ...at(path),
        code: 'FW202',
        where: where(path),
        message: 'block "type" must be text naming a block',
        hint: `Known block types: ${context.blockTypes.join(', ')}.`,
      };
    }
    case 'enum': {
      const allowed = (error.params.allowedValues as unknown[]) ?? [];
      const suggestion = typeof error.data === 'string' ? closestMatch(error.data, allowed.map(String)) : undefined;
      return {
        ...at(path),
        code: 'FW209',
        where: where(path),
        message: `must be one of ${quoteList(allowed)}`,
        hint: suggestion ? `Did you mean "${suggestion}"?` : ownDescription(parentSchema),
      };
    }
    case 'const':
      return {
        ...at(path),
        code: 'FW209',
        where: where(path),
        message: `must be exactly ${JSON.stringify(error.params.allowedValue)}`,
        hint: ownDescription(parentSchema),
      };
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
      return {
        ...at(path),
        code: 'FW205',
        where: where(path),
        message: `must be ${describeTypes(expected)}, found ${typeName(error.data)}`,
        hint: quoteIt
          ? `Quote it: "${written}". Unquoted, YAML reads ${written} as ${yamlReading(error.data)}.`
          : ownDescription(parentSchema),
      };
    }
    case 'pattern': {
      const propertyName = error.propertyName;
      const target = propertyName === undefined ? path : [...path, propertyName];
      const shown = propertyName === undefined ? JSON.stringify(error.data) : `key ${JSON.stringify(propertyName)}`;
      const sentence = patternSentence(parentSchema);
      return {
        ...at(target, propertyName === undefined ? 'value' : 'key'),
        code: 'FW206',
        where: where(target),
        message: `${shown} is not in the expected form`,
        hint: sentence ?? (ownDescription(parentSchema) ? `Expected: ${ownDescription(parentSchema)}` : undefined),
      };
    }
    case 'propertyNames':
      // The pattern error for the same key says what is wrong with it.
      return undefined;
    case 'format': {
      const shown = JSON.stringify(error.data);
      if (error.params.format === 'date' && typeof error.data === 'string') {
        const why = whyNotADate(error.data);
        return {
          ...at(path),
          code: 'FW207',
          where: where(path),
          message: `${shown} is not a calendar date: ${why.reason}`,
          hint: `Write the date as YYYY-MM-DD, such as ${why.suggestion}.`,
        };
      }
      return {
        ...at(path),
        code: 'FW208',
        where: where(path),
        message: `${shown} is not an email address`,
        hint: 'Write it as name@domain.example, without mailto: or spaces.',
      };
    }
    case 'minLength':
      return error.params.limit === 1
        ? {
            ...at(path),
            code: 'FW211',
            where: where(path),
            message: 'must not be empty',
            hint: ownDescription(parentSchema),
          }
        : {
            ...at(path),
            code: 'FW212',
            where: where(path),
            message: `must be at least ${String(error.params.limit)} characters long`,
            hint: ownDescription(parentSchema),
          };
    case 'maxLength':
      return {
        ...at(path),
        code: 'FW213',
        where: where(path),
        message: `must be at most ${String(error.params.limit)} characters long (it has ${typeof error.data === 'string' ? error.data.length : '?'})`,
        hint: 'Shorten the text; long copy belongs in a block made for it.',
      };
    case 'minItems':
    case 'maxItems':
    case 'minProperties': {
      const isMapping = error.keyword === 'minProperties';
      const count = Array.isArray(error.data)
        ? error.data.length
        : isRecord(error.data)
          ? Object.keys(error.data).length
          : 0;
      const bound = error.keyword === 'maxItems' ? 'at most' : 'at least';
      const limit = Number(error.params.limit);
      const unit = isMapping ? 'entr' + (limit === 1 ? 'y' : 'ies') : `item${limit === 1 ? '' : 's'}`;
      return {
        ...at(path),
        code: 'FW214',
        where: where(path),
        message: `must have ${bound} ${limit} ${unit} (it has ${count})`,
        hint: isMapping ? ownDescription(parentSchema) : undefined,
      };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        ...at(path),
        code: 'FW215',
        where: where(path),
        message: `must be ${String(error.params.comparison)} ${String(error.params.limit)}, found ${String(error.data)}`,
        hint: ownDescription(parentSchema),
      };
    case 'uniqueItems':
      return {
        ...at([...path, Number(error.params.i)]),
        code: 'FW216',
        where: where([...path, Number(error.params.i)]),
        message: `repeats item ${String(error.params.j)}: items must be unique`,
      };
    case 'oneOf':
      // The discriminator already reports the branch that matched `type`.
      return undefined;
    case 'if':
      // The failing `then` branch reports the concrete problem itself.
      return undefined;
    default:
      return {
        ...at(path),
        code: 'FW299',
        where: where(path),
        message: error.message ?? `fails ${error.keyword}`,
        hint: ownDescription(parentSchema),
      };
  }
}
