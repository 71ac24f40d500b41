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
  const { formatDiagnostics, isDiagnosticsError } = await import('../src/engine/diagnostics/diagnostics.ts');
  const { checkBlockSchemas, BLOCK_SCHEMA_CACHE } = await import('../src/engine/content/schema/blockSchemaRules.ts');
  const options = { root, pagesDir };
  const fail = (diagnostics: Parameters<typeof formatDiagnostics>[0]): never => {
    console.error(formatDiagnostics(diagnostics));
    const files = new Set(diagnostics.map((diagnostic) => diagnostic.file)).size;
    console.error(`\n${diagnostics.length} problem(s) in ${files} file(s).`);
    process.exit(1);
  };
  // The block schemas first: a schema that is not JSON stops the check of the pages, which need every schema.
  const schemaProblems = checkBlockSchemas({
    root,
    cacheDir: useCache ? path.join(root, BLOCK_SCHEMA_CACHE) : undefined,
  });
  if (schemaProblems.some((problem) => problem.code === 'FW501')) fail(schemaProblems);
  // Only the diagnostics and the number of pages are printed: the pages' data need not cross from the workers.
  let content;
  try {
    content = cache
      ? await loadContentWithCache(options, cache, { pool })
      : await loadContentInParallel(options, PARALLEL_FROM_FILES, { pageData: 'on demand', pool });
  } catch (error) {
    if (!isDiagnosticsError(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const elapsed = Math.round(performance.now() - started);
  const diagnostics = [...schemaProblems, ...content.diagnostics];
  if (diagnostics.length > 0) fail(diagnostics);
  console.log(`validated ${content.pages.length} pages and the site file in ${elapsed} ms: no problems`);
}
