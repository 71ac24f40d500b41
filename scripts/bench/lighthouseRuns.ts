import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { median } from './statistics.ts';

export interface FailedAudit {
  id: string;
  title: string;
}

/** One Lighthouse run; a metric is null when Lighthouse could not measure it. */
interface RunMetrics {
  performance: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Lighthouse's measure of the host's CPU speed (`environment.benchmarkIndex`): higher is faster. */
  benchmarkIndex: number | null;
  failedSeoAudits: FailedAudit[];
  error?: string;
}

/** Per-metric medians over a route's runs, and every SEO audit that failed in any run. */
export interface VariantResult extends Omit<RunMetrics, 'error'> {
  runs: number;
  errors: string[];
}

export interface RouteLighthouse {
  route: string;
  prerendered: VariantResult;
}

function medianOfKnown(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null);
  return known.length === 0 ? null : median(known);
}

function numeric(lhr: Result, audit: string): number | null {
  return lhr.audits[audit]?.numericValue ?? null;
}

function categoryScore(lhr: Result, category: string): number | null {
  const score = lhr.categories[category]?.score;
  return score === null || score === undefined ? null : Math.round(score * 100);
}

const NOT_SCORED = new Set(['manual', 'informative', 'notApplicable']);

function failedSeoAudits(lhr: Result): FailedAudit[] {
  return (lhr.categories.seo?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && !NOT_SCORED.has(audit.scoreDisplayMode))
    .filter((audit) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1))
    .map((audit) => ({ id: audit.id, title: audit.title }));
}

/** Why the performance category has no score: the weighted audits that errored. */
function unscoredReason(lhr: Result): string | undefined {
  if (lhr.categories.performance?.score !== null) return undefined;
  const errored = (lhr.categories.performance.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.scoreDisplayMode === 'error')
    .map((audit) => `${audit.id}: ${audit.errorMessage ?? 'error'}`);
  return `no performance score (${errored.join('; ') || 'no audit errored'})`;
}

function metricsOf(lhr: Result): RunMetrics {
  return {
    performance: categoryScore(lhr, 'performance'),
    seo: categoryScore(lhr, 'seo'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedSeoAudits: failedSeoAudits(lhr),
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : unscoredReason(lhr),
  };
}

const FAILED_RUN: Omit<RunMetrics, 'error'> = {
  performance: null,
  seo: null,
  fcpMs: null,
  lcpMs: null,
  tbtMs: null,
  cls: null,
  benchmarkIndex: null,
  failedSeoAudits: [],
};

function summarize(runs: readonly RunMetrics[]): VariantResult {
  const failed = new Map<string, FailedAudit>();
  for (const audit of runs.flatMap((run) => run.failedSeoAudits)) failed.set(audit.id, audit);
  return {
    runs: runs.length,
    performance: medianOfKnown(runs.map((run) => run.performance)),
    seo: medianOfKnown(runs.map((run) => run.seo)),
    fcpMs: medianOfKnown(runs.map((run) => run.fcpMs)),
    lcpMs: medianOfKnown(runs.map((run) => run.lcpMs)),
    tbtMs: medianOfKnown(runs.map((run) => run.tbtMs)),
    cls: medianOfKnown(runs.map((run) => run.cls)),
    benchmarkIndex: medianOfKnown(runs.map((run) => run.benchmarkIndex)),
    failedSeoAudits: [...failed.values()],
    errors: runs.flatMap((run) => (run.error ? [run.error] : [])),
  };
}

async function measure(url: string, flags: Flags): Promise<RunMetrics> {
  try {
    const result = await lighthouse(url, flags);
    return result ? metricsOf(result.lhr) : { ...FAILED_RUN, error: 'Lighthouse returned no result' };
  } catch (error) {
    return { ...FAILED_RUN, error: error instanceof Error ? error.message : String(error) };
  }
}

export interface LighthouseTargets {
  origin: string;
  routes: readonly string[];
  runs: number;
}

/** Lighthouse 13, mobile, DevTools throttling (slow 4G, 4× CPU slowdown), performance and SEO categories. */
export async function runLighthouse(
  targets: LighthouseTargets,
  onRun: (line: string) => void,
): Promise<RouteLighthouse[]> {
  const results: RouteLighthouse[] = [];
  const total = targets.routes.length * targets.runs;
  let done = 0;
  for (const route of targets.routes) {
    const runs: RunMetrics[] = [];
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      for (let run = 0; run < targets.runs; run += 1) {
        const flags: Flags = {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'seo'],
          formFactor: 'mobile',
          throttlingMethod: 'devtools',
          disableFullPageScreenshot: true,
        };
        let metrics = await measure(`${targets.origin}${route}`, flags);
        // A loaded machine now and then spoils a trace (NO_NAVSTART, NO_FCP); one more try usually succeeds.
        if (metrics.error) metrics = await measure(`${targets.origin}${route}`, flags);
        runs.push(metrics);
        done += 1;
        onRun(
          `[${done}/${total}] ${route} run ${run + 1}: performance ${metrics.performance ?? '–'}, ` +
            `LCP ${metrics.lcpMs === null ? '–' : Math.round(metrics.lcpMs)} ms, TBT ${metrics.tbtMs === null ? '–' : Math.round(metrics.tbtMs)} ms, host benchmark index ${metrics.benchmarkIndex === null ? '–' : Math.round(metrics.benchmarkIndex)}${metrics.error ? `, ${metrics.error}` : ''}`,
        );
      }
    } finally {
      chrome.kill();
    }
    results.push({ route, prerendered: summarize(runs) });
  }
  return results;
}

/**
 * The CPU slowdown that makes this host stand in for the phone Lighthouse's 4× stands for on its reference
 * machine, from the host's benchmark index: Lighthouse's throttling guide points to this calculator
 * (github.com/patrickhulce/lighthouse-cpu-throttling-calculator): an index of 1,533 is 4×, 1,300 3×, 800 2×,
 * 150 1×, linear in between. The bench always scores with 4×; this says how much slower than Lighthouse's reference
 * the machine that took the figures was.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
