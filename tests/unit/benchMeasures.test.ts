// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { initialJs, inlineJsSize } from '../../scripts/bench/assetSizes';
import { checkBudgets } from '../../scripts/bench/budgets';
import type { ContentScale, ScalePoint } from '../../scripts/bench/contentScale';
import { benchLhciConfig, calibratedCpuSlowdown } from '../../scripts/bench/lighthouseRuns';
import type { RouteLoad } from '../../scripts/bench/pageLoad';
import { median, quantile, ratioOfMediansInterval } from '../../scripts/bench/statistics';

function load(
  route: string,
  interactive: boolean,
  jsBeforeLoadGzip: number,
  mainRatio: number,
  lcpRatio: number,
): RouteLoad {
  return {
    route,
    runs: 5,
    lcpRuns: 5,
    lateLcpLoads: 0,
    jsBeforeLoadGzip,
    scriptsBeforeLoad: ['/assets/index.js'],
    inlineJsGzip: 0,
    mainThreadMs: {
      withJs: 400 * mainRatio,
      withoutJs: 400,
      scriptsBlocked: 404,
      ratio: mainRatio,
      controlRatio: 1.01,
      ratioInterval: null,
    },
    lcpMs: {
      withJs: 300 * lcpRatio,
      withoutJs: 300,
      scriptsBlocked: 297,
      ratio: lcpRatio,
      controlRatio: 0.99,
      ratioInterval: [0.9, 1.4],
    },
    interactive,
    failedLoads: [],
  };
}

function loadVerdicts(loads: RouteLoad[]): (boolean | null)[] {
  return checkBudgets({ loads, lighthouse: null, sizes: [], homeHtmlBytes: 1, scale: null, noindexRoutes: new Set() })
    .filter((check) => check.budget.includes('with JS ÷ without'))
    .map((check) => check.pass);
}

function point(syntheticPages: number, buildMs: number, homeGzip = 100_000): ScalePoint {
  return {
    syntheticPages,
    pages: syntheticPages + 30,
    validateMs: 1000,
    validatePeakRssMb: 100,
    validateReportedMs: 900,
    buildMs,
    buildPeakRssMb: 1000,
    routesBuilt: syntheticPages + 34,
    homeJs: { files: ['assets/index.js'], raw: 3 * homeGzip, gzip: homeGzip, brotli: homeGzip - 1 },
  };
}

function scaleChecksOf(points: ScalePoint[]) {
  const scale: ContentScale = { examples: { used: ['faq'], left: [] }, points };
  return checkBudgets({ loads: null, lighthouse: null, sizes: [], homeHtmlBytes: 1, scale, noindexRoutes: new Set() });
}

/** The verdicts on initial JS of / and on the build's growth. */
function scaleVerdicts(points: ScalePoint[]): (boolean | null)[] {
  return scaleChecksOf(points)
    .filter((check) => /^(initial JS of \/|build time grows)/.test(check.budget))
    .map((check) => check.pass);
}

describe('benchmark measures', () => {
  it('sizes the JavaScript written into a page: classic and module scripts, not data, speculation rules or files', () => {
    const loader = 'const e=document.querySelector("fw-island");e&&import("/assets/runtime-a.js");';
    const html = `<head><script type="application/ld+json">{"@type":"Organization"}</script>
      <script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script>
      <script type="module">${loader}</script><script>window.x=1;</script>
      <script type="module" src="/assets/islands-loader-b.js"></script><script type="application/json">{}</script></head>`;
    const size = inlineJsSize(html);
    expect(size.raw).toBe(loader.length + 'window.x=1;'.length);
    expect(size.gzip).toBeGreaterThan(0);
    expect(size.brotli).toBeGreaterThan(0);
    expect(inlineJsSize('<p>no script</p>')).toEqual({ raw: 0, gzip: 0, brotli: 0 });
  });

  it("counts a page's initial JavaScript as its script files plus what its HTML holds", () => {
    const files = { files: ['assets/runtime-a.js'], raw: 900, gzip: 400, brotli: 350 };
    const inline = { raw: 1500, gzip: 800, brotli: 700 };
    const sizes = {
      route: '/',
      js: files,
      inlineJs: inline,
      css: { files: [], raw: 0, gzip: 0, brotli: 0 },
      notPreloaded: [],
    };
    expect(initialJs(sizes)).toEqual({ files: ['assets/runtime-a.js'], raw: 2400, gzip: 1200, brotli: 1050 });
    const inlineOnly = { ...sizes, js: { files: [], raw: 0, gzip: 0, brotli: 0 } };
    expect(initialJs(inlineOnly).gzip).toBe(800);
  });

  it('fails the build-time budget when each added page costs more than the last, and passes linear growth', () => {
    expect(scaleVerdicts([point(30, 10_000), point(300, 19_000), point(3000, 109_000)])).toEqual([true, true]);
    expect(scaleVerdicts([point(30, 10_000), point(300, 19_000), point(3000, 209_000)])).toEqual([true, false]);
  });

  it('fails when the initial JS of / grows with the number of pages', () => {
    expect(scaleVerdicts([point(30, 10_000, 100_000), point(3000, 100_000, 102_000)])).toEqual([false, null]);
  });

  it('holds a page with no island of its own to 5 kB of initial JS, and every page to 40 kB', () => {
    const sizes = (route: string, gzip: number, inline: number) => ({
      route,
      js: { files: ['assets/a.js'], raw: gzip * 3, gzip, brotli: gzip },
      inlineJs: { raw: inline * 2, gzip: inline, brotli: inline },
      css: { files: [], raw: 0, gzip: 0, brotli: 0 },
      notPreloaded: [],
    });
    const verdicts = (privacy: number, home: number) =>
      checkBudgets({
        loads: null,
        lighthouse: null,
        sizes: [sizes('/privacy', 0, privacy), sizes('/', home, 800)],
        interactiveRoutes: new Set(['/']),
        homeHtmlBytes: 1,
        scale: null,
        noindexRoutes: new Set(),
      })
        .filter((check) => check.budget.startsWith('initial JS ≤'))
        .map((check) => [check.pass, ...check.breaches]);
    expect(verdicts(4_800, 39_000)).toEqual([[true], [true]]);
    expect(verdicts(5_200, 41_000)).toEqual([
      [false, '/privacy: 5.2 kB'],
      [false, '/: 41.8 kB'],
    ]);
  });

  it('holds every route to its script time and long tasks under 4× CPU slowdown, and names the routes over', () => {
    const cost = (route: string, scriptMs: number, longTasks: number) => ({
      route,
      loads: 3,
      scriptMs,
      taskMs: 400,
      longTasks,
      longestTaskMs: 80,
      domElements: 600,
      renderWork: { elementsStyled: 800, layoutObjects: 1000 },
      interactive: false,
      loadAverage: 1,
      failedLoads: [],
    });
    const verdicts = (costs: ReturnType<typeof cost>[]) =>
      checkBudgets({
        loads: null,
        scriptCost: costs,
        lighthouse: null,
        sizes: [],
        homeHtmlBytes: 1,
        scale: null,
        noindexRoutes: new Set(),
      })
        .filter((check) => /^(script time|long tasks)/.test(check.budget))
        .map((check) => [check.pass, ...check.breaches]);
    expect(verdicts([cost('/', 120, 3), cost('/blog', 250, 20)])).toEqual([[true], [true]]);
    expect(verdicts([cost('/', 320, 3), cost('/blog', 250, 21)])).toEqual([
      [false, '/: 320 ms'],
      [false, '/blog: 21'],
    ]);
  });

  it("reads Lighthouse CI's assertions into the performance, CLS and SEO budgets", () => {
    const assertion = (
      url: string,
      auditId: string,
      auditProperty: string | undefined,
      actual: number,
      passed: boolean,
    ) => ({
      name: 'minScore',
      auditId,
      auditProperty,
      operator: '>=',
      expected: 1,
      actual,
      values: [actual, actual, actual],
      passed,
      level: 'error',
      url,
    });
    const checks = checkBudgets({
      loads: null,
      lighthouse: [
        assertion('http://127.0.0.1:1/', 'categories', 'performance', 0.99, true),
        assertion('http://127.0.0.1:1/blog', 'categories', 'performance', 0.97, false),
        assertion('http://127.0.0.1:1/blog', 'cumulative-layout-shift', undefined, 0, true),
        assertion('http://127.0.0.1:1/blog', 'categories', 'seo', 1, true),
      ],
      sizes: [],
      homeHtmlBytes: 1,
      scale: null,
      noindexRoutes: new Set(),
    }).filter((check) => check.budget.endsWith('(lhci assert)'));
    expect(checks.map((check) => [check.pass, check.measured, ...check.breaches])).toEqual([
      [false, 'worst 0.97', '/blog: 0.97 (expected >= 1; runs 0.97, 0.97, 0.97)'],
      [true, 'worst 0'],
      [true, 'worst 1'],
    ]);
  });

  it("runs lighthouserc.json against the bench's server, its SEO assertion off noindex routes", () => {
    const config = benchLhciConfig(
      {
        ci: {
          collect: { startServerCommand: 'npm run serve', numberOfRuns: 3, url: ['http://127.0.0.1:4173/'] },
          assert: { assertMatrix: [{ matchingUrlPattern: '.*', assertions: { 'categories:seo': ['error'] } }] },
          upload: { target: 'filesystem', outputDir: 'x' },
        },
      },
      {
        origin: 'http://127.0.0.1:9',
        routes: ['/', '/blocks'],
        runs: 1,
        noindexRoutes: new Set(['/blocks']),
        workDir: '/tmp/w',
      },
    );
    expect(config.ci.collect).toEqual({ numberOfRuns: 1, url: ['http://127.0.0.1:9/', 'http://127.0.0.1:9/blocks'] });
    const seo = new RegExp(config.ci.assert.assertMatrix[0].matchingUrlPattern);
    expect(seo.test('http://127.0.0.1:9/')).toBe(true);
    expect(seo.test('http://127.0.0.1:9/blog')).toBe(true);
    expect(seo.test('http://127.0.0.1:9/blocks')).toBe(false);
    expect(config.ci.upload).toEqual({ target: 'filesystem', outputDir: '/tmp/w/reports' });
  });

  it('judges the main-thread ratio by its median over the routes, and the LCP ratio route by route', () => {
    const loads = [load('/a', true, 1, 1.1, 1), load('/b', true, 1, 1.2, 1), load('/c', true, 1, 3, 1.2)];
    expect(loadVerdicts(loads)).toEqual([true, false]);
  });

  it('names the spread of the runs and the control beside a route over the LCP budget', () => {
    const checks = checkBudgets({
      loads: [load('/', true, 4000, 1.1, 1.05), load('/status', true, 4000, 1.1, 1.2)],
      lighthouse: null,
      sizes: [],
      homeHtmlBytes: 1,
      scale: null,
      noindexRoutes: new Set(),
    }).filter((check) => check.budget.startsWith('LCP with JS'));
    expect(checks[0].breaches).toEqual(['/status: 1.20× (95 % 0.90–1.40×; control 0.99×)']);
  });

  it('bounds a ratio of medians by bootstrap: around the ratio, narrower with more loads, the same every time', () => {
    const withJs = [310, 262, 298, 355, 240, 330, 287, 301, 276, 342];
    const withoutJs = [280, 301, 255, 318, 290, 246, 300, 272, 265, 310];
    const ratio = median(withJs) / median(withoutJs);
    const [low, high] = ratioOfMediansInterval(withJs, withoutJs) ?? [Number.NaN, Number.NaN];
    expect(low).toBeLessThan(ratio);
    expect(high).toBeGreaterThan(ratio);
    const four = (values: number[]) => [...values, ...values, ...values, ...values];
    const [lowMore, highMore] = ratioOfMediansInterval(four(withJs), four(withoutJs)) ?? [Number.NaN, Number.NaN];
    expect(highMore - lowMore).toBeLessThan((high - low) * 0.75);
    expect(ratioOfMediansInterval(withJs, withoutJs)).toEqual([low, high]);
    expect(ratioOfMediansInterval([300, 300, 300], [250, 250])).toEqual([1.2, 1.2]);
    expect(ratioOfMediansInterval([], [300])).toBeNull();
  });

  it('takes medians and quantiles as R and numpy do by default', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20], 0.75)).toBe(17.5);
    expect(median([])).toBeNaN();
  });

  it('holds the home page to 22 kB of gzip HTML, every other page to 17 kB, and every page stylesheet to 30 kB', () => {
    const verdicts = (home: number, other: number, css: number) =>
      checkBudgets({
        loads: null,
        lighthouse: null,
        sizes: [{ route: '/', css: { files: ['assets/site.css'], raw: css * 6, gzip: css, brotli: css } }].map(
          (size) => ({
            ...size,
            js: { files: [], raw: 0, gzip: 0, brotli: 0 },
            inlineJs: { files: [], raw: 0, gzip: 0, brotli: 0 },
            notPreloaded: [],
          }),
        ),
        homeHtmlBytes: 1,
        htmlGzip: [
          { route: '/', gzip: home },
          { route: '/privacy', gzip: other },
        ],
        scale: null,
        noindexRoutes: new Set(),
      })
        .filter((check) => /^(HTML transfer|page stylesheet)/.test(check.budget))
        .map((check) => [check.pass, ...check.breaches]);
    expect(verdicts(21_000, 16_000, 29_000)).toEqual([[true], [true]]);
    expect(verdicts(23_000, 18_000, 31_000)).toEqual([
      [false, '/: 23.0 kB', '/privacy: 18.0 kB'],
      [false, '31.0 kB'],
    ]);
  });

  it('checks the build at scale: ms per added page, peak memory of the process tree at every N, validation at 10,000', () => {
    const sized = (syntheticPages: number, buildMs: number, treeMb: number, validateMs = 1000): ScalePoint => ({
      ...point(syntheticPages, buildMs),
      buildPeakTreeRssMb: treeMb,
      validateMs,
    });
    const verdicts = (points: ScalePoint[]) =>
      scaleChecksOf(points)
        .filter((check) => /^(build ≤|build peak RSS|validate ≤)/.test(check.budget))
        .map((check) => check.pass);
    expect(verdicts([sized(0, 10_000, 900), sized(10_000, 80_000, 950, 4000)])).toEqual([true, true, true]);
    expect(verdicts([sized(0, 10_000, 900), sized(10_000, 100_000, 1100, 6000)])).toEqual([false, false, false]);
    expect(verdicts([sized(0, 10_000, 900), sized(3000, 30_000, 900)])).toEqual([true, true, null]);
    // Validation is judged on the median of its cold runs, each shown: one slow run does not decide it.
    const validation = scaleChecksOf([
      sized(0, 10_000, 900),
      { ...sized(10_000, 80_000, 950, 4000), validateRunsMs: [3900, 4000, 6100] },
    ]).find((check) => check.budget.startsWith('validate ≤'));
    expect(validation).toMatchObject({ pass: true, budget: expect.stringContaining('median of 3 runs') });
    expect(validation?.measured).toContain('4.0 s at N = 10000, no readings kept (runs 3.9, 4.0, 6.1 s)');
    // A first build on a machine, which draws every share card, is held to the same memory budget.
    const memoryWith = (drawingMb: number) =>
      scaleChecksOf([
        sized(0, 10_000, 600),
        {
          ...sized(1000, 18_000, 650),
          everyCardDrawn: { buildMs: 26_000, buildPeakRssMb: 500, buildPeakTreeRssMb: drawingMb, cardsDrawn: 1029 },
        },
      ]).find((check) => check.budget.startsWith('build peak RSS'));
    expect(memoryWith(700)).toMatchObject({ pass: true, measured: 'worst 700 MB (N = 1000, every card drawn)' });
    expect(memoryWith(3900)).toMatchObject({ pass: false, breaches: ['N = 1000, every card drawn: 3900 MB'] });
  });
});

describe("the CPU slowdown Lighthouse's calibration guide gives a host", () => {
  it('is 4× at the reference index and falls linearly to 1× for the slowest hosts', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(50)).toBe(1);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
  });
});
