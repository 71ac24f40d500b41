import type { JsonObject, JsonValue } from './types';

/**
 * What the form needs beside a block's JSON Schema, derived from the schema itself (never a list per block): link
 * fields get the link picker, image fields the image picker, the block's `type` constant is hidden.
 */
export type UiSchema = { [key: string]: JsonValue | UiSchema };

const LINK_NAMES = /^(href|link|url|to|target)$/i;
const IMAGE_NAMES = /^(src|image|imageSrc|logo|icon(Src)?|poster|avatar|photo)$/i;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The widget a string field gets from its name and format, if not the plain text input. */
export function widgetFor(name: string, schema: JsonObject): 'link' | 'image' | null {
  const format = typeof schema['format'] === 'string' ? schema['format'] : '';
  const pattern = typeof schema['pattern'] === 'string' ? schema['pattern'] : '';
  if (LINK_NAMES.test(name) || format === 'uri-reference' || format === 'uri') return 'link';
  if (IMAGE_NAMES.test(name) || pattern.includes('images')) return 'image';
  return null;
}

function isStringSchema(schema: JsonObject): boolean {
  const type = schema['type'];
  return (
    type === 'string' ||
    (Array.isArray(type) && type.includes('string')) ||
    (schema['$ref'] === undefined && type === undefined && typeof schema['pattern'] === 'string')
  );
}

function uiFor(schema: JsonObject, name: string, depth: number): UiSchema | null {
  if (depth > 12) return null;
  if (name === 'type' && schema['const'] !== undefined) return { 'ui:widget': 'hidden' };
  const ui: UiSchema = {};
  if (isStringSchema(schema)) {
    const widget = widgetFor(name, schema);
    if (widget === 'link') ui['ui:widget'] = 'LinkWidget';
    if (widget === 'image') ui['ui:widget'] = 'ImageWidget';
    const max = typeof schema['maxLength'] === 'number' ? schema['maxLength'] : 0;
    if (!widget && (max > 200 || max === 0) && /text|answer|body|description|intro|subtitle|paragraph/i.test(name)) {
      ui['ui:widget'] = 'textarea';
    }
  }
  const properties = schema['properties'];
  if (isObject(properties)) {
    for (const [key, child] of Object.entries(properties)) {
      if (!isObject(child)) continue;
      const childUi = uiFor(child, key, depth + 1);
      if (childUi !== null) ui[key] = childUi;
    }
  }
  const items = schema['items'];
  if (isObject(items)) {
    const itemsUi = uiFor(items, name, depth + 1);
    if (itemsUi !== null) ui['items'] = itemsUi;
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) {
      // A string-or-object option (a link as a string or as {href, label}) keeps the widget of its string branch.
      for (const option of options) {
        if (isObject(option) && isStringSchema(option)) {
          const widget = widgetFor(name, option);
          if (widget === 'link') ui['ui:widget'] = 'LinkWidget';
          if (widget === 'image') ui['ui:widget'] = 'ImageWidget';
        }
      }
    }
  }
  return Object.keys(ui).length > 0 ? ui : null;
}

export function deriveUiSchema(schema: JsonObject): UiSchema {
  const ui = uiFor(schema, '', 0) ?? {};
  return { ...ui, 'ui:submitButtonOptions': { norender: true } };
}

/**
 * The schema as the form's Ajv 2020 takes it: `$schema`/`$id` dropped (the block schemas are written as draft-07
 * with relative ids; the server resolves their references for the form) and editor-only keywords removed.
 */
export function formSchema(schema: JsonObject): JsonObject {
  const strip = (value: JsonValue): JsonValue => {
    if (Array.isArray(value)) return value.map(strip);
    if (!isObject(value)) return value;
    const out: JsonObject = {};
    for (const [key, child] of Object.entries(value)) {
      if (key === '$schema' || key === '$id' || key === 'markdownDescription' || key === 'defaultSnippets') continue;
      out[key] = strip(child);
    }
    return out;
  };
  return strip(schema) as JsonObject;
}

/**
 * A schema inferred from data, for the parts of a file whose schema the API does not send (the page's own fields,
 * the site file): strings, numbers, booleans, lists and groups, each field open to any change the project's
 * validator then checks.
 */
export function inferSchema(value: JsonValue, title?: string): JsonObject {
  const base: JsonObject = title === undefined ? {} : { title };
  if (typeof value === 'string') return { ...base, type: 'string' };
  if (typeof value === 'number') return { ...base, type: 'number' };
  if (typeof value === 'boolean') return { ...base, type: 'boolean' };
  if (Array.isArray(value)) {
    const first = value[0];
    return { ...base, type: 'array', items: first === undefined ? { type: 'string' } : inferSchema(first) };
  }
  if (isObject(value)) {
    const properties: JsonObject = {};
    for (const [key, child] of Object.entries(value)) properties[key] = inferSchema(child, key);
    return { ...base, type: 'object', properties };
  }
  return { ...base, type: 'string' };
}

/** A one-line summary of a block for the outline: its first heading-like text. */
export function summaryOf(block: JsonObject): string {
  for (const key of ['title', 'heading', 'eyebrow', 'label', 'text', 'intro', 'question', 'name']) {
    const value = block[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim().replace(/\s+/g, ' ');
  }
  for (const value of Object.values(block)) {
    if (Array.isArray(value) && value.length > 0) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  }
  return '';
}
