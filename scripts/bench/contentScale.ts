import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initialJs, routeSizes, type AssetGroup } from './assetSizes.ts';
import { runScript, runViteBuild, type ScriptRun } from './runScript.ts';
import { median } from './statistics.ts';
import { parse } from 'yaml';
import { projectShareCardCache, writeShareCards } from '../../src/engine/assets/shareCards.ts';
import { pageReadyExamples, syntheticPageHeads, writeSyntheticPages, type ExampleSet } from './syntheticPages.ts';

export interface ContentScale {
  /** Block examples a synthetic page can carry as they stand, and those left out with why. */
  examples: { used: string[]; left: ExampleSet['left'] };
  /** The synthetic pages' share cards drawn into the project's cache before the timed builds (see drawSyntheticCards). */
  cardsBefore?: { pages: number; drawn: number; ms: number };
  points: ScalePoint[];
}

export interface ScalePoint {
  syntheticPages: number;
  /** Page files in the folder: the real pages and the synthetic ones. */
  pages: number;
  /**
   * Wall time of `npm run validate`, Node's start-up included, with no readings kept from an earlier run: the
   * median of VALIDATE_RUNS runs.
   */
  validateMs: number;
  /** Each cold run's wall time, in the order they ran. */
  validateRunsMs?: number[];
  /**
   * The same again, nothing changed: every file's reading restored from the cold run before (see readingCache.ts);
   * the median of as many runs, each right after its cold run.
   */
  validateAgainMs?: number;
  /** The highest peak RSS of the cold runs. */
  validatePeakRssMb: number;
  /** The validator's own figure (reading, parsing and checking every file): the median over the cold runs. */
  validateReportedMs: number | null;
  /** Wall time of `vite build`: validation, client and server bundles, prerendering every route. */
  buildMs: number;
  /** Peak RSS of the build's largest single process (GNU time). */
  buildPeakRssMb: number;
  /** Peak RSS of the build's whole process tree (the script and its render workers), summed. */
  buildPeakTreeRssMb?: number;
  /** The build's own account of where its time went (bundles, pages, finishing). */
  buildPhases?: string;
  /** Share cards the build drew, the others coming from the project's cache of cards; null when not reported. */
  cardsDrawn?: number | null;
  /** The same build again with no share card kept, as a machine's first build draws them (the first N above 0). */
  everyCardDrawn?: CardsDrawnBuild;
  /** Bytes of every file in dist/, compressed copies included. */
  distBytes?: number;
  /** One-minute load average when the build started: the machine is shared. */
  loadAverage?: number;
  routesBuilt: number | null;
  /** Initial JavaScript of `/`, its files and what its HTML holds; null when the build failed. */
  homeJs: AssetGroup | null;
  error?: string;
}

/** A build that drew every page's share card. */
export interface CardsDrawnBuild {
  buildMs: number;
  buildPeakRssMb: number;
  buildPeakTreeRssMb: number;
  cardsDrawn: number | null;
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

/** The number `pattern` captures in `text`, or null. */
function numberIn(pattern: RegExp, text: string): number | null {
  const captured = pattern.exec(text)?.[1];
  return captured === undefined ? null : Number(captured);
}

function lastLines(text: string, count: number): string {
  return text.trim().split('\n').slice(-count).join('\n');
}

/** What `npm run validate` runs. */
const VALIDATE = 'scripts/validate-pages.ts';

/**
 * Cold validations at each N, each with readings of its own to start from none: one run moves by a third with the
 * shared host (docs/scale.md), so the budget is checked on their median.
 */
export const VALIDATE_RUNS = 3;

/** The median figures of `VALIDATE_RUNS` cold validations of a folder, each followed by one that finds nothing changed. */
async function measureValidation(env: Record<string, string>, readingsDir: string, root: string) {
  const cold: ScriptRun[] = [];
  const again: ScriptRun[] = [];
  for (let run = 0; run < VALIDATE_RUNS; run += 1) {
    const runEnv = { ...env, FERNWISE_READING_CACHE_DIR: path.join(readingsDir, String(run)) };
    cold.push(await runScript(VALIDATE, runEnv, root));
    again.push(await runScript(VALIDATE, runEnv, root));
  }
  const failed = cold.find((run) => run.exitCode !== 0);
  const reported = cold.map((run) => Number(/ in (\d+) ms/.exec(run.output)?.[1] ?? NaN)).filter(Number.isFinite);
  const againDone = again.filter((run) => run.exitCode === 0);
  return {
    failed,
    output: (failed ?? cold[0]).output,
    validateMs: median(cold.map((run) => run.wallMs)),
    validateRunsMs: cold.map((run) => run.wallMs),
    validateAgainMs: againDone.length > 0 ? median(againDone.map((run) => run.wallMs)) : undefined,
    validatePeakRssMb: Math.max(...cold.map((run) => run.peakRssMb)),
    validateReportedMs: reported.length === cold.length ? median(reported) : null,
  };
}

/**
 * Draws the share cards of the first `count` synthetic pages into the project's cache of cards, untimed, so every
 * timed build takes each card from the cache, as a build on a machine that built these pages before does. Without
 * this, a build drew the cards no earlier run had drawn: on 2026-12-07 the build of N = 10,000 drew 7,000 (about
 * 14 ms each on two cores) and the builds of smaller N none, which made its marginal cost look like growth.
 */
async function drawSyntheticCards(root: string, tmpDir: string, count: number) {
  const { brand } = parse(readFileSync(path.join(root, 'pages', '_site.yaml'), 'utf8')) as {
    brand: { name: string; tagline: string };
  };
  // In the order and shape the build gives them (buildSite.ts): a card's key is its text.
  const pages = syntheticPageHeads(count).map((page) => ({
    path: page.path,
    title: page.title,
    brand: brand.name,
    tagline: brand.tagline,
  }));
  const out = path.join(tmpDir, 'share-cards-drawn');
  const started = performance.now();
  const { drawn } = await writeShareCards(pages, out, projectShareCardCache(root));
  rmSync(out, { recursive: true, force: true });
  return { pages: count, drawn, ms: performance.now() - started };
}

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
  const warm = await runScript(VALIDATE, {}, root);
  if (warm.exitCode !== 0) throw new Error(`npm run validate fails on the site's own pages:\n${warm.output}`);
  const cardsBefore = await drawSyntheticCards(root, tmpDir, Math.max(0, ...counts));
  log(
    `share cards of ${cardsBefore.pages} synthetic pages: ${cardsBefore.drawn} drawn into the project's cache ` +
      `(untimed) in ${Math.round(cardsBefore.ms)} ms`,
  );
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
    log(`N = ${count}: ${pages} pages; validating (${VALIDATE_RUNS} runs)`);
    const {
      failed: validateFailed,
      output: validateOutput,
      ...validation
    } = await measureValidation(env, path.join(dir, 'validation-readings'), root);
    const loadAverage = os.loadavg()[0];
    log(
      `N = ${count}: validated in ${validation.validateRunsMs.map(Math.round).join(', ')} ms, median ${Math.round(validation.validateMs)} ` +
        `(again, nothing changed: ${validation.validateAgainMs === undefined ? '–' : Math.round(validation.validateAgainMs)} ms); ` +
        `building (load average ${loadAverage.toFixed(2)})`,
    );
    const build = await runViteBuild(dist, env, root);
    const failed = validateFailed !== undefined || build.exitCode !== 0;
    const point: ScalePoint = {
      syntheticPages: count,
      pages,
      ...validation,
      buildMs: build.wallMs,
      buildPeakRssMb: build.peakRssMb,
      buildPeakTreeRssMb: build.peakTreeRssMb,
      buildPhases: /\((bundles [^)]*)\)/.exec(build.output)?.[1],
      cardsDrawn: numberIn(/share cards: (\d+) drawn/, build.output),
      distBytes: bytesUnder(dist),
      loadAverage,
      routesBuilt: numberIn(/built (\d+) routes/, build.output),
      homeJs: build.exitCode === 0 ? initialJs(routeSizes(dist, '/', 'index.html')) : null,
    };
    if (failed) point.error = lastLines(validateFailed ? validateOutput : build.output, 12);
    log(
      `N = ${count}: build ${failed ? 'FAILED' : 'done'} in ${Math.round(build.wallMs)} ms, ` +
        `peak ${Math.round(build.peakRssMb)} MB (tree ${Math.round(build.peakTreeRssMb)} MB), dist ${Math.round((point.distBytes ?? 0) / 1e6)} MB, ` +
        `initial JS of / ${point.homeJs ? `${point.homeJs.gzip} B gzip` : '–'}${point.buildPhases ? ` (${point.buildPhases})` : ''}`,
    );
    // Drawing cards is what a first build on a machine adds: its memory is held to the same budget.
    if (!failed && count > 0 && !points.some((earlier) => earlier.everyCardDrawn)) {
      const noCards = { ...env, FERNWISE_SHARE_CARD_CACHE_DIR: path.join(dir, 'share-cards') };
      const drawing = await runViteBuild(dist, noCards, root);
      if (drawing.exitCode === 0) {
        point.everyCardDrawn = {
          buildMs: drawing.wallMs,
          buildPeakRssMb: drawing.peakRssMb,
          buildPeakTreeRssMb: drawing.peakTreeRssMb,
          cardsDrawn: numberIn(/share cards: (\d+) drawn/, drawing.output),
        };
        log(
          `N = ${count}: built again drawing every share card (${point.everyCardDrawn.cardsDrawn ?? '?'}) in ${Math.round(drawing.wallMs)} ms, ` +
            `peak ${Math.round(drawing.peakRssMb)} MB (tree ${Math.round(drawing.peakTreeRssMb)} MB)`,
        );
      } else {
        point.error = `built again with no share card kept:\n${lastLines(drawing.output, 12)}`;
      }
    }
    points.push(point);
    rmSync(dir, { recursive: true, force: true });
  }
  return { examples: { used: examples.map((example) => example.type), left }, cardsBefore, points };
}
