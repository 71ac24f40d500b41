import type { RouteSizes } from './assetSizes.ts';
import type { ContentScale, ScalePoint } from './contentScale.ts';
import type { RouteLighthouse } from './lighthouseRuns.ts';

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
  performance: 95,
  cls: 0.01,
  tbtMs: 150,
  seo: 100,
  initialJsGzipBytes: 160_000,
  homeJsGrowth: 0.01,
  /** How much faster than the previous step the build may grow per added page before it counts as superlinear. */
  buildSlopeGrowth: 1.5,
} as const;

/** An SEO audit a noindex page fails on purpose: it asks search engines not to index it. */
const NOINDEX_AUDIT = 'is-crawlable';

export interface BudgetInputs {
  lighthouse: RouteLighthouse[] | null;
  sizes: RouteSizes[];
  scale: ContentScale | null;
  noindexRoutes: ReadonlySet<string>;
}

function notMeasured(budget: string, why: string): BudgetCheck {
  return { budget, measured: why, pass: null, breaches: [] };
}

function perRoute(
  budget: string,
  routes: readonly RouteLighthouse[],
  value: (route: RouteLighthouse) => number | null,
  ok: (value: number) => boolean,
  worst: (values: number[]) => number,
  format: (value: number) => string,
): BudgetCheck {
  const breaches = routes.flatMap((route) => {
    const measured = value(route);
    if (measured === null) return [`${route.route}: not measured (${route.prerendered.errors[0] ?? 'no value'})`];
    return ok(measured) ? [] : [`${route.route}: ${format(measured)}`];
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
  return [home, slope];
}

/** Checks the measured figures against the budgets of issues 6 and 7. */
export function checkBudgets({ lighthouse, sizes, scale, noindexRoutes }: BudgetInputs): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const lighthouseBudgets = [
    `Lighthouse performance ≥ ${LIMITS.performance} on every route (prerendered, median)`,
    `CLS ≤ ${LIMITS.cls} on every route`,
    `TBT ≤ ${LIMITS.tbtMs} ms on every route`,
    `Lighthouse SEO ${LIMITS.seo} on every indexable route; noindex routes fail only "${NOINDEX_AUDIT}"`,
  ];
  if (!lighthouse) {
    checks.push(...lighthouseBudgets.map((budget) => notMeasured(budget, 'skipped')));
  } else {
    const [performance, cls, tbt, seo] = lighthouseBudgets;
    checks.push(
      perRoute(
        performance,
        lighthouse,
        (route) => route.prerendered.performance,
        (value) => value >= LIMITS.performance,
        (values) => Math.min(...values),
        String,
      ),
      perRoute(
        cls,
        lighthouse,
        (route) => route.prerendered.cls,
        (value) => value <= LIMITS.cls,
        (values) => Math.max(...values),
        (value) => value.toFixed(3),
      ),
      perRoute(
        tbt,
        lighthouse,
        (route) => route.prerendered.tbtMs,
        (value) => value <= LIMITS.tbtMs,
        (values) => Math.max(...values),
        (value) => `${Math.round(value)} ms`,
      ),
    );
    const seoBreaches = lighthouse.flatMap(({ route, prerendered }) => {
      const expected = noindexRoutes.has(route) ? [NOINDEX_AUDIT] : [];
      const failing = prerendered.failedSeoAudits.filter((audit) => !expected.includes(audit.id));
      if (prerendered.seo === null) return [`${route}: not measured`];
      if (failing.length > 0)
        return [`${route}: SEO ${prerendered.seo}, failing ${failing.map((audit) => audit.id).join(', ')}`];
      return expected.length === 0 && prerendered.seo < LIMITS.seo ? [`${route}: SEO ${prerendered.seo}`] : [];
    });
    const seoScores = lighthouse
      .filter(({ route }) => !noindexRoutes.has(route))
      .map(({ prerendered }) => prerendered.seo ?? 0);
    checks.push({
      budget: seo,
      measured: `lowest on an indexable route ${seoScores.length > 0 ? Math.min(...seoScores) : '–'}`,
      pass: seoBreaches.length === 0,
      breaches: seoBreaches,
    });
  }
  const jsBreaches = sizes.filter((route) => route.js.gzip > LIMITS.initialJsGzipBytes);
  checks.push({
    budget: `initial JS ≤ ${LIMITS.initialJsGzipBytes / 1000} kB gzip on every route`,
    measured: `largest ${(Math.max(...sizes.map((route) => route.js.gzip)) / 1000).toFixed(1)} kB`,
    pass: jsBreaches.length === 0,
    breaches: jsBreaches.map((route) => `${route.route}: ${(route.js.gzip / 1000).toFixed(1)} kB`),
  });
  checks.push(...scaleChecks(scale));
  return checks;
}
