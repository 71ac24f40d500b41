import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../src/engine/contentSet';
import { formatDiagnostics } from '../../src/engine/diagnostics';
import { PROJECT_ROOT } from './paths';

export const INVALID_FIXTURES = path.join(PROJECT_ROOT, 'tests/fixtures/invalid');
export const VALID_FIXTURES = path.join(PROJECT_ROOT, 'tests/fixtures/valid');

/**
 * Validates a copy of the site's real pages after `edit` has changed the copy's folder, and returns the
 * formatted diagnostics exactly as `npm run validate` prints them.
 */
export function validateEditedPages(edit: (pagesDir: string) => void): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fernwise-fixture-'));
  try {
    const pagesDir = path.join(root, 'pages');
    cpSync(path.join(PROJECT_ROOT, 'pages'), pagesDir, { recursive: true });
    edit(pagesDir);
    const content = loadContent({ root, schemaDir: path.join(PROJECT_ROOT, 'schema') });
    return formatDiagnostics(content.diagnostics);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/**
 * Validates the real pages plus one fixture file from `folder` dropped into the pages folder. `transform`
 * rewrites the fixture's text on the way, so a test can build a file too large to commit.
 */
export function validateWithFixture(
  fixture: string,
  { folder = INVALID_FIXTURES, transform }: { folder?: string; transform?: (text: string) => string } = {},
): string {
  return validateEditedPages((pagesDir) => {
    const text = readFileSync(path.join(folder, fixture), 'utf8');
    writeFileSync(path.join(pagesDir, fixture), transform ? transform(text) : text);
  });
}

/** Validates the real pages with the site file (`pages/_site.yaml`) rewritten by `edit`. */
export function validateWithSiteEdit(edit: (siteText: string) => string): string {
  return validateEditedPages((pagesDir) => {
    const siteFile = path.join(pagesDir, '_site.yaml');
    const edited = edit(readFileSync(siteFile, 'utf8'));
    writeFileSync(siteFile, edited);
  });
}
