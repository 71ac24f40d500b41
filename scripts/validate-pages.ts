import path from 'node:path';
import { PARALLEL_FROM_FILES, pageFileNames, startReadFilesPool } from '../src/engine/readFilesPool.ts';

const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--watch')) {
  await import('./watch-pages.ts');
} else {
  await validateOnce();
}

async function validateOnce(): Promise<void> {
  const started = performance.now();
  const pagesDir = process.env.FERNWISE_PAGES_DIR ? path.resolve(process.env.FERNWISE_PAGES_DIR) : undefined;
  // Workers for a large folder start before the engine is loaded here, so their start-up overlaps its loading.
  const enough = pageFileNames(pagesDir ?? path.join(root, 'pages')).length >= PARALLEL_FROM_FILES;
  const pool = enough ? startReadFilesPool() : undefined;
  const { loadContentInParallel } = await import('../src/engine/loadContentInParallel.ts');
  const { formatDiagnostics } = await import('../src/engine/diagnostics.ts');
  // Only the diagnostics and the number of pages are printed: the pages' data need not cross from the workers.
  const content = await loadContentInParallel({ root, pagesDir }, PARALLEL_FROM_FILES, { pageData: 'on demand', pool });
  const elapsed = Math.round(performance.now() - started);
  if (content.diagnostics.length > 0) {
    console.error(formatDiagnostics(content.diagnostics));
    const files = new Set(content.diagnostics.map((diagnostic) => diagnostic.file)).size;
    console.error(`\n${content.diagnostics.length} problem(s) in ${files} file(s).`);
    process.exit(1);
  }
  console.log(`validated ${content.pages.length} pages and the site file in ${elapsed} ms: no problems`);
}
