import { parseArgs } from 'node:util';

/** The routes Lighthouse scores by default: the ones with a performance budget of 100. */
export const LIGHTHOUSE_ROUTES = ['/', '/privacy', '/blog', '/status'];

/** What one `npm run bench` measures; the defaults are the default run (budgets CI can judge in minutes). */
export interface BenchOptions {
  /** Canonical routes to measure; undefined means every one for page loads and LIGHTHOUSE_ROUTES for Lighthouse. */
  routes: string[] | undefined;
  /** Lighthouse runs per route; medians are reported. */
  runs: number;
  /** With `--ratios`: page loads per route with JavaScript, and as many without, interleaved; medians are reported. */
  loads: number;
  /**
   * Page loads per route and variant that measure LCP, the `loads` included; the extra ones stop once the page has
   * loaded. Undefined: as many as `loads`.
   */
  lcpLoads: number | undefined;
  lighthouse: boolean;
  /** The with/without-JavaScript main-thread and LCP ratios (on demand: they take far longer than the budgets). */
  ratios: boolean;
  /** Synthetic page counts for the content-scale section; empty skips it (the default). */
  scale: number[];
  /** `--scale` alone: only the content-scale section, at SCALE_COUNTS. */
  scaleOnly: boolean;
  /** Leave bench/tmp/ in place after the run, to inspect the builds. */
  keep: boolean;
}

/** The page counts `npm run bench -- --scale` measures, the build's scale budgets being set at these sizes. */
export const SCALE_COUNTS = [0, 1000, 3000, 10000];

export const USAGE = `usage: npm run bench -- [--routes=/,/banking] [--runs=3] [--skip-lighthouse] [--ratios [--loads=5] [--lcp-loads=100]] [--scale=30,300,3000] [--skip-scale] [--keep]
       npm run bench -- --scale [--scale=0,1000]   content scale only (N = ${SCALE_COUNTS.join(', ')} unless given)
       npm run bench -- --edit-loop [--edits=10] [--edit-pages=30,3000] [--keep]`;

/** `--scale` alone asks for the content-scale section only; parseArgs reads it under this name. */
const SCALE_ONLY = '--scale-only-section';

function fail(message: string): never {
  throw new Error(`${message}\n${USAGE}`);
}

function wholeNumber(text: string, flag: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 0)
    fail(`--${flag} takes whole numbers of 0 or more, not "${text}"`);
  return value;
}

function positiveInteger(text: string | undefined, flag: string, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (text.trim() === '' || !Number.isInteger(value) || value < 1)
    fail(`--${flag} takes a whole number of 1 or more, not "${text}"`);
  return value;
}

export function parseBenchOptions(argv: readonly string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv.map((argument) => (argument === '--scale' ? SCALE_ONLY : argument)),
      strict: true,
      allowPositionals: false,
      options: {
        routes: { type: 'string' },
        runs: { type: 'string' },
        loads: { type: 'string' },
        'lcp-loads': { type: 'string' },
        'skip-lighthouse': { type: 'boolean' },
        ratios: { type: 'boolean' },
        scale: { type: 'string' },
        [SCALE_ONLY.slice(2)]: { type: 'boolean' },
        'skip-scale': { type: 'boolean' },
        keep: { type: 'boolean' },
      },
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message.replaceAll(SCALE_ONLY, '--scale') : String(error));
  }
  const scaleOnly = values[SCALE_ONLY.slice(2)] === true;
  const given = values.scale?.split(',').map((count) => wholeNumber(count, 'scale'));
  const scale = values['skip-scale'] ? [] : (given ?? (scaleOnly ? [...SCALE_COUNTS] : []));
  return {
    routes: values.routes?.split(',').filter(Boolean),
    runs: positiveInteger(values.runs, 'runs', 3),
    loads: positiveInteger(values.loads, 'loads', 5),
    lcpLoads: values['lcp-loads'] === undefined ? undefined : positiveInteger(values['lcp-loads'], 'lcp-loads', 1),
    lighthouse: values['skip-lighthouse'] !== true,
    ratios: values.ratios === true,
    scale: scale.sort((a, b) => a - b),
    scaleOnly,
    keep: values.keep === true,
  };
}
