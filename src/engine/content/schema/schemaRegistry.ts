import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { DiagnosticsError } from '../../diagnostics/diagnostics.ts';
import { parseJsonFile } from './jsonFile.ts';
import { compiledValidators, type CompiledValidators, type ValidityCheck } from './compiledValidators.ts';

export const PAGE_SCHEMA_ID = 'page.schema.json';
export const SITE_SCHEMA_ID = 'site.schema.json';

/**
 * A schema's check: whether data is valid and, when it is not, why, in `errors` (as Ajv's validators report it,
 * with every error and the schema and data of each).
 */
export interface SchemaCheck {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

export interface SchemaRegistry {
  validatePage: SchemaCheck;
  validateSite: SchemaCheck;
  /** Every block type the page schema accepts, in schema order. */
  blockTypes: string[];
  /** The schema of one block type. */
  blockSchema(type: string): AnySchemaObject | undefined;
  /** A validator for one block on its own, as in a block's example file. */
  validateBlock(type: string): ValidateFunction;
}

/**
 * Keywords only editors read (yaml-language-server): the sentence shown for a value that does not match a pattern,
 * hover text in Markdown, and completion snippets. Ajv ignores them; the validator reads patternErrorMessage itself.
 */
export const EDITOR_KEYWORDS = ['patternErrorMessage', 'markdownDescription', 'defaultSnippets'] as const;

/** A schema file's data; one that is not valid JSON is named at its line and column (FW501), not in a stack trace. */
function readJson(file: string): AnySchemaObject {
  const shown = path.relative(process.cwd(), file).split(path.sep).join('/');
  const read = parseJsonFile(shown, readFileSync(file, 'utf8'));
  if (!read.ok) throw new DiagnosticsError([read.diagnostic]);
  return read.data as AnySchemaObject;
}

/** One strict Ajv instance holding every schema, for validators that report every error in full. */
function fullValidator(schemas: readonly AnySchemaObject[]): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // The discriminator needs `required: ["type"]` beside `oneOf`, while `type` itself is defined in each branch.
    strictRequired: false,
    discriminator: true,
    verbose: true,
  });
  addFormats.default(ajv, ['email', 'date', 'date-time']);
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword(keyword);
  for (const schema of schemas) ajv.addSchema(schema);
  return ajv;
}

/**
 * Loads every schema under `schemaDir`. A file is first checked by validators compiled ahead and kept on disk
 * (compiledValidators.ts), which answer only whether it is valid; the full validators, compiled the first time one
 * is needed, word the errors of an invalid file. Most runs meet no invalid file and never compile them.
 */
export function loadSchemaRegistry(schemaDir: string): SchemaRegistry {
  const blockDir = path.join(schemaDir, 'blocks');
  const blockSchemas = new Map<string, AnySchemaObject>();
  for (const name of readdirSync(blockDir)
    .filter((entry) => entry.endsWith('.schema.json'))
    .sort()) {
    blockSchemas.set(name.replace(/\.schema\.json$/, ''), readJson(path.join(blockDir, name)));
  }
  const schemas = [
    ...blockSchemas.values(),
    ...['common.schema.json', PAGE_SCHEMA_ID, SITE_SCHEMA_ID].map((name) => readJson(path.join(schemaDir, name))),
  ];
  let full: Ajv | undefined;
  const fullSchema = (id: string): ValidateFunction => {
    full ??= fullValidator(schemas);
    const validate = full.getSchema(id);
    if (!validate) throw new Error(`schema folder ${schemaDir} has no schema ${id}`);
    return validate;
  };
  const quick = quickValidators(schemas);
  const check = (id: string, isValid: ValidityCheck | undefined): SchemaCheck => {
    const checkData: SchemaCheck = (data) => {
      checkData.errors = null;
      if (isValid?.(data)) return true;
      const validate = fullSchema(id);
      const valid = validate(data);
      checkData.errors = validate.errors;
      return valid;
    };
    return checkData;
  };
  return {
    validatePage: check(PAGE_SCHEMA_ID, quick?.page),
    validateSite: check(SITE_SCHEMA_ID, quick?.site),
    blockTypes: [...blockSchemas.keys()],
    blockSchema: (type) => blockSchemas.get(type),
    validateBlock: (type) => fullSchema(`blocks/${type}.schema.json`),
  };
}

/** The compiled validators of `schemas`, or undefined when they cannot be had (the full validators then do all). */
function quickValidators(schemas: readonly AnySchemaObject[]): CompiledValidators | undefined {
  try {
    return compiledValidators({
      schemas,
      pageSchemaId: PAGE_SCHEMA_ID,
      siteSchemaId: SITE_SCHEMA_ID,
      editorKeywords: EDITOR_KEYWORDS,
    });
  } catch {
    return undefined;
  }
}

let shared: { dir: string; stamp: string; registry: SchemaRegistry } | undefined;

/** The names, sizes and modification times of the schema files: a block added, removed or edited changes it. */
function schemaStamp(schemaDir: string): string {
  return ['.', 'blocks']
    .flatMap((folder) =>
      readdirSync(path.join(schemaDir, folder))
        .filter((name) => name.endsWith('.schema.json'))
        .sort()
        .map((name) => {
          const { size, mtimeMs } = statSync(path.join(schemaDir, folder, name));
          return `${folder}/${name}:${size}:${mtimeMs}`;
        }),
    )
    .join('|');
}

/**
 * The registry of `schemaDir`, loaded once per process and shared (the page checks and the block schema checks use
 * the same) while its schema files stay as they were; `forgetSharedSchemaRegistry` drops it at once.
 */
export function sharedSchemaRegistry(schemaDir: string): SchemaRegistry {
  const stamp = schemaStamp(schemaDir);
  if (shared?.dir !== schemaDir || shared.stamp !== stamp)
    shared = { dir: schemaDir, stamp, registry: loadSchemaRegistry(schemaDir) };
  return shared.registry;
}

/** Drops the shared registry, so the next one reads the schema files afresh. */
export function forgetSharedSchemaRegistry(): void {
  shared = undefined;
}
