import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type AnySchemaObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

export const PAGE_SCHEMA_ID = 'page.schema.json';
export const SITE_SCHEMA_ID = 'site.schema.json';

export interface SchemaRegistry {
  validatePage: ValidateFunction;
  validateSite: ValidateFunction;
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

function readJson(file: string): AnySchemaObject {
  return JSON.parse(readFileSync(file, 'utf8')) as AnySchemaObject;
}

/** Loads every schema under `schemaDir` into one strict Ajv instance and compiles the page and site validators. */
export function loadSchemaRegistry(schemaDir: string): SchemaRegistry {
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    // The discriminator needs `required: ["type"]` beside `oneOf`, while `type` itself is defined in each branch.
    strictRequired: false,
    discriminator: true,
    verbose: true,
  });
  addFormats.default(ajv, ['email', 'date']);
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword(keyword);
  const blockDir = path.join(schemaDir, 'blocks');
  const blockSchemas = new Map<string, AnySchemaObject>();
  for (const name of readdirSync(blockDir)
    .filter((entry) => entry.endsWith('.schema.json'))
    .sort()) {
    const schema = readJson(path.join(blockDir, name));
    blockSchemas.set(name.replace(/\.schema\.json$/, ''), schema);
    ajv.addSchema(schema);
  }
  ajv.addSchema(readJson(path.join(schemaDir, 'common.schema.json')));
  ajv.addSchema(readJson(path.join(schemaDir, PAGE_SCHEMA_ID)));
  ajv.addSchema(readJson(path.join(schemaDir, SITE_SCHEMA_ID)));
  const validatePage = ajv.getSchema(PAGE_SCHEMA_ID);
  const validateSite = ajv.getSchema(SITE_SCHEMA_ID);
  if (!validatePage || !validateSite) throw new Error(`schema folder ${schemaDir} lacks the page or site schema`);
  return {
    validatePage,
    validateSite,
    blockTypes: [...blockSchemas.keys()],
    blockSchema: (type) => blockSchemas.get(type),
    validateBlock: (type) => {
      const validate = ajv.getSchema(`blocks/${type}.schema.json`);
      if (!validate) throw new Error(`no schema for block type "${type}"`);
      return validate;
    },
  };
}
