import type { RouteSizes } from './assetSizes.ts';
import { VALIDATE_RUNS, type ContentScale, type ScalePoint } from './contentScale.ts';
import { initialJs } from './assetSizes.ts';
import type { LhciAssertion } from './lighthouseRuns.ts';
import type { RouteLoad } from './pageLoad.ts';
import type { RouteScriptCost } from './scriptCost.ts';
import { median } from './statistics.ts';

export interface BudgetCheck {
  budget: string;
  /** Worst measured value, or why it was not measured. */
  measured: string;
  /** null when this run did not measure it (a skipped section). */
  pass: boolean | null;
  /** The routes or steps over budget. */
  breaches: string[];
}

export const LIMITS = {
  /** Initial JavaScript (gzip: files loaded up front and what the HTML holds) of a page with no interactive block. */
  staticPageJsBytes: 5_000,
  /** Initial JavaScript (gzip) of any page. */
  pageJsBytes: 40_000,
  /**
   * Script time (CDP ScriptDuration) per route under 4× CPU slowdown, median of 3 loads. Measured 122–156 ms on
   * /, /privacy, /blog, /status with the 2-core machine at a load average of 27–35 (see the README): twice that.
   */
  scriptMs: 300,
  /**
   * Long tasks (≥ 50 ms) per route under 4× CPU slowdown, median of 3 loads: measured 9–15 at a load average of
   * 27–35 (most are parsing, style and layout of the static page, stretched by the other work on the machine).
   */
  longTasks: 20,
  /** Main-thread time with JavaScript over without, median over the routes. */
  mainThreadRatio: 1.25,
  /** LCP with JavaScript over without, per route. */
  lcpRatio: 1.1,
  performance: 100,
  /** The home page carries the most blocks (and a carousel): its Lighthouse performance may read one point lower. */
  homePerformance: 99,
  cls: 0.01,
  seo: 100,
  /** HTML transfer (gzip) of the home page, and of every other page. */
  homeHtmlGzipBytes: 22_000,
  pageHtmlGzipBytes: 17_000,
  /** The stylesheet a page links (gzip), each page's cut from the site's (src/engine/render/pageStylesheet.ts). */
  stylesheetGzipBytes: 30_000,
  homeJsGrowth: 0.01,
  /** How much faster than the previous step the build may grow per added page before it counts as superlinear. */
  buildSlopeGrowth: 1.5,
  /** Build time per added page, from the smallest to the largest N, on the 2-core machine the issue names. */
  buildMsPerPage: 8,
  /** Peak RSS of the build's whole process tree, at every N. */
  buildPeakTreeRssMb: 1000,
  /** `npm run validate` wall time at SCALE_VALIDATION_PAGES added pages. */
  validateMs: 5000,
  validateAtPages: 10_000,
} as const;

export interface BudgetInputs {
  loads: RouteLoad[] | null;
  scriptCost?: RouteScriptCost[] | null;
  lighthouse: LhciAssertion[] | null;
  /** Routes whose page has an interactive block of its own. */
  interactiveRoutes?: ReadonlySet<string>;
  sizes: RouteSizes[];
  /** Raw bytes of the home page's HTML. */
  homeHtmlBytes: number;
  /** Gzip bytes of every route's HTML; omitted, the transfer budgets are not measured. */
  htmlGzip?: readonly { route: string; gzip: number }[];
  scale: ContentScale | null;
  noindexRoutes: ReadonlySet<string>;
}

function notMeasured(budget: string, why: string): BudgetCheck {
  return { budget, measured: why, pass: null, breaches: [] };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function perRoute<T extends { route: string }>(
  budget: string,
  routes: readonly T[],
  value: (route: T) => number | null,
  ok: (value: number, route: string) => boolean,
  worst: (values: number[]) => number,
  format: (value: number) => string,
): BudgetCheck {
  const breaches = routes.flatMap((route) => {
    const measured = value(route);
    if (measured === null) return [`${route.route}: not measured`];
    return ok(measured, route.route) ? [] : [`${route.route}: ${format(measured)}`];
  });
  const values = routes.map(value).filter((measured): measured is number => measured !== null);
  return {
    budget,
    measured: values.length > 0 ? `worst ${format(worst(values))}` : 'no value',
    pass: breaches.length === 0,
    breaches,
  };
}

/** Marginal build time per added page between consecutive content sizes, in ms. */
export function buildSlopes(points: readonly ScalePoint[]): { from: number; to: number; msPerPage: number }[] {
  return points.slice(1).map((point, index) => {
    const previous = points[index];
    return {
      from: previous.syntheticPages,
      to: point.syntheticPages,
      msPerPage: (point.buildMs - previous.buildMs) / (point.pages - previous.pages),
    };
  });
}

/** Initial JavaScript per route, from the build's files (no browser): the bytes budgets. */
function jsByteChecks(sizes: readonly RouteSizes[], interactiveRoutes: ReadonlySet<string>): BudgetCheck[] {
  const budgets = [
    `initial JS ≤ ${kB(LIMITS.staticPageJsBytes)} gzip on a page with no interactive block`,
    `initial JS ≤ ${kB(LIMITS.pageJsBytes)} gzip on every route`,
  ];
  if (sizes.length === 0) return budgets.map((budget) => notMeasured(budget, 'skipped'));
  const [staticPages, everyPage] = budgets;
  const staticRoutes = sizes.filter((route) => !interactiveRoutes.has(route.route));
  const gzip = (route: RouteSizes) => initialJs(route).gzip;
  const max = (values: number[]) => Math.max(...values);
  return [
    staticRoutes.length === 0
      ? notMeasured(staticPages, 'no route without an interactive block')
      : perRoute(staticPages, staticRoutes, gzip, (bytes) => bytes <= LIMITS.staticPageJsBytes, max, kB),
    perRoute(everyPage, sizes, gzip, (bytes) => bytes <= LIMITS.pageJsBytes, max, kB),
  ];
}

/** Script time and long tasks per route under 4× CPU slowdown. */
function scriptCostChecks(costs: readonly RouteScriptCost[] | null): BudgetCheck[] {
  const budgets = [
    `script time ≤ ${LIMITS.scriptMs} ms per route under 4× CPU slowdown (median of 3 loads)`,
    `long tasks ≤ ${LIMITS.longTasks} per route under 4× CPU slowdown (median of 3 loads)`,
  ];
  if (!costs || costs.length === 0) return budgets.map((budget) => notMeasured(budget, 'skipped'));
  const max = (values: number[]) => Math.max(...values);
  return [
    perRoute(
      budgets[0],
      costs,
      (cost) => cost.scriptMs,
      (ms) => ms <= LIMITS.scriptMs,
      max,
      (ms) => `${Math.round(ms)} ms`,
    ),
    perRoute(
      budgets[1],
      costs,
      (cost) => cost.longTasks,
      (count) => count <= LIMITS.longTasks,
      max,
      String,
    ),
  ];
}

/** The with/without-JavaScript ratios: on demand (`--ratios`), as they take many loads to be decided. */
function ratioChecks(loads: RouteLoad[] | null): BudgetCheck[] {
  const budgets = [
    `main-thread time with JS ÷ without ≤ ${LIMITS.mainThreadRatio} (median over the routes)`,
    `LCP with JS ÷ without ≤ ${LIMITS.lcpRatio} on every route`,
  ];
  if (!loads || loads.length === 0) return budgets.map((budget) => notMeasured(budget, 'on demand: --ratios'));
  const [mainThread, lcp] = budgets;
  const ratios = loads.map((load) => load.mainThreadMs.ratio);
  const medianRatio = median(ratios);
  return [
    {
      budget: mainThread,
      measured: `median ${medianRatio.toFixed(2)}× (worst ${Math.max(...ratios).toFixed(2)}×)`,
      pass: medianRatio <= LIMITS.mainThreadRatio,
      breaches:
        medianRatio <= LIMITS.mainThreadRatio
          ? []
          : loads
              .filter((load) => load.mainThreadMs.ratio > LIMITS.mainThreadRatio)
              .map((load) => `${load.route}: ${load.mainThreadMs.ratio.toFixed(2)}×`),
    },
    withLcpSpreads(
      perRoute(
        lcp,
        loads,
        (load) => load.lcpMs.ratio,
        (ratio) => ratio <= LIMITS.lcpRatio,
        (values) => Math.max(...values),
        (ratio) => `${ratio.toFixed(2)}×`,
      ),
      loads,
    ),
  ];
}

/**
 * Each breach of the LCP budget with the middle half of its route's own run ratios beside it, and its control's
 * ratio (the same page with none of its scripts run).
 */
function withLcpSpreads(check: BudgetCheck, loads: readonly RouteLoad[]): BudgetCheck {
  const breaches = check.breaches.map((breach) => {
    const lcp = loads.find((load) => breach.startsWith(`${load.route}: `))?.lcpMs;
    const notes = [
      lcp?.ratioInterval && `95 % ${lcp.ratioInterval.map((end) => end.toFixed(2)).join('–')}×`,
      lcp?.controlRatio && `control ${lcp.controlRatio.toFixed(2)}×`,
    ].filter(Boolean);
    return notes.length > 0 ? `${breach} (${notes.join('; ')})` : breach;
  });
  return { ...check, breaches };
}

/** A Lighthouse score or CLS as lhci reports it, to three decimals; a run with no score says so. */
const figure = (value: number | null) =>
  typeof value === 'number' ? String(Math.round(value * 1000) / 1000) : 'no score';

/** Lighthouse CI's assertions (lighthouserc.json), grouped into the project's three Lighthouse budgets. */
function lighthouseChecks(assertions: readonly LhciAssertion[] | null): BudgetCheck[] {
  const groups = [
    {
      budget: `Lighthouse mobile performance (median of the runs) ≥ ${LIMITS.homePerformance / 100} on /, ${LIMITS.performance / 100} on every other route scored (lhci assert)`,
      match: (assertion: LhciAssertion) => assertion.auditProperty === 'performance',
      worst: (values: number[]) => Math.min(...values),
    },
    {
      budget: `CLS ≤ ${LIMITS.cls} on every route scored (lhci assert)`,
      match: (assertion: LhciAssertion) => assertion.auditId === 'cumulative-layout-shift',
      worst: (values: number[]) => Math.max(...values),
    },
    {
      budget: `Lighthouse SEO ${LIMITS.seo / 100} on every indexable route scored (lhci assert)`,
      match: (assertion: LhciAssertion) => assertion.auditProperty === 'seo',
      worst: (values: number[]) => Math.min(...values),
    },
  ];
  if (!assertions) return groups.map(({ budget }) => notMeasured(budget, 'skipped'));
  return groups.map(({ budget, match, worst }) => {
    const judged = assertions.filter(match);
    if (judged.length === 0) return notMeasured(budget, 'no assertion ran');
    const route = (url: string) => new URL(url).pathname;
    const scored = judged.flatMap((assertion) => (typeof assertion.actual === 'number' ? [assertion.actual] : []));
    return {
      budget,
      measured: scored.length > 0 ? `worst ${figure(worst(scored))}` : 'no score',
      pass: judged.every((assertion) => assertion.passed),
      breaches: judged
        .filter((assertion) => !assertion.passed)
        .map(
          (assertion) =>
            `${route(assertion.url)}: ${figure(assertion.actual)} (expected ${assertion.operator} ${assertion.expected}; runs ${assertion.values.map(figure).join(', ') || 'none scored'})`,
        ),
    };
  });
}

function scaleChecks(content: ContentScale | null): BudgetCheck[] {
  const scale = content?.points;
  const homeBudget = `initial JS of / at the largest N within ${LIMITS.homeJsGrowth * 100} % of the smallest`;
  const slopeBudget = `build time grows no worse than linearly (marginal ms per page grows ≤ ${LIMITS.buildSlopeGrowth}× per step)`;
  if (!scale || scale.length === 0) return [notMeasured(homeBudget, 'skipped'), notMeasured(slopeBudget, 'skipped')];
  const failed = scale.filter((point) => point.error);
  const failures = failed.map((point) => `N = ${point.syntheticPages}: build failed`);
  const first = scale[0];
  const last = scale.at(-1) ?? first;
  let home: BudgetCheck;
  if (scale.length < 2) home = notMeasured(homeBudget, 'needs two sizes');
  else if (!first.homeJs || !last.homeJs)
    home = { budget: homeBudget, measured: 'build failed', pass: false, breaches: failures };
  else {
    const growth = last.homeJs.gzip / first.homeJs.gzip - 1;
    const measured = `${first.homeJs.gzip} → ${last.homeJs.gzip} B gzip (${(growth * 100).toFixed(2)} %)`;
    const pass = Math.abs(growth) <= LIMITS.homeJsGrowth;
    home = {
      budget: homeBudget,
      measured,
      pass,
      breaches: pass ? [] : [`N = ${first.syntheticPages} → ${last.syntheticPages}: ${measured}`],
    };
  }
  let slope: BudgetCheck;
  if (failed.length > 0) slope = { budget: slopeBudget, measured: 'build failed', pass: false, breaches: failures };
  else if (scale.length < 3) slope = notMeasured(slopeBudget, 'needs three sizes');
  else {
    const slopes = buildSlopes(scale);
    const breaches = slopes.slice(1).flatMap((step, index) => {
      const previous = slopes[index];
      const grew = step.msPerPage / previous.msPerPage;
      return grew <= LIMITS.buildSlopeGrowth
        ? []
        : [
            `N ${step.from} → ${step.to}: ${step.msPerPage.toFixed(1)} ms per page, ${grew.toFixed(2)}× the ${previous.msPerPage.toFixed(1)} ms of N ${previous.from} → ${previous.to}`,
          ];
    });
    slope = {
      budget: slopeBudget,
      measured: slopes.map((step) => `${step.msPerPage.toFixed(1)} ms/page (N ${step.from} → ${step.to})`).join(', '),
      pass: breaches.length === 0,
      breaches,
    };
  }
  return [home, slope, ...scaleBudgetChecks(scale)];
}

/** The budgets of the build at scale: time per added page, memory at every N, validation at 10,000 pages. */
function scaleBudgetChecks(scale: readonly ScalePoint[]): BudgetCheck[] {
  const perPageBudget = `build ≤ ${LIMITS.buildMsPerPage} ms per added page (smallest to largest N)`;
  const memoryBudget = `build peak RSS of the process tree ≤ ${LIMITS.buildPeakTreeRssMb} MB at every N`;
  const validateBudget = `validate ≤ ${LIMITS.validateMs / 1000} s at ${LIMITS.validateAtPages.toLocaleString('en')} added pages (cold, median of ${VALIDATE_RUNS} runs)`;
  const built = scale.filter((point) => !point.error);
  const first = built[0];
  const last = built.at(-1);
  const perPage =
    first && last && last.pages > first.pages
      ? (() => {
          const msPerPage = (last.buildMs - first.buildMs) / (last.pages - first.pages);
          const measured = `${msPerPage.toFixed(1)} ms per page (N ${first.syntheticPages} → ${last.syntheticPages})`;
          const pass = msPerPage <= LIMITS.buildMsPerPage;
          return { budget: perPageBudget, measured, pass, breaches: pass ? [] : [measured] };
        })()
      : notMeasured(perPageBudget, 'needs two sizes');
  // Each build's tree peak, the builds that drew every share card included.
  const peaks = built.flatMap((point) => [
    ...(point.buildPeakTreeRssMb === undefined
      ? []
      : [{ build: `N = ${point.syntheticPages}`, mb: point.buildPeakTreeRssMb }]),
    ...(point.everyCardDrawn
      ? [{ build: `N = ${point.syntheticPages}, every card drawn`, mb: point.everyCardDrawn.buildPeakTreeRssMb }]
      : []),
  ]);
  const memoryBreaches = peaks
    .filter((peak) => peak.mb > LIMITS.buildPeakTreeRssMb)
    .map((peak) => `${peak.build}: ${Math.round(peak.mb)} MB`);
  const worst = peaks.reduce((most, peak) => (peak.mb > most.mb ? peak : most), { build: '', mb: 0 });
  const memory =
    peaks.length === 0
      ? notMeasured(memoryBudget, 'not sampled')
      : {
          budget: memoryBudget,
          measured: `worst ${Math.round(worst.mb)} MB (${worst.build})`,
          pass: memoryBreaches.length === 0,
          breaches: memoryBreaches,
        };
  const atSize = scale.find((point) => point.syntheticPages >= LIMITS.validateAtPages);
  const validate = atSize
    ? {
        budget: validateBudget,
        // Cold, as on a fresh CI machine; the runs with a cold run's readings kept are shown beside them, not judged.
        measured:
          `${(atSize.validateMs / 1000).toFixed(1)} s at N = ${atSize.syntheticPages}, no readings kept` +
          (atSize.validateRunsMs
            ? ` (runs ${atSize.validateRunsMs.map((run) => (run / 1000).toFixed(1)).join(', ')} s)`
            : '') +
          (atSize.validateAgainMs === undefined
            ? ''
            : `; ${(atSize.validateAgainMs / 1000).toFixed(1)} s again with a cold run's readings kept`),
        pass: atSize.validateMs <= LIMITS.validateMs,
        breaches:
          atSize.validateMs <= LIMITS.validateMs
            ? []
            : [`N = ${atSize.syntheticPages}: ${(atSize.validateMs / 1000).toFixed(1)} s`],
      }
    : notMeasured(validateBudget, `largest N measured is ${scale.at(-1)?.syntheticPages ?? 0}`);
  return [perPage, memory, validate];
}

/** Checks the measured figures against the budgets. */
/** HTML transfer per route and the largest page stylesheet, in gzip bytes. */
function transferChecks(htmlGzip: BudgetInputs['htmlGzip'], sizes: readonly RouteSizes[]): BudgetCheck[] {
  const htmlBudget = `HTML transfer ≤ ${kB(LIMITS.homeHtmlGzipBytes)} gzip on /, ≤ ${kB(LIMITS.pageHtmlGzipBytes)} on every other route`;
  const cssBudget = `page stylesheet ≤ ${kB(LIMITS.stylesheetGzipBytes)} gzip (the largest)`;
  const html: BudgetCheck =
    !htmlGzip || htmlGzip.length === 0
      ? notMeasured(htmlBudget, 'skipped')
      : (() => {
          const limit = (route: string) => (route === '/' ? LIMITS.homeHtmlGzipBytes : LIMITS.pageHtmlGzipBytes);
          const breaches = htmlGzip
            .filter(({ route, gzip }) => gzip > limit(route))
            .map(({ route, gzip }) => `${route}: ${kB(gzip)}`);
          const others = htmlGzip.filter(({ route }) => route !== '/').map(({ gzip }) => gzip);
          const home = htmlGzip.find(({ route }) => route === '/');
          return {
            budget: htmlBudget,
            measured: `/ ${home ? kB(home.gzip) : '–'}, largest other ${others.length > 0 ? kB(Math.max(...others)) : '–'}`,
            pass: breaches.length === 0,
            breaches,
          };
        })();
  const stylesheet = Math.max(0, ...sizes.map((route) => route.css.gzip));
  const css: BudgetCheck =
    sizes.length === 0
      ? notMeasured(cssBudget, 'skipped')
      : {
          budget: cssBudget,
          measured: kB(stylesheet),
          pass: stylesheet <= LIMITS.stylesheetGzipBytes,
          breaches: stylesheet <= LIMITS.stylesheetGzipBytes ? [] : [kB(stylesheet)],
        };
  return [html, css];
}

export function checkBudgets({
  loads,
  scriptCost = null,
  lighthouse,
  interactiveRoutes = new Set(),
  sizes,
  htmlGzip,
  scale,
}: BudgetInputs): BudgetCheck[] {
  return [
    ...jsByteChecks(sizes, interactiveRoutes),
    ...scriptCostChecks(scriptCost),
    ...ratioChecks(loads),
    ...lighthouseChecks(lighthouse),
    ...transferChecks(htmlGzip, sizes),
    ...scaleChecks(scale),
  ];
}
