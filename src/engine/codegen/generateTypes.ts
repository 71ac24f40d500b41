import path from 'node:path';
import { compileFromFile } from 'json-schema-to-typescript';

export const GENERATED_BANNER = `/**
 * GENERATED FILE: do not edit. Source: schema/%SOURCE%.
 * Regenerate with \`npm run gen:blocks\`; \`npm run lint\` fails when this file is stale.
 */`;

/** Output file (relative to src/generated) for each top-level schema. */
export const GENERATED_TARGETS = {
  'page.ts': 'page.schema.json',
  'site.ts': 'site.schema.json',
} as const;

/** The TypeScript source each generated file should contain, from the schemas as they are now. */
export async function renderGeneratedTypes(schemaDir: string): Promise<Map<string, string>> {
  const output = new Map<string, string>();
  for (const [target, schemaFile] of Object.entries(GENERATED_TARGETS)) {
    const source = await compileFromFile(path.join(schemaDir, schemaFile), {
      cwd: schemaDir,
      bannerComment: GENERATED_BANNER.replace('%SOURCE%', schemaFile),
      additionalProperties: false,
      unreachableDefinitions: false,
      declareExternallyReferenced: true,
      strictIndexSignatures: true,
      ignoreMinAndMaxItems: true,
      style: { singleQuote: true, printWidth: 110 },
    });
    output.set(target, source);
  }
  return output;
}
