import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Result } from 'lighthouse';
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

/** One assertion of `lhci assert` (its `.lighthouseci/assertion-results.json`), passed or failed. */
export interface LhciAssertion {
  name: string;
  auditId: string;
  /** The category for `categories:*` assertions (auditId `categories`). */
  auditProperty?: string;
  operator: string;
  expected: number;
  /** null when no run produced the figure (a run Lighthouse could not score). */
  actual: number | null;
  values: (number | null)[];
  passed: boolean;
  level: string;
  url: string;
}

export interface LighthouseResults {
  routes: RouteLighthouse[];
  /** Every assertion of lighthouserc.json's `ci.assert`, judged by `lhci assert` on these runs. */
  assertions: LhciAssertion[];
  /** The Lighthouse that @lhci/cli ran (its own dependency, not the project's). */
  lighthouseVersion: string | null;
  /** Where `lhci upload --target=filesystem` wrote the reports. */
  reportsDir: string;
}

export interface LighthouseTargets {
  root: string;
  origin: string;
  routes: readonly string[];
  runs: number;
  /** Routes that ask not to be indexed: the SEO assertion leaves them out. */
  noindexRoutes: ReadonlySet<string>;
  /** A scratch folder: the run's config, `.lighthouseci/` and the uploaded reports. */
  workDir: string;
}

/** How long one Lighthouse run may take before `lhci collect` is stopped (45 s of it waiting for load at most). */
const RUN_TIMEOUT_MS = 180_000;
const LHCI_CLI = 'node_modules/@lhci/cli/src/cli.js';

interface LhciConfig {
  ci: {
    collect: Record<string, unknown>;
    assert: { assertMatrix: { matchingUrlPattern: string; assertions: Record<string, unknown> }[] };
    upload: Record<string, unknown>;
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * lighthouserc.json made to run against the bench's own server: these URLs and runs, no server of its own, the
 * SEO assertion (`.*`) kept off noindex routes, reports uploaded into `workDir`.
 */
export function benchLhciConfig(config: LhciConfig, targets: Omit<LighthouseTargets, 'root'>): LhciConfig {
  const { startServerCommand: _command, startServerReadyPattern: _ready, ...collect } = config.ci.collect;
  const noindex = targets.routes.filter((route) => targets.noindexRoutes.has(route));
  const indexable =
    noindex.length === 0
      ? '.*'
      : `^https?://[^/]+(?!(${noindex.map((route) => `${escapeRegExp(route)}$`).join('|')}))/.*`;
  return {
    ci: {
      collect: {
        ...collect,
        url: targets.routes.map((route) => `${targets.origin}${route}`),
        numberOfRuns: targets.runs,
      },
      assert: {
        ...config.ci.assert,
        assertMatrix: config.ci.assert.assertMatrix.map((entry) =>
          entry.matchingUrlPattern === '.*' ? { ...entry, matchingUrlPattern: indexable } : entry,
        ),
      },
      upload: { ...config.ci.upload, target: 'filesystem', outputDir: path.join(targets.workDir, 'reports') },
    },
  };
}

/** Runs one `lhci` command in `cwd`; its exit code, or an error once `timeoutMs` have passed. */
function lhci(
  root: string,
  cwd: string,
  args: string[],
  timeoutMs: number,
  log: (line: string) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, LHCI_CLI), ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`lhci ${args[0]} gave no result in ${Math.round(timeoutMs / 1000)} s and was stopped`));
    }, timeoutMs);
    const lines = (chunk: Buffer) =>
      String(chunk)
        .split('\n')
        .filter((line) => /Run #|Running Lighthouse|Error|failed/i.test(line))
        .forEach((line) => log(`  ${line.trim()}`));
    child.stdout.on('data', lines);
    child.stderr.on('data', lines);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

/**
 * Lighthouse CI (`@lhci/cli`) with lighthouserc.json: `lhci collect` (mobile, DevTools throttling: slow 4G, 4× CPU
 * slowdown; performance and SEO; Debian's Chromium) against the site the bench serves, `lhci assert` for the
 * budgets, `lhci upload --target=filesystem` for the reports; the runs' figures read from the saved results.
 */
export async function runLighthouse(
  targets: LighthouseTargets,
  log: (line: string) => void,
): Promise<LighthouseResults> {
  rmSync(targets.workDir, { recursive: true, force: true });
  mkdirSync(targets.workDir, { recursive: true });
  const base = JSON.parse(readFileSync(path.join(targets.root, 'lighthouserc.json'), 'utf8')) as LhciConfig;
  const configFile = path.join(targets.workDir, 'lighthouserc.json');
  writeFileSync(configFile, JSON.stringify(benchLhciConfig(base, targets), null, 2));
  const config = `--config=${configFile}`;
  const runs = targets.routes.length * targets.runs;
  const collected = await lhci(targets.root, targets.workDir, ['collect', config], runs * RUN_TIMEOUT_MS, log);
  if (collected !== 0) throw new Error(`lhci collect failed (exit code ${collected})`);
  await lhci(targets.root, targets.workDir, ['assert', config], 60_000, log);
  await lhci(targets.root, targets.workDir, ['upload', config], 60_000, log);
  const saved = path.join(targets.workDir, '.lighthouseci');
  const lhrs = readdirSync(saved)
    .filter((name) => /^lhr-.*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(saved, name), 'utf8')) as Result);
  const routeOf = (url: string) => new URL(url).pathname;
  const routes = targets.routes.map((route) => ({
    route,
    prerendered: summarize(
      lhrs.filter((lhr) => routeOf(lhr.requestedUrl ?? lhr.finalDisplayedUrl) === route).map(metricsOf),
    ),
  }));
  const assertions = JSON.parse(readFileSync(path.join(saved, 'assertion-results.json'), 'utf8')) as LhciAssertion[];
  return {
    routes,
    assertions,
    lighthouseVersion: lhrs[0]?.lighthouseVersion ?? null,
    reportsDir: path.join(targets.workDir, 'reports'),
  };
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
