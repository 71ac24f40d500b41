import { readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { routeSizes, type AssetGroup } from './assetSizes.ts';
import { runCompiledScript, runViteBuild } from './runScript.ts';
import { pageReadyExamples, writeSyntheticPages, type ExampleSet } from './syntheticPages.ts';

export interface ContentScale {
  /** Block examples a synthetic page can carry as they stand, and those left out with why. */
  examples: { used: string[]; left: ExampleSet['left'] };
  points: ScalePoint[];
}

export interface ScalePoint {
  syntheticPages: number;
  /** Page files in the folder: the real pages and the synthetic ones. */
  pages: number;
  /** Wall time of `npm run validate`, Node's start-up included, with no readings kept from an earlier run. */
  validateMs: number;
  /** The same run again, nothing changed: every file's reading restored from the first run's (see readingCache.ts). */
  validateAgainMs?: number;
  validatePeakRssMb: number;
  /** The validator's own figure: reading, parsing and checking every file. */
  validateReportedMs: number | null;
  /** Wall time of `vite build`: validation, client and server bundles, prerendering every route. */
  buildMs: number;
  /** Peak RSS of the build's largest single process (GNU time). */
  buildPeakRssMb: number;
  /** Peak RSS of the build's whole process tree (the script and its render workers), summed. */
  buildPeakTreeRssMb?: number;
  /** The build's own account of where its time went (bundles, pages, finishing). */
  buildPhases?: string;
  /** Bytes of every file in dist/, compressed copies included. */
  distBytes?: number;
  /** One-minute load average when the build started: the machine is shared. */
  loadAverage?: number;
  routesBuilt: number | null;
  /** Initial JavaScript of `/`; null when the build failed. */
  homeJs: AssetGroup | null;
  error?: string;
}

function bytesUnder(dir: string): number {
  try {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
  } catch {
    return 0;
  }
}

function lastLines(text: string, count: number): string {
  return text.trim().split('\n').slice(-count).join('\n');
}

/** What `npm run validate` runs. */
const VALIDATE = 'scripts/validate-pages.ts';

/** Builds the site with `count` synthetic pages added, for each count, and measures validation and the build. */
export async function measureContentScale(
  root: string,
  tmpDir: string,
  counts: readonly number[],
  log: (line: string) => void,
): Promise<ContentScale> {
  const { examples, left } = pageReadyExamples(root, path.join(tmpDir, 'probe-pages'));
  for (const { type, reason } of left) log(`the ${type} example is left out of synthetic pages: ${reason}`);
  if (examples.length === 0) throw new Error('no block example passes validation on a page of its own');
  // Compiled once here, from the site's own pages, so no measured run includes the compiling.
  const warm = await runCompiledScript(VALIDATE, {}, root);
  if (warm.exitCode !== 0) throw new Error(`npm run validate fails on the site's own pages:\n${warm.output}`);
  const points: ScalePoint[] = [];
  for (const count of counts) {
    const dir = path.join(tmpDir, `scale-${count}`);
    const pagesDir = path.join(dir, 'pages');
    const dist = path.join(dir, 'dist');
    rmSync(dir, { recursive: true, force: true });
    const pages = writeSyntheticPages(root, pagesDir, count, examples);
    // Caches of its own (compression, validation's readings): the budgets are measured cold, as on a fresh CI
    // machine.
    const env = {
      FERNWISE_PAGES_DIR: pagesDir,
      FERNWISE_CACHE_DIR: path.join(dir, 'cache'),
      FERNWISE_READING_CACHE_DIR: path.join(dir, 'readings'),
    };
    log(`N = ${count}: ${pages} pages; validating`);
    const validate = await runCompiledScript(VALIDATE, env, root);
    const again = await runCompiledScript(VALIDATE, env, root);
    const loadAverage = os.loadavg()[0];
    log(
      `N = ${count}: validated in ${Math.round(validate.wallMs)} ms (again, nothing changed: ${Math.round(again.wallMs)} ms); ` +
        `building (load average ${loadAverage.toFixed(2)})`,
    );
    const build = await runViteBuild(dist, env, root);
    const failed = validate.exitCode !== 0 || build.exitCode !== 0;
    const point: ScalePoint = {
      syntheticPages: count,
      pages,
      validateMs: validate.wallMs,
      validateAgainMs: again.exitCode === 0 ? again.wallMs : undefined,
      validatePeakRssMb: validate.peakRssMb,
      validateReportedMs: Number(/ in (\d+) ms/.exec(validate.output)?.[1] ?? NaN) || null,
      buildMs: build.wallMs,
      buildPeakRssMb: build.peakRssMb,
      buildPeakTreeRssMb: build.peakTreeRssMb,
      buildPhases: /\((bundles [^)]*)\)/.exec(build.output)?.[1],
      distBytes: bytesUnder(dist),
      loadAverage,
      routesBuilt: Number(/built (\d+) routes/.exec(build.output)?.[1] ?? NaN) || null,
      homeJs: build.exitCode === 0 ? routeSizes(dist, '/', 'index.html').js : null,
    };
    if (failed) point.error = lastLines(validate.exitCode !== 0 ? validate.output : build.output, 12);
    log(
      `N = ${count}: build ${failed ? 'FAILED' : 'done'} in ${Math.round(build.wallMs)} ms, ` +
        `peak ${Math.round(build.peakRssMb)} MB (tree ${Math.round(build.peakTreeRssMb)} MB), dist ${Math.round((point.distBytes ?? 0) / 1e6)} MB, ` +
        `initial JS of / ${point.homeJs ? `${point.homeJs.gzip} B gzip` : '–'}${point.buildPhases ? ` (${point.buildPhases})` : ''}`,
    );
    points.push(point);
    rmSync(dir, { recursive: true, force: true });
  }
  return { examples: { used: examples.map((example) => example.type), left }, points };
}
