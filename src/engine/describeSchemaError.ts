import type { AnySchemaObject, ErrorObject } from 'ajv';
import type { Diagnostic } from './diagnostics.ts';
import { closestMatch } from './didYouMean.ts';
import { locate, parseInstancePath, type DataPath, type YamlSource } from './yamlSource.ts';

const MAX_SHOWN_PATTERN = 40;

interface Context {
  source: YamlSource;
  blockTypes: readonly string[];
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

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping (key: value pairs)',
  array: 'a list (lines starting with -)',
};

function propertyNames(schema: AnySchemaObject | undefined): string[] {
  return schema && isRecord(schema.properties) ? Object.keys(schema.properties) : [];
}

function descriptionOf(schema: AnySchemaObject | undefined, property: string): string | undefined {
  const properties = schema && isRecord(schema.properties) ? schema.properties : undefined;
  const entry = properties?.[property];
  return isRecord(entry) && typeof entry.description === 'string' ? entry.description : undefined;
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

  // Inside `contains`, every item that is not the one looked for fails; the `contains` error names what is missing.
  if (error.schemaPath.includes('/contains/')) return undefined;

  switch (error.keyword) {
    case 'contains': {
      const properties = isRecord(error.schema) && isRecord(error.schema.properties) ? error.schema.properties : {};
      const [key, rule] = Object.entries(properties)[0] ?? [];
      const wanted = isRecord(rule) ? rule.const : undefined;
      return {
        ...at(path),
        where: where(path),
        message: wanted === undefined ? 'lacks a required item' : `needs an item with ${key} ${JSON.stringify(wanted)}`,
        hint: typeof parentSchema?.description === 'string' ? parentSchema.description : undefined,
      };
    }
    case 'additionalProperties': {
      const property = String(error.params.additionalProperty);
      const target = [...path, property];
      const allowed = propertyNames(parentSchema);
      const suggestion = closestMatch(property, allowed);
      return {
        ...at(target, 'key'),
        where: where(target),
        message: `unknown property "${property}"`,
        hint: suggestion ? `Did you mean "${suggestion}"?` : `Allowed here: ${allowed.join(', ')}.`,
      };
    }
    case 'required': {
      const property = String(error.params.missingProperty);
      const description = descriptionOf(parentSchema, property);
      return {
        ...at(path),
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
          where: where(path),
          message: `unknown block type "${tagValue}"`,
          hint: suggestion ? `Did you mean "${suggestion}"?` : `Known block types: ${context.blockTypes.join(', ')}.`,
        };
      }
      return {
        ...at(path),
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
        where: where(path),
        message: `must be one of ${quoteList(allowed)}`,
        hint: suggestion
          ? `Did you mean "${suggestion}"?`
          : typeof parentSchema?.description === 'string'
            ? parentSchema.description
            : undefined,
      };
    }
    case 'const':
      return {
        ...at(path),
        where: where(path),
        message: `must be exactly ${JSON.stringify(error.params.allowedValue)}`,
      };
    case 'type': {
      const expected = String(error.params.type);
      return {
        ...at(path),
        where: where(path),
        message: `must be ${typeWords[expected] ?? expected}, found ${typeName(error.data)}`,
        hint: typeof parentSchema?.description === 'string' ? parentSchema.description : undefined,
      };
    }
    case 'pattern':
    case 'format': {
      const pattern = String(error.params.pattern);
      const shown = typeof error.data === 'string' ? JSON.stringify(error.data) : 'value';
      let message = `${shown} must match pattern "${pattern}"`;
      if (error.keyword === 'format') message = `${shown} must be a valid ${String(error.params.format)} address`;
      // Long patterns read as noise; the schema's description says the same in words.
      else if (pattern.length > MAX_SHOWN_PATTERN && parentSchema?.description)
        message = `${shown} is not in the expected form`;
      return {
        ...at(path),
        where: where(path),
        message,
        hint: typeof parentSchema?.description === 'string' ? `Expected: ${parentSchema.description}` : undefined,
      };
    }
    case 'minLength':
      return {
        ...at(path),
        where: where(path),
        message:
          error.params.limit === 1
            ? 'must not be empty'
            : `must be at least ${String(error.params.limit)} characters long`,
        hint: typeof parentSchema?.description === 'string' ? parentSchema.description : undefined,
      };
    case 'maxLength':
      return {
        ...at(path),
        where: where(path),
        message: `must be at most ${String(error.params.limit)} characters long (it has ${typeof error.data === 'string' ? error.data.length : '?'})`,
        hint: 'Shorten the text; long copy belongs in a block made for it.',
      };
    case 'minItems':
    case 'maxItems': {
      const count = Array.isArray(error.data) ? error.data.length : 0;
      const bound = error.keyword === 'minItems' ? 'at least' : 'at most';
      return {
        ...at(path),
        where: where(path),
        message: `must have ${bound} ${String(error.params.limit)} item${error.params.limit === 1 ? '' : 's'} (it has ${count})`,
      };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        ...at(path),
        where: where(path),
        message: `must be ${String(error.params.comparison)} ${String(error.params.limit)}, found ${String(error.data)}`,
        hint: typeof parentSchema?.description === 'string' ? parentSchema.description : undefined,
      };
    case 'uniqueItems':
      return {
        ...at([...path, Number(error.params.i)]),
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
      return { ...at(path), where: where(path), message: error.message ?? `fails ${error.keyword}` };
  }
}
