import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { formatDiagnostics, type Diagnostic } from '../../src/engine/diagnostics/diagnostics';
import { PROJECT_ROOT } from './paths';

export const INVALID_FIXTURES = path.join(PROJECT_ROOT, 'tests/fixtures/invalid');
export const VALID_FIXTURES = path.join(PROJECT_ROOT, 'tests/fixtures/valid');
/**
 * The small site every message test runs against: a site file, a home page, a not-found page and the few pages
 * and images the fixtures link to. Editing the real site's copy never changes a message snapshot.
 */
export const FIXTURE_SITE = path.join(PROJECT_ROOT, 'tests/fixtures/sites/minimal');

/**
 * Validates a copy of the fixture site after `edit` has changed the copy's pages folder (its `public/` folder
 * is `../public` from there), and returns the diagnostics.
 */
export function diagnoseEditedSite(edit: (pagesDir: string) => void): Diagnostic[] {
  const root = mkdtempSync(path.join(tmpdir(), 'fernwise-fixture-'));
  try {
    cpSync(FIXTURE_SITE, root, { recursive: true });
    edit(path.join(root, 'pages'));
    const { diagnostics } = loadContent({ root, schemaDir: path.join(PROJECT_ROOT, 'schema') });
    return diagnostics;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** As `diagnoseEditedSite`, formatted exactly as `npm run validate` prints the diagnostics. */
export function validateEditedPages(edit: (pagesDir: string) => void): string {
  return formatDiagnostics(diagnoseEditedSite(edit));
}

/**
 * Validates the fixture site plus one fixture file from `folder` dropped into its pages folder. `transform`
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

/** Validates the fixture site with its site file (`pages/_site.yaml`) rewritten by `edit`. */
export function validateWithSiteEdit(edit: (siteText: string) => string): string {
  return validateEditedPages((pagesDir) => {
    const siteFile = path.join(pagesDir, '_site.yaml');
    const edited = edit(readFileSync(siteFile, 'utf8'));
    writeFileSync(siteFile, edited);
  });
}
