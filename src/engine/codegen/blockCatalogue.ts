import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { formatDiagnostics } from '../diagnostics/diagnostics.ts';
import { blockFolder } from '../../core/blockNaming.ts';
import { parseYamlSource } from '../content/yaml/yamlSource.ts';

export interface CatalogueEntry {
  type: string;
  description: string;
  example: unknown;
}

/** Every block schema with its description and its example file, in type order. Examples are validated by the contract test. */
export function blockCatalogue(root: string): CatalogueEntry[] {
  const schemaDir = path.join(root, 'schema/blocks');
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .flatMap((name) => {
      const type = name.replace(/\.schema\.json$/, '');
      const folder = blockFolder(type);
      const exampleFile = path.join(root, 'src/blocks', folder, `${folder}.example.yaml`);
      if (!existsSync(exampleFile)) return [];
      const schema = JSON.parse(readFileSync(path.join(schemaDir, name), 'utf8')) as { description?: string };
      const parsed = parseYamlSource(path.relative(root, exampleFile), readFileSync(exampleFile, 'utf8'));
      if (!parsed.ok) throw new Error(`Invalid block example:\n${formatDiagnostics(parsed.diagnostics)}`);
      return [{ type, description: schema.description ?? '', example: parsed.source.data }];
    });
}
