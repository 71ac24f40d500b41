import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadContent, NOT_FOUND_PATH } from '../src/engine/content/session/contentSet.ts';
import { isPublished } from '../src/core/routePaths.ts';
import { formatDiagnostics } from '../src/engine/diagnostics/diagnostics.ts';
import { outputFileFor } from '../src/engine/render/outputPaths.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import { largestChunks, routeSizes } from './bench/assetSizes.ts';
import { checkBudgets } from './bench/budgets.ts';
import { runEditLoopBench } from './bench/editLoop.ts';
import { runEditorBench } from './bench/editor.ts';
import { measureContentScale } from './bench/contentScale.ts';
import { runLighthouse } from './bench/lighthouseRuns.ts';
import { measureScriptCost, SCRIPT_COST_LOADS } from './bench/scriptCost.ts';
import { LIGHTHOUSE_ROUTES, parseBenchOptions } from './bench/options.ts';
import { CPU_SLOWDOWN, measurePageLoads } from './bench/pageLoad.ts';
import { runViteBuild } from './bench/runScript.ts';
import { serveSite } from './bench/serveSite.ts';
import { writeReport, writeScaleReport, type BenchResults, type Machine } from './bench/writeReport.ts';

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, 'bench');
const tmpDir = path.join(benchDir, 'tmp');
const LARGEST_CHUNKS = 10;

// The page editor (issue 45), on the dev server too.
if (process.argv.includes('--editor')) {
  const passed = await runEditorBench(root, process.argv.slice(2), console.log).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return false;
  });
  if (!passed) console.error('over budget or failed: see above');
  process.exit(passed ? 0 : 1);
}

// The edit loop is a section of its own, measured on the dev server rather than on a build.
if (process.argv.includes('--edit-loop')) {
  const passed = await runEditLoopBench(root, benchDir, process.argv.slice(2), console.log).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    return false;
  });
  if (!passed) console.error('over budget or failed: see above');
  process.exit(passed ? 0 : 1);
}

const versionOf = (packageJson: string) =>
  (JSON.parse(readFileSync(path.join(root, packageJson), 'utf8')) as { version: string }).version;

function machine(loadAtStart: number): Machine {
  return {
    node: process.version,
    chromium: execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim(),
    // @lhci/cli runs the Lighthouse it depends on (12.1.0 for 0.14.0), not the project's own.
    lighthouse: versionOf('node_modules/@lhci/cli/node_modules/lighthouse/package.json'),
    lhci: versionOf('node_modules/@lhci/cli/package.json'),
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1e9),
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg()[0] },
  };
}

/** Whether a built page has an island of its own (a block's), not only the shell's. */
function hasBlockIsland(dir: string, route: string): boolean {
  return readFileSync(path.join(dir, outputFileFor(route)), 'utf8').includes('data-island="blocks/');
}

const options = parseBenchOptions(process.argv.slice(2));
const started = performance.now();
const loadAtStart = os.loadavg()[0];
const loadAverageBySection: Record<string, number> = {};
const date = new Date().toISOString();
rmSync(tmpDir, { recursive: true, force: true });
mkdirSync(tmpDir, { recursive: true });

/** `npm run bench -- --scale`: the build and validation at N added pages, nothing else. */
async function benchScaleOnly(): Promise<void> {
  console.log(`content scale at N = ${options.scale.join(', ')} (load average ${os.loadavg()[0].toFixed(2)})`);
  const scale = await measureContentScale(root, tmpDir, options.scale, console.log);
  const budgets = checkBudgets({
    loads: null,
    lighthouse: null,
    sizes: [],
    homeHtmlBytes: 0,
    scale,
    noindexRoutes: new Set(),
  }).filter((check) => /^(initial JS of \/ at|build|validate)/.test(check.budget));
  await writeScaleReport(benchDir, {
    date,
    machine: machine(loadAtStart),
    scale,
    budgets,
    durationMs: performance.now() - started,
  });
  console.log('\nbudgets:');
  for (const check of budgets) {
    const verdict = check.pass === null ? 'not measured' : check.pass ? 'pass' : 'FAIL';
    console.log(`  ${verdict.padEnd(12)} ${check.budget}: ${check.measured}`);
  }
  console.log(`\nwrote bench/scale-results.json and bench/SCALE.md`);
  if (budgets.some((check) => check.pass === false)) {
    console.error('over budget: see above');
    process.exitCode = 1;
  }
}

try {
  if (options.scaleOnly) {
    await benchScaleOnly();
  } else {
    await benchEverything();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (!options.keep) rmSync(tmpDir, { recursive: true, force: true });
}

async function benchEverything(): Promise<void> {
  const content = loadContent({ root });
  if (content.diagnostics.length > 0)
    throw new Error(`pages/ has problems:\n${formatDiagnostics(content.diagnostics)}`);
  // The pages the build writes: not the not-found page, nor the dev server's own (devOnly).
  const pages = content.pages
    .map(({ page }) => page)
    .filter((page) => page.path !== NOT_FOUND_PATH && isPublished(page));
  const canonical = pages.map((page) => page.path);
  const unknown = (options.routes ?? []).filter((route) => !canonical.includes(route));
  if (unknown.length > 0) throw new Error(`not canonical routes: ${unknown.join(', ')}`);
  const routes = options.routes ?? canonical;

  console.log(`building the site (load average ${os.loadavg()[0].toFixed(2)})`);
  const siteDir = path.join(tmpDir, 'site');
  const build = await runViteBuild(siteDir, {}, root);
  if (build.exitCode !== 0) throw new Error(`the build failed:\n${build.output}`);

  const sizes = [...canonical].sort().map((route) => routeSizes(siteDir, route, outputFileFor(route)));
  const htmlBytes = [...canonical].sort().map((route) => {
    const html = readFileSync(path.join(siteDir, outputFileFor(route)));
    return { route, raw: html.length, gzip: gzipSync(html).length };
  });
  const chunks = largestChunks(siteDir, LARGEST_CHUNKS);

  const interactiveRoutes = new Set(canonical.filter((route) => hasBlockIsland(siteDir, route)));
  const noindexRoutes = new Set(pages.filter((page) => page.noindex).map((page) => page.path));

  const site = await serveSite(siteDir);
  let loads: BenchResults['loads'] = null;
  let scriptCost: BenchResults['scriptCost'];
  let lighthouse: BenchResults['lighthouse'] = null;
  try {
    loadAverageBySection.scriptCost = os.loadavg()[0];
    console.log(
      `script time and long tasks, ${SCRIPT_COST_LOADS} loads per route, ${CPU_SLOWDOWN}× CPU slowdown (load average ${loadAverageBySection.scriptCost.toFixed(2)})`,
    );
    scriptCost = await measureScriptCost(
      { origin: site.origin, routes, interactive: (route) => interactiveRoutes.has(route) },
      console.log,
    );
    if (options.ratios) {
      loadAverageBySection.loads = os.loadavg()[0];
      const lcpLoads = Math.max(options.loads, options.lcpLoads ?? 0);
      console.log(
        `page loads, ${options.loads} with and ${options.loads} without JS per route${lcpLoads > options.loads ? `, ${lcpLoads} of each for LCP` : ''} (load average ${loadAverageBySection.loads.toFixed(2)})`,
      );
      loads = await measurePageLoads(
        {
          origin: site.origin,
          distDir: siteDir,
          routes,
          runs: options.loads,
          lcpRuns: lcpLoads,
          interactive: (route) => interactiveRoutes.has(route),
        },
        console.log,
      );
    }
    if (options.lighthouse) {
      loadAverageBySection.lighthouse = os.loadavg()[0];
      console.log(`Lighthouse CI (load average ${loadAverageBySection.lighthouse.toFixed(2)})`);
      lighthouse = await runLighthouse(
        {
          root,
          origin: site.origin,
          routes: options.routes ?? LIGHTHOUSE_ROUTES,
          runs: options.runs,
          noindexRoutes,
          workDir: path.join(benchDir, 'lhci'),
        },
        console.log,
      );
    }
  } finally {
    await site.close();
  }

  if (options.scale.length > 0) loadAverageBySection.scale = os.loadavg()[0];
  const scale = options.scale.length > 0 ? await measureContentScale(root, tmpDir, options.scale, console.log) : null;
  const budgets = checkBudgets({
    loads,
    scriptCost,
    lighthouse: lighthouse?.assertions ?? null,
    interactiveRoutes,
    sizes,
    homeHtmlBytes: htmlBytes.find((entry) => entry.route === '/')?.raw ?? 0,
    htmlGzip: htmlBytes,
    scale,
    noindexRoutes,
  });
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
    loadAverageBySection,
    loads,
    scriptCost,
    lighthouse,
    htmlBytes,
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
    `\nwrote bench/results.json and bench/RESULTS.md in ${Math.round((performance.now() - started) / 1000)} s; load average ${loadAtStart.toFixed(2)} at the start, ${os.loadavg()[0].toFixed(2)} at the end (2-core machine: figures above ~2 are slowed by other work)`,
  );
  if (lighthouse) console.log(`Lighthouse CI reports: ${path.relative(root, lighthouse.reportsDir)}/`);
  if (budgets.some((check) => check.pass === false)) {
    console.error('over budget: see above');
    process.exitCode = 1;
  }
}
