import { expect, it } from 'vitest';
import { loadContent } from '../../src/engine/content/session/contentSet';
import { checkBlockSchemas } from '../../src/engine/content/schema/blockSchemaRules';
import { formatDiagnostics } from '../../src/engine/diagnostics/diagnostics';
import { PROJECT_ROOT } from '../support/paths';

// The site's own content, as a test of its own: an invalid page fails here, with the validator's messages, and the
// other unit tests still start and run (the content plugin no longer stops Vitest before any test begins).
it('every page and the site file pass `npm run validate`', () => {
  expect(formatDiagnostics(loadContent({ root: PROJECT_ROOT }).diagnostics)).toBe('');
});

it('every block schema follows schema/block.meta.schema.json, and every example passes its schema', () => {
  expect(formatDiagnostics(checkBlockSchemas({ root: PROJECT_ROOT }))).toBe('');
});
