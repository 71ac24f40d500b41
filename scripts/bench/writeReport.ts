import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { ChunkSize, RouteSizes } from './assetSizes.ts';
import { buildSlopes, type BudgetCheck } from './budgets.ts';
import { VALIDATE_RUNS, type ContentScale } from './contentScale.ts';
import { calibratedCpuSlowdown, type LighthouseResults, type RouteLighthouse } from './lighthouseRuns.ts';
import { SCRIPT_COST_LOADS, type RouteScriptCost } from './scriptCost.ts';
import type { BenchOptions } from './options.ts';
import { CPU_SLOWDOWN, type RouteLoad } from './pageLoad.ts';

export interface Machine {
  node: string;
  chromium: string;
  /** The Lighthouse @lhci/cli runs (its own dependency). */
  lighthouse: string;
  lhci: string;
  cores: number;
  cpu: string;
  memoryGb: number;
  /** One-minute load average when the run started and ended: other work on the machine slows every figure. */
  loadAverage: { atStart: number; atEnd: number };
}

/** Everything one run measured; sections a run skipped are null. */
export interface BenchResults {
  date: string;
  machine: Machine;
  options: BenchOptions;
  durationMs: number;
  build: { ms: number; peakRssMb: number; routes: number | null };
  /** The one-minute load average as each section started. */
  loadAverageBySection: Record<string, number>;
  /** With `--ratios` only. */
  loads: RouteLoad[] | null;
  scriptCost: RouteScriptCost[] | null;
  lighthouse: LighthouseResults | null;
  /** Raw bytes of each canonical route's HTML. */
  htmlBytes: { route: string; raw: number; gzip: number }[];
  sizes: RouteSizes[];
  largestChunks: ChunkSize[];
  scale: ContentScale | null;
  budgets: BudgetCheck[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
// A count prints as a duration does: whole, or – where there is none.
const count = ms;
const score = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const cls = (value: number | null) => (value === null ? '–' : value.toFixed(3));
const times = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)}×`);
const pair = (a: string, b: string) => `${a} / ${b}`;
const withInterval = (ratio: string, interval: [number, number] | null) =>
  interval ? `${ratio} (${interval.map((end) => end.toFixed(2)).join('–')})` : ratio;

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

function budgetSection(budgets: readonly BudgetCheck[]): string {
  const verdict = (check: BudgetCheck) => (check.pass === null ? 'not measured' : check.pass ? 'pass' : '**FAIL**');
  const rows = budgets.map((check) => [check.budget, check.measured, verdict(check)]);
  const breaches = budgets
    .filter((check) => check.breaches.length > 0)
    .map((check) => `- ${check.budget}:\n${check.breaches.map((breach) => `  - ${breach}`).join('\n')}`);
  return [
    '## Budgets',
    '',
    table(['budget', 'measured', 'result'], rows),
    ...(breaches.length > 0 ? ['', 'Over budget:', '', ...breaches] : []),
  ].join('\n');
}

function loadSection(loads: readonly RouteLoad[], runs: number, loadAverage: number | undefined): string {
  const lcpRuns = loads[0]?.lcpRuns ?? runs;
  const lateLcp = loads.filter((load) => load.lateLcpLoads > 0);
  return [
    '## 5. With and without JavaScript (on demand: `--ratios`)',
    '',
    `Chromium, ${CPU_SLOWDOWN}× CPU slowdown, a 412 × 823 phone screen; each route loaded ${runs} times with JavaScript,`,
    `${runs} times without, and ${runs} times with JavaScript on but the page’s scripts blocked (the control),`,
    ...(lcpRuns > runs
      ? [
          `interleaved, and ${lcpRuns - runs} times more in each variant for LCP alone (${lcpRuns} LCP loads in all; those`,
          'stop once the page has loaded); medians, and the 95 % bootstrap interval of each LCP ratio.',
        ]
      : ['interleaved; medians, and the 95 % bootstrap interval of each LCP ratio.']),
    `Load average when this section started: ${loadAverage?.toFixed(2) ?? '?'}.`,
    '',
    table(
      [
        'route',
        'JS before load (gzip)',
        'main thread ms, with / without JS',
        'ratio (control)',
        'LCP ms, with / without JS',
        'ratio (95 % interval; control)',
        'island of its own',
      ],
      loads.map((load) => [
        `\`${load.route}\``,
        load.inlineJsGzip > 0
          ? `${kB(load.jsBeforeLoadGzip)} kB (${kB(load.inlineJsGzip)} inline)`
          : `${kB(load.jsBeforeLoadGzip)} kB`,
        pair(ms(load.mainThreadMs.withJs), ms(load.mainThreadMs.withoutJs)),
        `${times(load.mainThreadMs.ratio)} (${times(load.mainThreadMs.controlRatio)})`,
        pair(ms(load.lcpMs.withJs), ms(load.lcpMs.withoutJs)),
        `${withInterval(times(load.lcpMs.ratio), load.lcpMs.ratioInterval)}; ${times(load.lcpMs.controlRatio)}`,
        load.interactive ? 'yes' : 'no',
      ]),
    ),
    '',
    'The control is each ratio for the same page with every script file blocked (a script written into the page,',
    'the islands loader, still runs, and its import of the runtime fails): how far from 1 a ratio lands from what',
    'the browser spends on JavaScript being on, and from the spread of this many loads, when the page’s',
    'JavaScript costs next to nothing.',
    ...(lateLcp.length > 0
      ? [
          '',
          `**Late LCP**: on ${lateLcp.map((load) => `\`${load.route}\` (${load.lateLcpLoads} loads)`).join(', ')}, a load that`,
          'watched the page settle saw a larger LCP candidate after the page had loaded: the loads that stop there',
          'report too early an LCP on those routes.',
        ]
      : []),
  ].join('\n');
}

function lighthouseSection(
  results: readonly RouteLighthouse[],
  lighthouseVersion: string | null,
  runs: number,
  loadAverage: number | undefined,
): string {
  const rows = results.map(({ route, prerendered: p }) => [
    `\`${route}\``,
    score(p.performance),
    ms(p.fcpMs),
    ms(p.lcpMs),
    ms(p.tbtMs),
    cls(p.cls),
    score(p.seo),
  ]);
  const seoFailures = results
    .filter(({ prerendered }) => prerendered.failedSeoAudits.length > 0)
    .map(
      ({ route, prerendered }) =>
        `- \`${route}\`: ${prerendered.failedSeoAudits.map((audit) => `\`${audit.id}\` (${audit.title})`).join(', ')}`,
    );
  const errors = results.flatMap(({ route, prerendered }) =>
    prerendered.errors.map((error) => `- \`${route}\`: ${error}`),
  );
  const indexes = results.flatMap(({ prerendered }) =>
    prerendered.benchmarkIndex === null ? [] : [prerendered.benchmarkIndex],
  );
  const host =
    indexes.length === 0
      ? 'Lighthouse reported no benchmark index for this host.'
      : `Host benchmark index (Lighthouse's CPU measure, median per route): ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}. ` +
        `Lighthouse's calibration guide would emulate its reference phone on this host with a ` +
        `${calibratedCpuSlowdown(Math.min(...indexes)).toFixed(1)}–${calibratedCpuSlowdown(Math.max(...indexes)).toFixed(1)}× slowdown; ` +
        'the scores above use the standard 4× (an index of 1,533 is where 4× is calibrated).';
  return [
    '## 2. Lighthouse CI',
    '',
    `\`lhci collect\` with lighthouserc.json (Lighthouse ${lighthouseVersion ?? '?'}): mobile, DevTools throttling, median of ${runs} run${runs === 1 ? '' : 's'} per route; budgets judged by \`lhci assert\`, reports written by \`lhci upload --target=filesystem\` to \`bench/lhci/reports/\`. Load average when this section started: ${loadAverage?.toFixed(2) ?? '?'}.`,
    '',
    table(['route', 'performance', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SEO'], rows),
    '',
    host,
    '',
    seoFailures.length > 0 ? seoFailures.join('\n') : 'Every SEO audit passes on every route scored.',
    ...(errors.length > 0 ? ['', 'Lighthouse errors:', '', ...errors] : []),
  ].join('\n');
}

function scriptCostSection(costs: readonly RouteScriptCost[], loadAverage: number | undefined): string {
  const failed = costs.flatMap((cost) => cost.failedLoads.map((why) => `- \`${cost.route}\`: ${why}`));
  return [
    '## 1. Script time and long tasks',
    '',
    `Chromium, ${CPU_SLOWDOWN}× CPU slowdown, a 412 × 823 phone screen; each route loaded ${SCRIPT_COST_LOADS} times with`,
    'JavaScript, watched until its network was quiet and 1.5 s more; medians. Script time is `ScriptDuration` of',
    '`Performance.getMetrics`, main thread `TaskDuration`; long tasks (≥ 50 ms) from a `PerformanceObserver`',
    `registered before the page's scripts. Load average when this section started: ${loadAverage?.toFixed(2) ?? '?'};`,
    'each route’s own is in the table (on this 2-core machine, anything above about 2 stretches every time).',
    'One more load per route, on Lighthouse’s slow 4G and traced, counts the work it gave the browser rather than',
    'timing it, so the machine’s load does not move it (renderWork.ts): elements in the settled page, elements styled',
    'summed over every style recalculation (an element styled twice counts twice), layout objects summed over every',
    'layout (this one moves with when the font arrives).',
    '',
    table(
      [
        'route',
        'script ms',
        'main thread ms',
        'long tasks',
        'longest task ms',
        'DOM elements',
        'elements styled',
        'layout objects',
        'island of its own',
        'load average',
      ],
      costs.map((cost) => [
        `\`${cost.route}\``,
        ms(cost.scriptMs),
        ms(cost.taskMs),
        cost.longTasks === null ? '–' : String(cost.longTasks),
        ms(cost.longestTaskMs),
        count(cost.domElements),
        count(cost.renderWork?.elementsStyled ?? null),
        count(cost.renderWork?.layoutObjects ?? null),
        cost.interactive ? 'yes' : 'no',
        cost.loadAverage.toFixed(1),
      ]),
    ),
    ...(failed.length > 0 ? ['', 'Loads that failed (left out of the medians):', '', ...failed] : []),
  ].join('\n');
}

function sizeSections(
  sizes: readonly RouteSizes[],
  html: BenchResults['htmlBytes'],
  chunks: readonly ChunkSize[],
): string {
  const htmlOf = new Map(html.map((entry) => [entry.route, entry]));
  const routes = table(
    ['route', 'HTML kB', 'HTML gzip', 'JS files', 'JS gzip', 'inline JS gzip', 'CSS kB', 'CSS gzip'],
    sizes.map((route) => [
      `\`${route.route}\``,
      kB(htmlOf.get(route.route)?.raw ?? 0),
      kB(htmlOf.get(route.route)?.gzip ?? 0),
      String(route.js.files.length),
      kB(route.js.gzip),
      kB(route.inlineJs.gzip),
      kB(route.css.raw),
      kB(route.css.gzip),
    ]),
  );
  const largest = table(
    ['chunk', 'kB', 'gzip', 'brotli'],
    chunks.map((chunk) => [`\`${chunk.file}\``, kB(chunk.raw), kB(chunk.gzip), kB(chunk.brotli)]),
  );
  return [
    '## 3. Sizes',
    '',
    'Each route of the build, in kB (1,000 bytes): its HTML, and the scripts and stylesheet its HTML loads up front:',
    'the islands loader, written into the page (inline JS, part of the HTML) or linked as a file where the page has',
    "no room for it, and the page's stylesheet, cut for it from the site's (pages that need the same rules share one).",
    '',
    routes,
    '',
    '### Largest chunks',
    '',
    'Island code, fetched only by a page where that island starts, and only once it starts.',
    '',
    largest,
  ].join('\n');
}

export function scaleSection(scale: ContentScale): string {
  const { examples, points } = scale;
  const slopes = buildSlopes(points.filter((point) => !point.error));
  const rows = points.map((point) => {
    const slope = slopes.find((step) => step.to === point.syntheticPages);
    return [
      String(point.syntheticPages),
      String(point.pages),
      String(point.routesBuilt ?? '–'),
      `${ms(point.validateMs)} (${ms(point.validateReportedMs)})`,
      point.validateRunsMs ? point.validateRunsMs.map(ms).join(', ') : '–',
      point.validateAgainMs === undefined ? '–' : ms(point.validateAgainMs),
      String(Math.round(point.validatePeakRssMb)),
      point.error ? `failed after ${ms(point.buildMs)}` : ms(point.buildMs),
      slope ? slope.msPerPage.toFixed(1) : '–',
      String(Math.round(point.buildPeakRssMb)),
      point.buildPeakTreeRssMb === undefined ? '–' : String(Math.round(point.buildPeakTreeRssMb)),
      point.cardsDrawn === undefined || point.cardsDrawn === null ? '–' : String(point.cardsDrawn),
      point.distBytes === undefined ? '–' : (point.distBytes / 1e6).toFixed(1),
      point.loadAverage === undefined ? '–' : point.loadAverage.toFixed(1),
      point.homeJs ? `${kB(point.homeJs.gzip)} (${point.homeJs.files.length} files)` : '–',
    ];
  });
  const errors = points
    .filter((point) => point.error)
    .map((point) => `N = ${point.syntheticPages}:\n\n\`\`\`\n${point.error}\n\`\`\``);
  const left = examples.left.map(({ type, reason }) => `\`${type}\` (${reason})`);
  return [
    '## 4. Content scale',
    '',
    'N synthetic pages added to the real pages, each a hero and three block examples taken in turn, then',
    '`npm run validate` and `npm run build` run as separate processes on that folder, each with empty caches',
    "(compressed copies, critical CSS, validation's readings) but the share cards', which are the project's: a",
    'card is drawn once for a title (about 33 ms of CPU, docs/scale.md) and kept. The cards of the largest N’s',
    'synthetic pages are drawn into that cache before the first timed build, untimed' +
      (scale.cardsBefore
        ? ` (${scale.cardsBefore.drawn} of ${scale.cardsBefore.pages} drawn, in ${ms(scale.cardsBefore.ms)} ms)`
        : '') +
      ', so every timed build takes its cards from it; the table says how many cards each build drew.',
    `\`npm run validate\` runs ${VALIDATE_RUNS} times with no readings kept, each followed by a run with`,
    'the readings it kept (nothing changed); the medians are shown.',
    `Examples used: ${examples.used.length}.` +
      (left.length > 0 ? ` Left out, as the validator rejects them on a page: ${left.join('; ')}.` : ''),
    '',
    table(
      [
        'N',
        'pages',
        'routes built',
        'validate ms (validator’s own), median',
        'validate runs ms',
        'validate again ms',
        'validate peak RSS MB',
        'build ms',
        'build ms per added page',
        'build peak RSS MB (largest process)',
        'build peak RSS MB (process tree)',
        'share cards drawn',
        'dist MB',
        'load average',
        'initial JS of / kB gzip',
      ],
      rows,
    ),
    ...(errors.length > 0 ? ['', ...errors] : []),
    ...points.flatMap((point) =>
      point.everyCardDrawn
        ? [
            '',
            `A first build on a machine draws every page's share card: the build of N = ${point.syntheticPages} run again ` +
              `with none kept drew ${point.everyCardDrawn.cardsDrawn ?? 'an unreported number of'} cards in ` +
              `${ms(point.everyCardDrawn.buildMs)} ms, peak RSS ${Math.round(point.everyCardDrawn.buildPeakRssMb)} MB ` +
              `(process tree ${Math.round(point.everyCardDrawn.buildPeakTreeRssMb)} MB).`,
          ]
        : [],
    ),
    '',
    'Where the build’s time went at each N (its own account):',
    '',
    ...points.map((point) => `- N = ${point.syntheticPages}: ${point.buildPhases ?? 'not reported'}`),
  ].join('\n');
}

/** Writes bench/scale-results.json and bench/SCALE.md for `npm run bench -- --scale`. */
export async function writeScaleReport(
  benchDir: string,
  results: { date: string; machine: Machine; scale: ContentScale; budgets: BudgetCheck[]; durationMs: number },
): Promise<void> {
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, 'scale-results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const { machine } = results;
  const markdown = [
    '# Build at scale',
    '',
    `Written by \`npm run bench -- --scale\` on ${results.date} in ${Math.round(results.durationMs / 60_000)} min.`,
    '',
    `- Node ${machine.node}; ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB memory; load average ${machine.loadAverage.atStart.toFixed(1)} at the start, ${machine.loadAverage.atEnd.toFixed(1)} at the end (the machine is shared: figures under load are slower than on a quiet machine)`,
    '',
    budgetSection(results.budgets),
    '',
    scaleSection(results.scale),
    '',
    '- Wall time of each command including Node’s start-up; peak RSS of the largest process from GNU time, of the',
    '  whole process tree (build script and render workers, summed) sampled from /proc every 100 ms. Each build',
    '  starts with an empty compression cache.',
    '',
  ].join('\n');
  const markdownFile = path.join(benchDir, 'SCALE.md');
  const config = (await resolveConfig(markdownFile)) ?? {};
  writeFileSync(markdownFile, await format(markdown, { ...config, filepath: markdownFile }));
}

function methodSection(): string {
  return [
    '## How the figures are made',
    '',
    '- **The site**: `npm run build` into a temporary folder, served by `src/engine/hosting/staticServer.ts` on 127.0.0.1',
    '  (as `npm start` serves it: the build’s Brotli copy of every text file, as a static host would compress it).',
    '- **Script time and long tasks** (the default run): the same Chromium and phone screen, 4× CPU slowdown,',
    '  3 loads per route; a load that hangs (60 s for the load event or a quiet network, 30 s for any DevTools',
    '  command) fails alone, with what it waited for.',
    '- **Page loads** (`--ratios`): Chromium driven over the bare DevTools protocol (`scripts/bench/cdpConnection.ts`; an',
    '  automation library such as playwright adds a script world to every page, main-thread time that only the',
    `  loads with JavaScript would pay), a new browser context per load, the CPU slowed ${CPU_SLOWDOWN}×. The control`,
    '  blocks every `.js` request with `Network.setBlockedURLs`. A load lasts until the network is idle, every',
    '  `load` and `idle` island has started, and 3 s more have passed (islands that start when visible or',
    '  touched are not counted: a visitor who only reads the first screen never pays for them). Main-thread',
    '  time is `TaskDuration` from',
    '  `Performance.getMetrics`; LCP is the last `largest-contentful-paint` event of the `PerformanceTimeline`',
    '  domain, measured from the document request, the same way with and without JavaScript. One load’s LCP',
    '  varies by about a fifth here, uncorrelated with the loads next to it, so beside each LCP ratio of medians',
    '  is its 95 % bootstrap interval (2,000 resamples of each variant’s loads, a fixed seed): a ratio whose',
    '  interval holds both sides of the limit is not yet decided by this many loads. `--lcp-loads=N` adds loads',
    '  that stop once the page has loaded and its network is quiet, for LCP alone; a full load that sees a larger',
    '  candidate after that point is counted and reported. JS before load is the gzip size (the build’s own',
    '  `.gz` copy) of every script the page requested before its load event, and of the script written into it.',
    '- **Lighthouse CI**: `@lhci/cli` with `lighthouserc.json` (mobile, `throttlingMethod: devtools`: slow 4G,',
    '  4× CPU slowdown; categories performance and SEO; Debian’s Chromium), against the same server; its assertions',
    '  are the Lighthouse budgets. Each metric in the table is the median of its runs.',
    '- **Sizes**: gzip and brotli with Node’s default levels (gzip 6, brotli 11).',
    '- **Content scale**: wall time of each command including Node’s start-up; peak RSS from GNU time',
    '  (`/usr/bin/time`), or the process’s own high-water mark where that is missing.',
  ].join('\n');
}

/** "The full run", or how this run differs from it. */
function runKind(options: BenchOptions): string {
  const differences = [
    options.routes ? `routes ${options.routes.join(', ')} only` : '',
    options.ratios ? `with the ratios (${options.loads} page load(s) per route and variant)` : '',
    options.ratios && options.lcpLoads !== undefined && options.lcpLoads > options.loads
      ? `${options.lcpLoads} for LCP`
      : '',
    !options.lighthouse
      ? 'Lighthouse skipped'
      : options.runs !== 3
        ? `${options.runs} Lighthouse run(s) per route`
        : '',
    options.scale.length > 0 ? `content scale at N = ${options.scale.join(', ')}` : '',
  ].filter(Boolean);
  return differences.length === 0 ? '- The default run.' : `- **Not the default run**: ${differences.join('; ')}.`;
}

/** Writes bench/results.json and bench/RESULTS.md, the latter formatted as `npm run lint` expects. */
export async function writeReport(benchDir: string, results: BenchResults): Promise<void> {
  mkdirSync(benchDir, { recursive: true });
  writeFileSync(path.join(benchDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const { machine, options } = results;
  const sections = [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${results.date} in ${Math.round(results.durationMs / 60_000)} min.`,
    '',
    `- Node ${machine.node}, ${machine.chromium}, Lighthouse CI ${machine.lhci} (Lighthouse ${machine.lighthouse})`,
    `- ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB memory; load average ${machine.loadAverage.atStart.toFixed(1)} at the start, ${machine.loadAverage.atEnd.toFixed(1)} at the end`,
    `- Site build: ${results.build.routes ?? '?'} routes in ${ms(results.build.ms)} ms, peak RSS ${Math.round(results.build.peakRssMb)} MB`,
    runKind(options),
    '',
    budgetSection(results.budgets),
    '',
    results.scriptCost
      ? scriptCostSection(results.scriptCost, results.loadAverageBySection.scriptCost)
      : '## 1. Script time and long tasks\n\nSkipped in this run.',
    '',
    results.lighthouse
      ? lighthouseSection(
          results.lighthouse.routes,
          results.lighthouse.lighthouseVersion,
          options.runs,
          results.loadAverageBySection.lighthouse,
        )
      : '## 2. Lighthouse CI\n\nSkipped in this run.',
    '',
    sizeSections(results.sizes, results.htmlBytes, results.largestChunks),
    '',
    results.scale
      ? scaleSection(results.scale)
      : '## 4. Content scale\n\nOn demand (`--scale=30,300,3000`); not in this run.',
    '',
    results.loads
      ? loadSection(results.loads, options.loads, results.loadAverageBySection.loads)
      : '## 5. With and without JavaScript\n\nOn demand (`--ratios`); not in this run.',
    '',
    methodSection(),
    '',
  ];
  const markdownFile = path.join(benchDir, 'RESULTS.md');
  const config = (await resolveConfig(markdownFile)) ?? {};
  writeFileSync(markdownFile, await format(sections.join('\n'), { ...config, filepath: markdownFile }));
}
