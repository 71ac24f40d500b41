import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent, NOT_FOUND_PATH } from '../src/engine/contentSet.ts';
import { formatDiagnostics } from '../src/engine/diagnostics.ts';
import { outputFileFor } from '../src/engine/prerender.ts';
import { CHROMIUM_PATH } from '../tests/browser/chromium.ts';
import { largestChunks, routeSizes } from './bench/assetSizes.ts';
import { checkBudgets } from './bench/budgets.ts';
import { buildClient } from './bench/clientBuild.ts';
import { makeClientOnlySite } from './bench/clientOnlySite.ts';
import { measureContentScale } from './bench/contentScale.ts';
import { runLighthouse } from './bench/lighthouseRuns.ts';
import { parseBenchOptions } from './bench/options.ts';
import { runScript } from './bench/runScript.ts';
import { serveSite } from './bench/serveSite.ts';
import { writeReport, type BenchResults, type Machine } from './bench/writeReport.ts';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const tmpDir = path.join(benchDir, 'tmp');
const LARGEST_CHUNKS = 10;

function machine(loadAtStart: number): Machine {
  const lighthousePackage = path.join(root, 'node_modules/lighthouse/package.json');
  return {
    node: process.version,
    chromium: execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    lighthouse: (JSON.parse(readFileSync(lighthousePackage, 'utf8')) as { version: string }).version,
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] },
  };
}

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const loadAtStart = os.loadavg()[0];
const date = new Date().toISOString();
rmSync(tmpDir, { recursive: true, force: true });
mkdirSync(tmpDir, { recursive: true });
try {
  const content = loadContent({ root });
  if (content.diagnostics.length > 0)
    throw new Error(`pages/ has problems:\n${formatDiagnostics(content.diagnostics)}`);
  const pages = content.pages.map(({ page }) => page).filter((page) => page.path !== NOT_FOUND_PATH);
  const canonical = pages.map((page) => page.path);
  const unknown = (options.routes ?? []).filter((route) => !canonical.includes(route));
  if (unknown.length > 0) throw new Error(`not canonical routes: ${unknown.join(', ')}`);
  const routes = options.routes ?? canonical;

  console.log('building the prerendered site');
  const prerenderedDir = path.join(tmpDir, 'prerendered');
  const build = await runScript('scripts/build-site.ts', { FERNWISE_DIST: prerenderedDir }, root);
  if (build.exitCode !== 0) throw new Error(`the build failed:\n${build.output}`);
  console.log('building the client-only site');
  const client = await buildClient(root, path.join(tmpDir, 'client-only'));
  const clientOnly = await makeClientOnlySite(client, prerenderedDir);
  if (!clientOnly.sameAssets) console.warn('the client-only build’s assets differ from the prerendered build’s');

  const sizes = [...canonical].sort().map((route) => routeSizes(prerenderedDir, route, outputFileFor(route)));
  const chunks = largestChunks(prerenderedDir, client.chunkParts, LARGEST_CHUNKS);

  let lighthouse: BenchResults['lighthouse'] = null;
  if (options.lighthouse) {
    const prerenderedSite = await serveSite(prerenderedDir);
    try {
      const clientOnlySite = await serveSite(clientOnly.dir);
      try {
        lighthouse = await runLighthouse(
          {
            prerenderedOrigin: prerenderedSite.origin,
            clientOnlyOrigin: clientOnlySite.origin,
            routes,
            runs: options.runs,
          },
          console.log,
        );
      } finally {
        await clientOnlySite.close();
      }
    } finally {
      await prerenderedSite.close();
    }
  }

  const scale = options.scale.length > 0 ? await measureContentScale(root, tmpDir, options.scale, console.log) : null;
  const noindexRoutes = new Set(pages.filter((page) => page.noindex).map((page) => page.path));
  const budgets = checkBudgets({ lighthouse, sizes, scale, noindexRoutes });
  const results: BenchResults = {
    date,
    machine: machine(loadAtStart),
    options,
    durationMs: performance.now() - started,
    build: {
      ms: build.wallMs,
      peakRssMb: build.peakRssMb,
      routes: Number(/built (\d+) routes/.exec(build.output)?.[1] ?? NaN) || null,
    },
    clientOnlySameAssets: clientOnly.sameAssets,
    lighthouse,
    sizes,
    largestChunks: chunks,
    scale,
    budgets,
  };
  await writeReport(benchDir, results);

  console.log('\nbudgets:');
  for (const check of budgets) {
    const verdict = check.pass === null ? 'not measured' : check.pass ? 'pass' : 'FAIL';
    console.log(`  ${verdict.padEnd(12)} ${check.budget}: ${check.measured}`);
    for (const breach of check.breaches) console.log(`               ${breach}`);
  }
  console.log(
    `\nwrote bench/results.json and bench/RESULTS.md in ${Math.round((performance.now() - started) / 1000)} s`,
  );
  if (budgets.some((check) => check.pass === false)) {
    console.error('over budget: see above');
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (!options.keep) rmSync(tmpDir, { recursive: true, force: true });
}
