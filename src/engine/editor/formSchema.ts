import { readFileSync } from 'node:fs';
import path from 'node:path';

type SchemaObject = Record<string, unknown>;

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema at a JSON pointer (`#/definitions/href`) inside `document`. */
function atPointer(document: SchemaObject, pointer: string): unknown {
  let found: unknown = document;
  for (const part of pointer.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    found = isObject(found) ? found[key] : undefined;
  }
  return found;
}

/**
 * A block's JSON Schema as a form needs it: every `$ref` (to common.schema.json or inside it) replaced by the
 * schema it names, with the referring schema's own keywords (its `description`) kept over the named one's. A
 * reference back to a schema already being resolved is left as it is.
 */
export function resolvedBlockSchema(schemaDir: string, type: string): SchemaObject {
  const files = new Map<string, SchemaObject>();
  const load = (file: string): SchemaObject => {
    let found = files.get(file);
    if (!found) {
      found = JSON.parse(readFileSync(file, 'utf8')) as SchemaObject;
      files.set(file, found);
    }
    return found;
  };
  const resolve = (value: unknown, file: string, seen: readonly string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, file, seen));
    if (!isObject(value)) return value;
    const { $ref, ...own } = value;
    const resolvedOwn: SchemaObject = {};
    for (const [key, item] of Object.entries(own)) resolvedOwn[key] = resolve(item, file, seen);
    if (typeof $ref !== 'string') return resolvedOwn;
    const [target, pointer = ''] = $ref.split('#');
    const targetFile = target === '' ? file : path.resolve(path.dirname(file), target);
    const id = `${targetFile}#${pointer}`;
    if (seen.includes(id)) return value;
    const named = atPointer(load(targetFile), `#${pointer}`);
    if (!isObject(named)) return value;
    const resolvedNamed = resolve(named, targetFile, [...seen, id]) as SchemaObject;
    return { ...resolvedNamed, ...resolvedOwn };
  };
  const file = path.join(schemaDir, 'blocks', `${type}.schema.json`);
  const resolved = resolve(load(file), file, []) as SchemaObject;
  delete resolved.$schema;
  delete resolved.$id;
  return resolved;
}
