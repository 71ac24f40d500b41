import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import type { AssetGroup, ChunkSize, RouteSizes } from './assetSizes.ts';
import { buildSlopes, type BudgetCheck } from './budgets.ts';
import type { ContentScale } from './contentScale.ts';
import type { RouteLighthouse } from './lighthouseRuns.ts';
import type { BenchOptions } from './options.ts';

export interface Machine {
  node: string;
  chromium: string;
  lighthouse: string;
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
  /** Whether the client-only site's assets carry the very file names of the prerendered site's. */
  clientOnlySameAssets: boolean;
  lighthouse: RouteLighthouse[] | null;
  sizes: RouteSizes[];
  largestChunks: ChunkSize[];
  scale: ContentScale | null;
  budgets: BudgetCheck[];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const score = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
const cls = (value: number | null) => (value === null ? '–' : value.toFixed(3));
const times = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)}×`);
const pair = (a: string, b: string) => `${a} / ${b}`;

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

function lighthouseSections(results: readonly RouteLighthouse[], runs: number): string {
  const sideBySide = table(
    ['route', 'performance', 'FCP ms', 'LCP ms', 'LCP ratio', 'TBT ms', 'CLS', 'SEO'],
    results.map(({ route, prerendered: p, clientOnly: c, lcpPrerenderedOverClientOnly }) => [
      `\`${route}\``,
      pair(score(p.performance), score(c.performance)),
      pair(ms(p.fcpMs), ms(c.fcpMs)),
      pair(ms(p.lcpMs), ms(c.lcpMs)),
      times(lcpPrerenderedOverClientOnly),
      pair(ms(p.tbtMs), ms(c.tbtMs)),
      pair(cls(p.cls), cls(c.cls)),
      pair(score(p.seo), score(c.seo)),
    ]),
  );
  const withoutJs = table(
    ['route', 'LCP ms with JS', 'LCP ms without JS', 'with / without', 'FCP ms without JS', 'performance without JS'],
    results.map(({ route, prerendered, noJs, lcpWithJsOverWithout }) => [
      `\`${route}\``,
      ms(prerendered.lcpMs),
      ms(noJs.lcpMs),
      times(lcpWithJsOverWithout),
      ms(noJs.fcpMs),
      score(noJs.performance),
    ]),
  );
  const seoFailures = results
    .filter(({ prerendered }) => prerendered.failedSeoAudits.length > 0)
    .map(
      ({ route, prerendered }) =>
        `- \`${route}\`: ${prerendered.failedSeoAudits.map((audit) => `\`${audit.id}\` (${audit.title})`).join(', ')}`,
    );
  const clientOnlyFailures = new Map(
    results.flatMap(({ clientOnly }) => clientOnly.failedSeoAudits.map((audit) => [audit.id, audit.title])),
  );
  const errors = results.flatMap(({ route, prerendered, clientOnly, noJs }) =>
    [...prerendered.errors, ...clientOnly.errors, ...noJs.errors].map((error) => `- \`${route}\`: ${error}`),
  );
  return [
    '## 1. Prerendered and client-only, side by side',
    '',
    `Lighthouse, mobile, DevTools throttling, median of ${runs} run${runs === 1 ? '' : 's'} per route and variant.`,
    'Each cell reads **prerendered / client-only**; the LCP ratio is prerendered ÷ client-only (below 1: prerendering is faster).',
    '',
    sideBySide,
    '',
    '## 2. The limit: the prerendered page without JavaScript',
    '',
    'LCP with JavaScript ÷ LCP without it: 1.00× means the scripts cost the largest paint nothing.',
    '',
    withoutJs,
    '',
    '## SEO audits (prerendered)',
    '',
    seoFailures.length > 0 ? seoFailures.join('\n') : 'Every SEO audit passes on every route measured.',
    '',
    clientOnlyFailures.size > 0
      ? `The client-only site, for comparison, fails ${[...clientOnlyFailures].map(([id, title]) => `\`${id}\` (${title})`).join(', ')}.`
      : 'The client-only site, for comparison, passes every SEO audit too.',
    ...(errors.length > 0 ? ['', 'Lighthouse errors:', '', ...errors] : []),
  ].join('\n');
}

function sizeRow(group: AssetGroup): string[] {
  return [kB(group.raw), kB(group.gzip), kB(group.brotli)];
}

function sizeSections(sizes: readonly RouteSizes[], chunks: readonly ChunkSize[]): string {
  const routes = table(
    ['route', 'JS files', 'JS kB', 'JS gzip', 'JS brotli', 'CSS files', 'CSS kB', 'CSS gzip', 'CSS brotli'],
    sizes.map((route) => [
      `\`${route.route}\``,
      String(route.js.files.length),
      ...sizeRow(route.js),
      String(route.css.files.length),
      ...sizeRow(route.css),
    ]),
  );
  const notPreloaded = sizes
    .filter((route) => route.notPreloaded.length > 0)
    .map((route) => `- \`${route.route}\`: ${route.notPreloaded.join(', ')}`);
  const largest = table(
    ['chunk', 'kB', 'gzip', 'brotli', 'what is in it (share of pre-minification code)'],
    chunks.map((chunk) => [
      `\`${chunk.file}\``,
      kB(chunk.raw),
      kB(chunk.gzip),
      kB(chunk.brotli),
      chunk.parts.length === 0
        ? 'unknown (not in the analysis build)'
        : chunk.parts
            .slice(0, 5)
            .map((part) => `${part.source} ${Math.round(part.share * 100)} %`)
            .join(', ') + (chunk.parts.length > 5 ? `, ${chunk.parts.length - 5} more` : ''),
    ]),
  );
  return [
    '## 3. Sizes',
    '',
    'Initial JS and CSS of each route of the prerendered build, in kB (1,000 bytes).',
    '',
    routes,
    ...(notPreloaded.length > 0
      ? ['', 'Statically imported but not preloaded by the HTML (an extra round trip each):', '', ...notPreloaded]
      : []),
    '',
    '### Largest chunks',
    '',
    largest,
  ].join('\n');
}

function scaleSection({ examples, points }: ContentScale): string {
  const slopes = buildSlopes(points.filter((point) => !point.error));
  const rows = points.map((point) => {
    const slope = slopes.find((step) => step.to === point.syntheticPages);
    return [
      String(point.syntheticPages),
      String(point.pages),
      String(point.routesBuilt ?? '–'),
      `${ms(point.validateMs)} (${ms(point.validateReportedMs)})`,
      String(Math.round(point.validatePeakRssMb)),
      point.error ? `failed after ${ms(point.buildMs)}` : ms(point.buildMs),
      slope ? slope.msPerPage.toFixed(1) : '–',
      String(Math.round(point.buildPeakRssMb)),
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
    '`npm run validate` and `npm run build` run as separate processes on that folder.',
    `Examples used: ${examples.used.length}.` +
      (left.length > 0 ? ` Left out, as the validator rejects them on a page: ${left.join('; ')}.` : ''),
    '',
    table(
      [
        'N',
        'pages',
        'routes built',
        'validate ms (validator’s own)',
        'validate peak RSS MB',
        'build ms',
        'build ms per added page',
        'build peak RSS MB',
        'initial JS of / kB gzip',
      ],
      rows,
    ),
    ...(errors.length > 0 ? ['', ...errors] : []),
  ].join('\n');
}

function methodSection(results: BenchResults): string {
  return [
    '## How the figures are made',
    '',
    '- **Prerendered**: `npm run build` into a temporary folder, served by `src/engine/staticServer.ts` on 127.0.0.1',
    '  (as `npm start` serves it: the build’s Brotli copy of every text file, as a static host would compress it).',
    '- **Client-only**: the same Vite client build run again on its own (no server bundle, no prerendering), with',
    '  every HTML file the prerendered site has (each route and `404.html`) replaced by Vite’s `index.html`:',
    '  an empty `#root`, no page title or meta tags, only the entry script and its module preloads. The app then',
    '  renders every page in the browser (`createRoot`), as the old site did. Its hashed assets are',
    `  ${results.clientOnlySameAssets ? 'identical to' : '**not** identical to'} the prerendered build’s; it is`,
    '  compressed and served the same way.',
    '- **Without JavaScript**: the prerendered site with every `*.js` request blocked (Lighthouse',
    '  `blockedUrlPatterns`); the pages hold no inline script besides JSON-LD data. Chromium’s own',
    '  JavaScript switch cannot be used, as Lighthouse needs the debugger.',
    '- **Lighthouse**: mobile form factor, `throttlingMethod: devtools` (slow 4G, 4× CPU slowdown), categories',
    '  performance and SEO, one Chromium per route, the variants taking turns run by run. Each metric is the',
    '  median of its runs. The canonical routes are every page’s `path` (aliases and the not-found page left out).',
    '- **Initial JS / CSS**: every script the route’s HTML loads up front (the entry `<script>` and each',
    '  `modulepreload`), plus anything those import statically, and every stylesheet it links or inlines (counted',
    '  as the file a `<style data-href>` names). gzip and brotli',
    '  with Node’s default levels (gzip 6, brotli 11).',
    '- **Chunk contents**: the rendered length of each module (after tree-shaking, before minification), as the',
    '  bundler reports it, grouped by npm package or project folder.',
    '- **Content scale**: wall time of each command including Node’s start-up; peak RSS from GNU time',
    '  (`/usr/bin/time`), or the process’s own high-water mark where that is missing.',
  ].join('\n');
}

/** "The full run", or how this run differs from it. */
function runKind(options: BenchOptions): string {
  const differences = [
    options.routes ? `routes ${options.routes.join(', ')} only` : '',
    !options.lighthouse
      ? 'Lighthouse skipped'
      : options.runs !== 3
        ? `${options.runs} Lighthouse run(s) per route`
        : '',
    options.scale.length === 0
      ? 'content scale skipped'
      : options.scale.join() !== '30,300,3000'
        ? `N = ${options.scale.join(', ')}`
        : '',
  ].filter(Boolean);
  return differences.length === 0 ? '- The full run.' : `- **Partial run**: ${differences.join('; ')}.`;
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
    `- Node ${machine.node}, ${machine.chromium}, Lighthouse ${machine.lighthouse}`,
    `- ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB memory; load average ${machine.loadAverage.atStart.toFixed(1)} at the start, ${machine.loadAverage.atEnd.toFixed(1)} at the end`,
    `- Site build: ${results.build.routes ?? '?'} routes in ${ms(results.build.ms)} ms, peak RSS ${Math.round(results.build.peakRssMb)} MB`,
    runKind(options),
    '',
    budgetSection(results.budgets),
    '',
    results.lighthouse
      ? lighthouseSections(results.lighthouse, options.runs)
      : '## 1–2. Lighthouse\n\nSkipped in this run.',
    '',
    sizeSections(results.sizes, results.largestChunks),
    '',
    results.scale ? scaleSection(results.scale) : '## 4. Content scale\n\nSkipped in this run.',
    '',
    methodSection(results),
    '',
  ];
  const markdownFile = path.join(benchDir, 'RESULTS.md');
  const config = (await resolveConfig(markdownFile)) ?? {};
  writeFileSync(markdownFile, await format(sections.join('\n'), { ...config, filepath: markdownFile }));
}
