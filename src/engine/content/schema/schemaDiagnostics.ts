import { reword, type Diagnostic, type DiagnosticOf } from '../../diagnostics/diagnostics.ts';
import { describeSchemaError, isFollowOnError } from './describeSchemaError.ts';
import type { SchemaCheck, SchemaRegistry } from './schemaRegistry.ts';
import type { YamlSource } from '../yaml/yamlSource.ts';

/**
 * A misspelled key shows up twice: as an unknown property and as the missing property it was meant to be.
 * Keep one message that names both.
 */
function mergeMisspellings(diagnostics: Diagnostic[]): Diagnostic[] {
  const misspelt = new Map<string, DiagnosticOf<'FW203'>>();
  for (const diagnostic of diagnostics) {
    if (diagnostic.code === 'FW203' && diagnostic.params.suggestion) {
      misspelt.set(`${diagnostic.where.replace(/(\.| › )?[^.›]+$/, '')}|${diagnostic.params.suggestion}`, diagnostic);
    }
  }
  return diagnostics.flatMap((diagnostic) => {
    const missing = diagnostic.code === 'FW204' ? diagnostic.params.name : undefined;
    const replacement = missing ? misspelt.get(`${diagnostic.where}|${missing}`) : undefined;
    if (!replacement) return [diagnostic];
    reword(replacement, { required: true });
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
  // A value that is neither of the right type nor one of the allowed values (`columns: three`) is one mistake: the
  // list of allowed values says both.
  const listed = new Set(described.filter((entry) => entry.code === 'FW209').map((entry) => entry.where));
  const single = described.filter((entry) => !(entry.code === 'FW205' && listed.has(entry.where)));
  const diagnostics: Diagnostic[] = [];
  for (const diagnostic of mergeMisspellings(single)) {
    // The same problem can come from a block's own schema and from a rule for its kind; keep the hint either has.
    const seen = diagnostics.findIndex((earlier) => sameDiagnostic(earlier, diagnostic));
    if (seen < 0) diagnostics.push(diagnostic);
    else if (diagnostics[seen].hint === undefined && diagnostic.hint !== undefined) diagnostics[seen] = diagnostic;
  }
  return diagnostics;
}
