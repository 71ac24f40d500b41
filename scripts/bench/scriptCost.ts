import os from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_LAUNCH_PATH } from '../chromium.ts';
import { CdpConnection, type CdpSession } from './cdpConnection.ts';
import { CPU_SLOWDOWN, LOAD_TIMEOUT_MS, networkQuiet } from './pageLoad.ts';
import { RENDER_WORK_CATEGORIES, renderWorkOf, SLOW_4G, type RenderWork, type TraceEvent } from './renderWork.ts';
import { median } from './statistics.ts';
import { withTimeout } from './timeout.ts';

/** Loads per route; medians are reported. */
export const SCRIPT_COST_LOADS = 3;
/** How long a page is watched once its network is quiet: islands that start at `load` or `idle` start in it. */
const SETTLE_MS = 1500;
/** A task at least this long (in throttled time) is a long task, as the Long Tasks API counts them. */
const LONG_TASK_MS = 50;

/** What a route's own scripts cost a phone's main thread, under 4× CPU slowdown. */
export interface RouteScriptCost {
  route: string;
  /** Loads that measured; failed loads are listed in failedLoads. */
  loads: number;
  /** Time spent running script (CDP `Performance.getMetrics` ScriptDuration), ms, median. */
  scriptMs: number | null;
  /** All main-thread task time (TaskDuration), ms, median: the script's share of it is what the budget judges. */
  taskMs: number | null;
  /** Long tasks (≥ 50 ms, PerformanceObserver `longtask`) from navigation until the page settled, median. */
  longTasks: number | null;
  /** The longest task seen in any load, ms. */
  longestTaskMs: number | null;
  /** Elements in the page once it settled. */
  domElements: number | null;
  /**
   * Style and layout work of one more load, on Lighthouse's slow 4G and traced (see renderWork.ts); null when that
   * load failed or did not trace the page.
   */
  renderWork: RenderWork | null;
  interactive: boolean;
  /** One-minute load average as the route's loads started. */
  loadAverage: number;
  failedLoads: string[];
}

interface Sample {
  scriptMs: number;
  taskMs: number;
  longTasks: number[];
  domElements: number;
  renderWork: RenderWork | null;
}

/** Registered before the page's own scripts: gathers every long task's duration. Its own cost is a few µs. */
const LONG_TASK_OBSERVER = `globalThis.__benchLongTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) globalThis.__benchLongTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
} catch {}`;

/**
 * One load of `url` in a fresh browser context. `traced`: on Lighthouse's slow 4G and traced for its style and layout
 * work, which a timed load leaves out (tracing costs main-thread time; the network changes what the load does).
 */
async function loadOnce(cdp: CdpConnection, url: string, traced: boolean): Promise<Sample> {
  const { browserContextId } = await cdp.send('Target.createBrowserContext', { disposeOnDetach: true });
  let page: CdpSession | undefined;
  try {
    const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId });
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true });
    page = cdp.session(sessionId);
    const open = new Set<string>();
    const networkChanged: { listener?: () => void } = {};
    let loaded!: () => void;
    const load = new Promise<void>((resolve) => (loaded = resolve));
    page.on('Network.requestWillBeSent', (event) => {
      open.add(event.requestId);
      networkChanged.listener?.();
    });
    for (const end of ['Network.loadingFinished', 'Network.loadingFailed'] as const)
      page.on(end, (event) => {
        open.delete(event.requestId);
        networkChanged.listener?.();
      });
    page.on('Page.loadEventFired', () => loaded());
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: true });
    await page.send('Network.enable', {});
    await page.send('Page.enable', {});
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: LONG_TASK_OBSERVER });
    await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.send('Performance.enable', {});
    const trace: TraceEvent[] = [];
    let traceEnded: Promise<void> | undefined;
    if (traced) {
      page.on('Tracing.dataCollected', (event) => trace.push(...(event.value as TraceEvent[])));
      traceEnded = new Promise<void>((resolve) => page?.on('Tracing.tracingComplete', () => resolve()));
      await page.send('Network.emulateNetworkConditions', SLOW_4G);
      await page.send('Tracing.start', {
        transferMode: 'ReportEvents',
        traceConfig: { includedCategories: RENDER_WORK_CATEGORIES },
      });
    }
    await page.send('Page.navigate', { url });
    await withTimeout(load, LOAD_TIMEOUT_MS, `${url}: the load event`);
    await withTimeout(networkQuiet(open, networkChanged), LOAD_TIMEOUT_MS, `${url}: a quiet network after load`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await withTimeout(networkQuiet(open, networkChanged), LOAD_TIMEOUT_MS, `${url}: a quiet network after settling`);
    const { metrics } = await page.send('Performance.getMetrics');
    const metric = (name: string) => (metrics.find((entry) => entry.name === name)?.value ?? 0) * 1000;
    const { result } = await page.send('Runtime.evaluate', {
      expression: `JSON.stringify({ longTasks: globalThis.__benchLongTasks ?? [], elements: document.querySelectorAll('*').length })`,
      returnByValue: true,
    });
    const seen = JSON.parse(String(result.value)) as { longTasks: number[]; elements: number };
    if (traceEnded) {
      await page.send('Tracing.end');
      await withTimeout(traceEnded, LOAD_TIMEOUT_MS, `${url}: the end of its trace`);
    }
    return {
      scriptMs: metric('ScriptDuration'),
      taskMs: metric('TaskDuration'),
      longTasks: seen.longTasks.filter((ms) => ms >= LONG_TASK_MS),
      domElements: seen.elements,
      renderWork: traceEnded ? renderWorkOf(trace, url) : null,
    };
  } finally {
    page?.stopListening();
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

/**
 * Loads every route SCRIPT_COST_LOADS times with JavaScript under 4× CPU slowdown on a phone screen, in Debian's
 * Chromium over the bare DevTools protocol, and reports its script time and long tasks; then once more, traced on
 * Lighthouse's slow 4G, for its style and layout work (see renderWork.ts). A load that hangs fails
 * alone, with what it was waiting for.
 */
export async function measureScriptCost(
  options: { origin: string; routes: readonly string[]; interactive: (route: string) => boolean },
  log: (line: string) => void,
): Promise<RouteScriptCost[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_LAUNCH_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const cdp = await CdpConnection.connect(chrome.port);
    try {
      const results: RouteScriptCost[] = [];
      for (const route of options.routes) {
        const loadAverage = os.loadavg()[0];
        const samples: Sample[] = [];
        const failedLoads: string[] = [];
        for (let run = 0; run < SCRIPT_COST_LOADS; run += 1) {
          try {
            samples.push(await loadOnce(cdp, options.origin + route, false));
          } catch (error) {
            failedLoads.push(`load ${run + 1}: ${error instanceof Error ? error.message : String(error)}`);
          }
        }
        let traced: Sample | undefined;
        try {
          traced = await loadOnce(cdp, options.origin + route, true);
        } catch (error) {
          failedLoads.push(`traced load: ${error instanceof Error ? error.message : String(error)}`);
        }
        const middle = (values: number[]) => (values.length === 0 ? null : median(values));
        const result: RouteScriptCost = {
          route,
          loads: samples.length,
          scriptMs: middle(samples.map((sample) => sample.scriptMs)),
          taskMs: middle(samples.map((sample) => sample.taskMs)),
          longTasks: middle(samples.map((sample) => sample.longTasks.length)),
          longestTaskMs: samples.length === 0 ? null : Math.max(0, ...samples.flatMap((sample) => sample.longTasks)),
          domElements: traced?.domElements ?? null,
          renderWork: traced?.renderWork ?? null,
          interactive: options.interactive(route),
          loadAverage,
          failedLoads,
        };
        const ms = (value: number | null) => (value === null ? '–' : String(Math.round(value)));
        log(
          `  ${route}: script ${ms(result.scriptMs)} ms of ${ms(result.taskMs)} ms main thread, ${result.longTasks ?? '–'} long tasks (longest ${ms(result.longestTaskMs)} ms); ${ms(result.renderWork?.elementsStyled ?? null)} elements styled of ${ms(result.domElements)}; load average ${loadAverage.toFixed(2)}` +
            failedLoads.map((why) => `\n  ${route}: ${why} (left out)`).join(''),
        );
        results.push(result);
      }
      return results;
    } finally {
      cdp.close();
    }
  } finally {
    chrome.kill();
  }
}
