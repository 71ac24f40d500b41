import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_PATH } from '../chromium.ts';
import { outputTargets } from '../../src/engine/render/outputPaths.ts';
import { inlineJsSize } from './assetSizes.ts';
import { CdpConnection, type CdpSession } from './cdpConnection.ts';
import { median, ratioOfMediansInterval } from './statistics.ts';
import { withTimeout } from './timeout.ts';

/** How much slower than this machine the page's CPU runs: a mid-range phone, as the issue measures. */
export const CPU_SLOWDOWN = 4;
/** How long a page is watched once its network is quiet, the same in every variant (see loadOnce). */
const SETTLE_MS = 3000;
/** How long no request may be open for the network to count as quiet, as playwright's `networkidle` waits. */
const NETWORK_QUIET_MS = 500;
/** How long a page may take to fire its load event, and then to quiet its network, before its load fails. */
export const LOAD_TIMEOUT_MS = 60_000;

/**
 * How a page is loaded: with JavaScript, without it, or with it on but the page's script files blocked. The last is
 * the measurement's control: it pays whatever the browser (and the harness) spend on a page just for JavaScript
 * being on, but none of the page's script files (a script written into the page, the islands loader, still runs;
 * its import of the runtime fails), so its ratio to the load without JavaScript shows how far from 1 a ratio lands
 * when the page's JavaScript costs next to nothing.
 */
export type LoadVariant = 'withJs' | 'withoutJs' | 'scriptsBlocked';

const VARIANTS: readonly LoadVariant[] = ['withJs', 'withoutJs', 'scriptsBlocked'];

/** One load of a page. */
interface LoadSample {
  /**
   * Main-thread task time from navigation until the page settled, in ms (CDP Performance.TaskDuration); null for a
   * load that measured LCP only.
   */
  mainThreadMs: number | null;
  /** Largest Contentful Paint, in ms from navigation. */
  lcpMs: number | null;
  /**
   * Whether the page painted a larger LCP candidate after the point where a load that measures LCP only stops (its
   * load event and quiet network); always false for such a load, which cannot see it.
   */
  lateLcp: boolean;
  /** Scripts requested before the load event, as paths. */
  scriptsBeforeLoad: string[];
}

/** Medians over the runs of one measure, and the ratios that compare them. */
interface Compared {
  withJs: number | null;
  withoutJs: number | null;
  /** The control: JavaScript on, the page's scripts blocked. */
  scriptsBlocked: number | null;
  /** withJs ÷ withoutJs: what the budget checks. */
  ratio: number | null;
  /** scriptsBlocked ÷ withoutJs: the same ratio for a page whose JavaScript costs nothing. */
  controlRatio: number | null;
  /**
   * How precisely these loads know `ratio`: its 95 % bootstrap interval (see ratioOfMediansInterval). A budget
   * on the ratio means little when this interval holds both sides of the limit.
   */
  ratioInterval: [number, number] | null;
}

export interface RouteLoad {
  route: string;
  /** Loads per variant that measured everything (the main-thread figures come from these). */
  runs: number;
  /** Loads per variant that measured LCP: the `runs` above and the loads that stop once the page has loaded. */
  lcpRuns: number;
  /**
   * Of the loads that measured everything, how many painted a larger LCP candidate after the point where a load
   * that measures LCP only stops: when above 0, those shorter loads report too early an LCP.
   */
  lateLcpLoads: number;
  /**
   * Gzip bytes of the JavaScript a page runs before its load event: the scripts it requested (every run's set) and
   * the scripts written into its HTML (the islands loader, when the page carries it inline).
   */
  jsBeforeLoadGzip: number;
  scriptsBeforeLoad: string[];
  /** Gzip bytes of the JavaScript written into the page's HTML, included in jsBeforeLoadGzip. */
  inlineJsGzip: number;
  mainThreadMs: Compared & { withJs: number; withoutJs: number; ratio: number };
  lcpMs: Compared;
  /** Whether the page has an island of its own (not the shell's): a block that is interactive. */
  interactive: boolean;
  /** Loads that failed (a hung page, a DevTools command that timed out), each with why; left out of the medians. */
  failedLoads: string[];
}

/** The gzip size of the JavaScript written into a route's built HTML (see inlineJavaScript). */
function inlineJsGzipOf(distDir: string, route: string): number {
  const [{ file }] = outputTargets(route);
  return inlineJsSize(readFileSync(path.join(distDir, file), 'utf8')).gzip;
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

/** Resolves once no request of the page has been open for NETWORK_QUIET_MS (playwright's `networkidle`). */
export function networkQuiet(open: ReadonlySet<string>, changed: { listener?: () => void }): Promise<void> {
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    const check = () => {
      clearTimeout(timer);
      if (open.size === 0)
        timer = setTimeout(() => {
          changed.listener = undefined;
          resolve();
        }, NETWORK_QUIET_MS);
    };
    changed.listener = check;
    check();
  });
}

/**
 * One load of a page in a browser context of its own, driven over the bare DevTools protocol (see CdpConnection).
 * It waits until the load has settled: the network quiet, then the same window for every variant, long enough for
 * the islands that start at load or idle to start, since they are part of what the page costs. Nothing is evaluated
 * in the page at any point: a polling check would itself be main-thread time, counted against the variant with
 * JavaScript alone. A load that measures `'lcp'` only stops once the page has loaded and its network is quiet.
 */
async function loadOnce(
  cdp: CdpConnection,
  url: string,
  variant: LoadVariant,
  measures: 'all' | 'lcp',
  settleMs: number,
): Promise<LoadSample> {
  const { browserContextId } = await cdp.send('Target.createBrowserContext', { disposeOnDetach: true });
  let page: CdpSession | undefined;
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    page = cdp.session(sessionId);
    /** When the document was requested, in seconds since the epoch (the clock of the LCP events). */
    let navigationWallTime: number | undefined;
    let loadedAt: number | undefined;
    let lcpAt: number | undefined;
    const open = new Set<string>();
    const networkChanged: { listener?: () => void } = {};
    const scripts = new Map<string, { url: string; timestamp: number; received: boolean }>();
    let loaded!: () => void;
    const load = new Promise<void>((resolve) => (loaded = resolve));
    page.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && navigationWallTime === undefined) navigationWallTime = event.wallTime;
      // By address, as the control's blocking pattern matches them: a module preload is no `Script` request.
      if (new URL(event.request.url).pathname.endsWith('.js'))
        scripts.set(event.requestId, { url: event.request.url, timestamp: event.timestamp, received: false });
      open.add(event.requestId);
      networkChanged.listener?.();
    });
    for (const end of ['Network.loadingFinished', 'Network.loadingFailed'] as const)
      page.on(end, (event) => {
        open.delete(event.requestId);
        const script = scripts.get(event.requestId);
        if (script && end === 'Network.loadingFinished') script.received = true;
        networkChanged.listener?.();
      });
    page.on('Page.loadEventFired', (event) => {
      if (navigationWallTime === undefined || loadedAt !== undefined) return;
      loadedAt = event.timestamp;
      loaded();
    });
    // LCP from the DevTools protocol, the same way in every variant (no page script can observe it without JS).
    page.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
      if (event.lcpDetails) lcpAt = event.lcpDetails.renderTime || event.lcpDetails.loadTime;
    });
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    if (variant === 'withoutJs') await page.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.send('Network.enable', {});
    if (variant === 'scriptsBlocked')
      await page.send('Network.setBlockedURLs', { urlPatterns: [{ urlPattern: '*://*:*/*.js', block: true }] });
    await page.send('Page.enable', {});
    await page.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.send('Performance.enable', {});
    await page.send('Page.navigate', { url });
    await withTimeout(load, LOAD_TIMEOUT_MS, `${url}: the load event`);
    await withTimeout(networkQuiet(open, networkChanged), LOAD_TIMEOUT_MS, `${url}: a quiet network after load`);
    const lcpWhenLoaded = lcpAt;
    let mainThreadMs: number | null = null;
    if (measures === 'all') {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      await withTimeout(networkQuiet(open, networkChanged), LOAD_TIMEOUT_MS, `${url}: a quiet network after settling`);
      const { metrics } = await page.send('Performance.getMetrics');
      mainThreadMs = (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
    }
    const received = [...scripts.values()].filter((script) => script.received);
    if (variant === 'scriptsBlocked' && received.length > 0)
      throw new Error(`the control received ${received[0].url}: the page's scripts were not blocked`);
    const scriptsBeforeLoad =
      variant === 'withJs'
        ? [...scripts.values()]
            .filter((script) => script.timestamp < (loadedAt ?? 0))
            .map((script) => new URL(script.url).pathname)
        : [];
    const lcpMs = lcpAt !== undefined && navigationWallTime !== undefined ? (lcpAt - navigationWallTime) * 1000 : null;
    return { mainThreadMs, lcpMs, lateLcp: lcpAt !== lcpWhenLoaded, scriptsBeforeLoad };
  } finally {
    page?.stopListening();
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

export interface PageLoadOptions {
  origin: string;
  distDir: string;
  routes: readonly string[];
  /**
   * Loads per route and variant that measure everything; each run loads every variant, in an order that rotates
   * from run to run.
   */
  runs: number;
  /**
   * Loads per route and variant that measure LCP, `runs` of them included (more when greater): the extra ones stop
   * once the page has loaded, so they cost a third of the time, for the budget whose ratio varies most by chance.
   */
  lcpRuns: number;
  /** Whether a route's page has an island of its own. */
  interactive: (route: string) => boolean;
  /** How long a page is watched once its network is quiet (3 s unless given; a test of the bench itself waits less). */
  settleMs?: number;
}

/** The values of `measure` over the loads that measured it. */
function measured(samples: readonly LoadSample[], measure: (sample: LoadSample) => number | null): number[] {
  return samples.map(measure).filter((value): value is number => value !== null);
}

function compare(samples: Record<LoadVariant, LoadSample[]>, measure: (sample: LoadSample) => number | null): Compared {
  const [withJsValues, withoutJsValues, scriptsBlockedValues] = VARIANTS.map((variant) =>
    measured(samples[variant], measure),
  );
  const [withJs, withoutJs, scriptsBlocked] = [withJsValues, withoutJsValues, scriptsBlockedValues].map((values) =>
    values.length > 0 ? median(values) : null,
  );
  const over = (value: number | null) => (value !== null && withoutJs ? value / withoutJs : null);
  return {
    withJs,
    withoutJs,
    scriptsBlocked,
    ratio: over(withJs),
    controlRatio: over(scriptsBlocked),
    ratioInterval: ratioOfMediansInterval(withJsValues, withoutJsValues),
  };
}

/** Whether load `run` of `lcpRuns` measures everything: `runs` of them do, spread evenly among the others. */
function measuresAll(run: number, runs: number, lcpRuns: number): boolean {
  return Math.floor(((run + 1) * runs) / lcpRuns) > Math.floor((run * runs) / lcpRuns);
}

/**
 * Loads every route `runs` times in each variant (with JavaScript, without it, and the control), interleaved, under
 * 4× CPU slowdown, in Debian's Chromium driven over the bare DevTools protocol; and up to `lcpRuns` times for LCP.
 */
export async function measurePageLoads(options: PageLoadOptions, log: (line: string) => void): Promise<RouteLoad[]> {
  // chrome-launcher's own flags as well, as Lighthouse runs with them: no background throttling of the page.
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_LAUNCH_PATH, chromeFlags: CHROMIUM_ARGS });
  const cdp = await CdpConnection.connect(chrome.port);
  try {
    const results: RouteLoad[] = [];
    for (const route of options.routes) {
      const samples: Record<LoadVariant, LoadSample[]> = { withJs: [], withoutJs: [], scriptsBlocked: [] };
      const failedLoads: string[] = [];
      // The variants take turns, and the order rotates, so that none always meets a colder or warmer browser.
      const lcpRuns = Math.max(options.runs, options.lcpRuns);
      for (let run = 0; run < lcpRuns; run += 1) {
        const order = VARIANTS.map((_, index) => VARIANTS[(index + run) % VARIANTS.length]);
        const measures = measuresAll(run, options.runs, lcpRuns) ? 'all' : 'lcp';
        for (const variant of run % 2 === 0 ? order : order.reverse()) {
          try {
            samples[variant].push(
              await loadOnce(cdp, options.origin + route, variant, measures, options.settleMs ?? SETTLE_MS),
            );
          } catch (error) {
            const why = `${variant} load ${run + 1}: ${error instanceof Error ? error.message : String(error)}`;
            failedLoads.push(why);
            log(`  ${route}: ${why} (this load left out)`);
          }
        }
      }
      const mainThread = compare(samples, (sample) => sample.mainThreadMs);
      const lcp = compare(samples, (sample) => sample.lcpMs);
      const inlineJs = inlineJsGzipOf(options.distDir, route);
      // Every run requests the same scripts before load; the union guards against one that raced.
      const scripts = [...new Set(samples.withJs.flatMap((sample) => sample.scriptsBeforeLoad))].sort();
      const result: RouteLoad = {
        route,
        runs: options.runs,
        lcpRuns,
        lateLcpLoads: VARIANTS.flatMap((variant) => samples[variant]).filter((sample) => sample.lateLcp).length,
        jsBeforeLoadGzip: scripts.reduce((sum, script) => sum + gzipSizeOf(options.distDir, script), inlineJs),
        scriptsBeforeLoad: scripts,
        inlineJsGzip: inlineJs,
        mainThreadMs: {
          ...mainThread,
          withJs: mainThread.withJs ?? Number.NaN,
          withoutJs: mainThread.withoutJs ?? Number.NaN,
          ratio: mainThread.ratio ?? Number.NaN,
        },
        lcpMs: lcp,
        interactive: options.interactive(route),
        failedLoads,
      };
      const controlNote = (ratio: number | null) => `control ×${ratio?.toFixed(2) ?? '?'}`;
      log(
        `  ${route}: JS before load ${(result.jsBeforeLoadGzip / 1000).toFixed(1)} kB, main thread ${Math.round(mainThread.withJs ?? NaN)} / ${Math.round(mainThread.withoutJs ?? NaN)} ms (×${result.mainThreadMs.ratio.toFixed(2)}, ${controlNote(mainThread.controlRatio)}), LCP ${Math.round(lcp.withJs ?? NaN)} / ${Math.round(lcp.withoutJs ?? NaN)} ms (×${lcp.ratio?.toFixed(2) ?? '?'}, 95 % ${lcp.ratioInterval?.map((end) => end.toFixed(2)).join('–') ?? '?'}, ${controlNote(lcp.controlRatio)}; ${lcpRuns} loads)`,
      );
      results.push(result);
    }
    return results;
  } finally {
    cdp.close();
    chrome.kill();
  }
}
