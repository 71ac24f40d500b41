import path from 'node:path';
import { PARALLEL_FROM_FILES, pageFileNames, startReadFilesPool } from '../src/engine/content/session/readFilesPool.ts';
import { openProjectReadingCache } from '../src/engine/content/session/readingCache.ts';

const root = path.resolve(import.meta.dirname, '..');
if (process.argv.includes('--watch')) {
  await import('./watch-pages.ts');
} else {
  await validateOnce(!process.argv.includes('--no-cache'));
}

async function validateOnce(useCache: boolean): Promise<void> {
  const started = performance.now();
  const pagesDir = path.resolve(process.env.FERNWISE_PAGES_DIR ?? path.join(root, 'pages'));
  const cache = useCache ? openProjectReadingCache(root, pagesDir) : undefined;
  // Workers for a large folder start before the engine is loaded here, so their start-up overlaps its loading;
  // with readings kept from the last run, they start only if many files have changed since.
  const enough = pageFileNames(pagesDir).length >= PARALLEL_FROM_FILES && (cache?.empty ?? true);
  const pool = enough ? startReadFilesPool() : undefined;
  const { loadContentInParallel } = await import('../src/engine/content/session/loadContentInParallel.ts');
  const { loadContentWithCache } = await import('../src/engine/content/session/cachedContent.ts');
  const { formatDiagnostics } = await import('../src/engine/diagnostics/diagnostics.ts');
  const options = { root, pagesDir };
  // Only the diagnostics and the number of pages are printed: the pages' data need not cross from the workers.
  const content = cache
    ? await loadContentWithCache(options, cache, { pool })
    : await loadContentInParallel(options, PARALLEL_FROM_FILES, { pageData: 'on demand', pool });
  const elapsed = Math.round(performance.now() - started);
  if (content.diagnostics.length > 0) {
    console.error(formatDiagnostics(content.diagnostics));
    const files = new Set(content.diagnostics.map((diagnostic) => diagnostic.file)).size;
    console.error(`\n${content.diagnostics.length} problem(s) in ${files} file(s).`);
    process.exit(1);
  }
  console.log(`validated ${content.pages.length} pages and the site file in ${elapsed} ms: no problems`);
}
