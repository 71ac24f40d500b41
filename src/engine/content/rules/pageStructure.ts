import { diagnostic, type Diagnostic } from '../../diagnostics/diagnostics.ts';
import { describePath } from '../schema/describeSchemaError.ts';
import { locate, type DataPath, type YamlSource } from '../yaml/yamlSource.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The rules of a page's block list that a schema cannot state, checked on whatever parsed of it (a page with
 * schema errors elsewhere still gets these): the page opens with its one hero (FW303, FW308), and no two blocks
 * share an `id` (FW307), since each id is the one target of `#id` links. `unknownTypes` holds the indexes of blocks
 * whose type is already reported as unknown: their place says nothing yet.
 */
export function checkPageStructure(source: YamlSource, unknownTypes: ReadonlySet<number> = new Set()): Diagnostic[] {
  const data = source.data;
  const blocks = isRecord(data) && Array.isArray(data.blocks) ? (data.blocks as unknown[]) : undefined;
  if (!blocks) return [];
  const at = (path: DataPath) => ({ file: source.file, ...locate(source, path), where: describePath(data, path) });
  const diagnostics: Diagnostic[] = [];

  const heroes = blocks.flatMap((block, index) => (isRecord(block) && block.type === 'hero' ? [index] : []));
  const opensWithHero = heroes[0] === 0;
  if (!opensWithHero && blocks.length > 0 && !unknownTypes.has(0)) {
    // A hero further down is the one to move up: one message, at it. With none, the first block is told.
    if (heroes.length > 0) diagnostics.push(diagnostic('FW308', { first: true }, at(['blocks', heroes[0]])));
    else diagnostics.push(diagnostic('FW303', {}, at(['blocks', 0])));
  }
  for (const index of heroes.slice(1)) diagnostics.push(diagnostic('FW308', { first: false }, at(['blocks', index])));

  const firstWithId = new Map<string, number>();
  for (const [index, block] of blocks.entries()) {
    if (!isRecord(block) || typeof block.id !== 'string') continue;
    const first = firstWithId.get(block.id);
    if (first === undefined) {
      firstWithId.set(block.id, index);
      continue;
    }
    const firstAt = locate(source, ['blocks', first, 'id']);
    const params = { id: block.id, first: { line: firstAt.line, where: describePath(data, ['blocks', first]) } };
    diagnostics.push(diagnostic('FW307', params, at(['blocks', index, 'id'])));
  }
  return diagnostics;
}
