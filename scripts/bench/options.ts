/** The routes Lighthouse scores by default: the ones with a performance budget of 100. */
export const LIGHTHOUSE_ROUTES = ['/', '/privacy', '/blog', '/status'];

/** What one `npm run bench` measures; the defaults are the full run. */
export interface BenchOptions {
  /** Canonical routes to measure; undefined means every one for page loads and LIGHTHOUSE_ROUTES for Lighthouse. */
  routes: string[] | undefined;
  /** Lighthouse runs per route; medians are reported. */
  runs: number;
  /** Page loads per route with JavaScript, and as many without, interleaved; medians are reported. */
  loads: number;
  /**
   * Page loads per route and variant that measure LCP, the `loads` included; the extra ones stop once the page has
   * loaded. Undefined: as many as `loads`.
   */
  lcpLoads: number | undefined;
  lighthouse: boolean;
  /** Synthetic page counts for the content-scale section; empty skips it. */
  scale: number[];
  /** `--scale` alone: only the content-scale section, at SCALE_COUNTS. */
  scaleOnly: boolean;
  /** Leave bench/tmp/ in place after the run, to inspect the builds. */
  keep: boolean;
}

/** The page counts `npm run bench -- --scale` measures, the build's scale budgets being set at these sizes. */
export const SCALE_COUNTS = [0, 1000, 3000, 10000];

const USAGE = `usage: npm run bench -- [--routes=/,/banking] [--loads=5] [--lcp-loads=100] [--runs=3] [--skip-lighthouse] [--scale=30,300,3000] [--skip-scale] [--keep]
       npm run bench -- --scale [--scale=0,1000]   content scale only (N = ${SCALE_COUNTS.join(', ')} unless given)
       npm run bench -- --edit-loop [--edits=10] [--edit-pages=30,3000] [--keep]`;

function wholeNumber(text: string, flag: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0)
    throw new Error(`${flag} takes whole numbers of 0 or more, not "${text}"\n${USAGE}`);
  return value;
}

function positiveInteger(text: string, flag: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${flag} takes a whole number of 1 or more, not "${text}"\n${USAGE}`);
  return value;
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    routes: undefined,
    runs: 3,
    loads: 5,
    lcpLoads: undefined,
    lighthouse: true,
    scale: [30, 300, 3000],
    scaleOnly: false,
    keep: false,
  };
  for (const argument of argv) {
    const [flag, value = ''] = argument.split(/=(.*)/s);
    if (flag === '--routes') options.routes = value.split(',').filter(Boolean);
    else if (flag === '--runs') options.runs = positiveInteger(value, flag);
    else if (flag === '--loads') options.loads = positiveInteger(value, flag);
    else if (flag === '--lcp-loads') options.lcpLoads = positiveInteger(value, flag);
    else if (flag === '--skip-lighthouse') options.lighthouse = false;
    else if (argument === '--scale') {
      options.scaleOnly = true;
      if (!argv.some((other) => other.startsWith('--scale='))) options.scale = [...SCALE_COUNTS];
    } else if (flag === '--scale') options.scale = value.split(',').map((count) => wholeNumber(count, flag));
    else if (flag === '--skip-scale') options.scale = [];
    else if (flag === '--keep') options.keep = true;
    else throw new Error(`unknown option "${argument}"\n${USAGE}`);
  }
  options.scale.sort((a, b) => a - b);
  return options;
}
