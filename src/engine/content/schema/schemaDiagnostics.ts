import type { Diagnostic } from '../../diagnostics/diagnostics.ts';
import { describeSchemaError, isFollowOnError } from './describeSchemaError.ts';
import type { SchemaCheck, SchemaRegistry } from './schemaRegistry.ts';
import type { YamlSource } from '../yaml/yamlSource.ts';

/**
 * A misspelled key shows up twice: as an unknown property and as the missing property it was meant to be.
 * Keep one message that names both.
 */
function mergeMisspellings(diagnostics: Diagnostic[]): Diagnostic[] {
  const misspelt = new Map<string, Diagnostic>();
  for (const diagnostic of diagnostics) {
    const suggestion = /^Did you mean "(.+)"\?$/.exec(diagnostic.hint ?? '')?.[1];
    if (diagnostic.code === 'FW203' && suggestion) {
      misspelt.set(`${diagnostic.where.replace(/(\.| › )?[^.›]+$/, '')}|${suggestion}`, diagnostic);
    }
  }
  return diagnostics.flatMap((diagnostic) => {
    const missing = diagnostic.code === 'FW204' ? /"(.+)"$/.exec(diagnostic.message)?.[1] : undefined;
    const replacement = missing ? misspelt.get(`${diagnostic.where}|${missing}`) : undefined;
    if (!replacement) return [diagnostic];
    replacement.hint = `Did you mean "${missing}"? It is required here.`;
    return [];
  });
}

function sameDiagnostic(a: Diagnostic, b: Diagnostic): boolean {
  return a.file === b.file && a.line === b.line && a.column === b.column && a.message === b.message;
}

/** Validates a parsed file with `validate` and describes each problem once; empty when the file is valid. */
export function schemaDiagnostics(source: YamlSource, validate: SchemaCheck, registry: SchemaRegistry): Diagnostic[] {
  if (validate(source.data)) return [];
  const errors = validate.errors ?? [];
  const context = { source, blockTypes: registry.blockTypes, blockSchema: registry.blockSchema };
  const described = errors.flatMap((error) =>
    isFollowOnError(error, errors) ? [] : (describeSchemaError(error, context) ?? []),
  );
  const diagnostics: Diagnostic[] = [];
  for (const diagnostic of mergeMisspellings(described)) {
    // The same problem can come from a block's own schema and from a rule for its kind; keep the hint either has.
    const seen = diagnostics.find((earlier) => sameDiagnostic(earlier, diagnostic));
    if (seen) seen.hint ??= diagnostic.hint;
    else diagnostics.push(diagnostic);
  }
  return diagnostics;
}
