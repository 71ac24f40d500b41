import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../src/engine/contentSet';
import { formatDiagnostics } from '../../src/engine/diagnostics';
import { PROJECT_ROOT } from './paths';

/**
 * Validates the site's real pages plus one fixture file dropped into the pages folder,
 * and returns the formatted diagnostics exactly as `npm run validate` prints them.
 */
export function validateWithFixture(fixture: string): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fernwise-fixture-'));
  try {
    const pagesDir = path.join(root, 'pages');
    cpSync(path.join(PROJECT_ROOT, 'pages'), pagesDir, { recursive: true });
    cpSync(path.join(PROJECT_ROOT, 'tests/fixtures/invalid', fixture), path.join(pagesDir, fixture));
    const content = loadContent({ root, schemaDir: path.join(PROJECT_ROOT, 'schema') });
    return formatDiagnostics(content.diagnostics);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
