import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/browser/chromium.ts';
import { median, middleHalf } from './statistics.ts';

/** How much slower than this machine the page's CPU runs: a mid-range phone, as the issue measures. */
export const CPU_SLOWDOWN = 4;
/** How long a page is watched once its network is quiet, with or without JavaScript (see settle). */
const SETTLE_MS = 3000;

/** One load of a page, with or without JavaScript. */
interface LoadSample {
  /** Main-thread task time from navigation until the page settled, in ms (CDP Performance.TaskDuration). */
  mainThreadMs: number;
  /** Largest Contentful Paint, in ms from navigation. */
  lcpMs: number | null;
  /** Scripts requested before the load event, as paths. */
  scriptsBeforeLoad: string[];
}

/**
 * The spread of a ratio over the runs: each run's load with JavaScript over the load without it that ran next
 * to it. Half the runs' ratios lie between `low` and `high`; a budget on the ratio of the medians means little
 * when this range is wide and holds both sides of the limit.
 */
export interface PairRatios {
  low: number;
  high: number;
}

export interface RouteLoad {
  route: string;
  runs: number;
  /** Gzip bytes of the scripts requested before the load event (the median run's set). */
  jsBeforeLoadGzip: number;
  scriptsBeforeLoad: string[];
  /** Medians over the runs. */
  mainThreadMs: { withJs: number; withoutJs: number; ratio: number };
  lcpMs: { withJs: number | null; withoutJs: number | null; ratio: number | null; pairRatios: PairRatios | null };
  /** Whether the page has an island of its own (not the shell's): a block that is interactive. */
  interactive: boolean;
}

const gzipBytes = new Map<string, number>();

/** The gzip size of a built file, from the build's own .gz copy when it wrote one. */
function gzipSizeOf(distDir: string, urlPath: string): number {
  const file = path.join(distDir, urlPath);
  let size = gzipBytes.get(file);
  if (size === undefined) {
    size = existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : gzipSync(readFileSync(file)).length;
    gzipBytes.set(file, size);
  }
  return size;
}

/**
 * Waits until a load has settled: the network quiet, then the same window for both variants, long enough for the
 * islands that start at load or idle to start, since they are part of what the page costs. Nothing is evaluated in
 * the page meanwhile: a polling check would itself be main-thread time, counted against the variant with
 * JavaScript alone.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(SETTLE_MS);
  await page.waitForLoadState('networkidle');
}

/** One load of a page, with or without JavaScript. */
async function loadOnce(browser: Browser, url: string, withJs: boolean): Promise<LoadSample> {
  const context = await browser.newContext({
    javaScriptEnabled: withJs,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // LCP from the DevTools protocol, the same way with and without JavaScript (no page script can observe it then).
    let navigationStart: number | undefined;
    let lcpAt: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && navigationStart === undefined) navigationStart = event.wallTime;
    });
    cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.lcpDetails) lcpAt = event.lcpDetails.renderTime || event.lcpDetails.loadTime;
    });
    await cdp.send('Network.enable');
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const { metrics } = await cdp.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
    const scriptsBeforeLoad = withJs
      ? await page.evaluate(() => {
          const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
          return performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime < navigation.loadEventStart && /\.js($|\?)/.test(entry.name))
            .map((entry) => new URL(entry.name).pathname);
        })
      : [];
    const lcpMs = lcpAt !== undefined && navigationStart !== undefined ? (lcpAt - navigationStart) * 1000 : null;
    return { mainThreadMs: taskSeconds * 1000, lcpMs, scriptsBeforeLoad };
  } finally {
    await context.close();
  }
}

/** The middle half of the runs' ratios `withJs[run] / withoutJs[run]`, over the runs that measured both. */
export function pairRatios(
  withJs: readonly (number | null)[],
  withoutJs: readonly (number | null)[],
): PairRatios | null {
  const ratios = withJs.flatMap((scripted, run) => {
    const plain = withoutJs[run];
    return scripted === null || plain === null || plain === undefined || plain === 0 ? [] : [scripted / plain];
  });
  if (ratios.length === 0) return null;
  const [low, high] = middleHalf(ratios);
  return { low, high };
}

export interface PageLoadOptions {
  origin: string;
  distDir: string;
  routes: readonly string[];
  /** Loads per route and variant; the runs alternate with and without JavaScript. */
  runs: number;
  /** Whether a route's page has an island of its own. */
  interactive: (route: string) => boolean;
}

/** Loads every route `runs` times with JavaScript and `runs` times without, interleaved, under 4× CPU slowdown. */
export async function measurePageLoads(options: PageLoadOptions, log: (line: string) => void): Promise<RouteLoad[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const results: RouteLoad[] = [];
    for (const route of options.routes) {
      const withJs: LoadSample[] = [];
      const withoutJs: LoadSample[] = [];
      // The variants take turns, and which goes first alternates too, so neither always meets a colder browser.
      for (let run = 0; run < options.runs; run += 1) {
        for (const scripted of run % 2 === 0 ? [true, false] : [false, true]) {
          const sample = await loadOnce(browser, options.origin + route, scripted);
          (scripted ? withJs : withoutJs).push(sample);
        }
      }
      const main = {
        withJs: median(withJs.map((sample) => sample.mainThreadMs)),
        withoutJs: median(withoutJs.map((sample) => sample.mainThreadMs)),
      };
      const lcpWith = withJs.flatMap((sample) => (sample.lcpMs === null ? [] : [sample.lcpMs]));
      const lcpWithout = withoutJs.flatMap((sample) => (sample.lcpMs === null ? [] : [sample.lcpMs]));
      const lcp = {
        withJs: lcpWith.length > 0 ? median(lcpWith) : null,
        withoutJs: lcpWithout.length > 0 ? median(lcpWithout) : null,
        pairRatios: pairRatios(
          withJs.map((sample) => sample.lcpMs),
          withoutJs.map((sample) => sample.lcpMs),
        ),
      };
      // Every run requests the same scripts before load; the union guards against one that raced.
      const scripts = [...new Set(withJs.flatMap((sample) => sample.scriptsBeforeLoad))].sort();
      const result: RouteLoad = {
        route,
        runs: options.runs,
        jsBeforeLoadGzip: scripts.reduce((sum, script) => sum + gzipSizeOf(options.distDir, script), 0),
        scriptsBeforeLoad: scripts,
        mainThreadMs: { ...main, ratio: main.withJs / main.withoutJs },
        lcpMs: { ...lcp, ratio: lcp.withJs !== null && lcp.withoutJs ? lcp.withJs / lcp.withoutJs : null },
        interactive: options.interactive(route),
      };
      log(
        `  ${route}: JS before load ${(result.jsBeforeLoadGzip / 1000).toFixed(1)} kB, main thread ${Math.round(main.withJs)} / ${Math.round(main.withoutJs)} ms (×${result.mainThreadMs.ratio.toFixed(2)}), LCP ${Math.round(lcp.withJs ?? NaN)} / ${Math.round(lcp.withoutJs ?? NaN)} ms`,
      );
      results.push(result);
    }
    return results;
  } finally {
    await browser.close();
  }
}
