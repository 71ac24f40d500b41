/**
 * How much style and layout work a page load made its browser do, counted from a DevTools trace rather than timed:
 * the counts do not stretch with the machine's load, so a change that adds work shows even where Lighthouse's
 * timings cannot tell it from noise (one route's Total Blocking Time spans 26–321 ms over runs of one build here).
 */

/**
 * Lighthouse's mobile network under DevTools throttling ("slow 4G": 150 ms × 3.75 round trip, 1.6 Mbit/s × 0.9 down,
 * 750 kbit/s × 0.9 up), as `Network.emulateNetworkConditions` takes it. The counts depend on when the stylesheet
 * arrives: before the first paint a page's first screen is styled once, after it twice. Loaded from localhost at full
 * speed, /privacy's count moved by 16 % between two runs; on this network, by 1 % (596 and 590).
 */
export const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/** The trace categories whose events carry the counts: Chromium's DevTools timeline, as Lighthouse records it. */
export const RENDER_WORK_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** The parts of a trace event (Chrome's trace event format) read here. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid?: number;
  tid?: number;
  args?: {
    elementCount?: number;
    beginData?: { url?: string; dirtyObjects?: number };
  };
}

/** A load's style and layout work on the page's main thread. */
export interface RenderWork {
  /** Elements whose style was computed, summed over every style recalculation (an element styled twice counts 2). */
  elementsStyled: number;
  /** Layout objects laid out, summed over every layout. */
  layoutObjects: number;
}

/**
 * The style and layout work in `events` on the thread that parsed the page at `url` (its `ParseHTML` events name it),
 * or null when no thread parsed it: the browser's other threads and pages (an iframe, a service page) do not count.
 */
export function renderWorkOf(events: readonly TraceEvent[], url: string): RenderWork | null {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) return null;
  const work: RenderWork = { elementsStyled: 0, layoutObjects: 0 };
  for (const event of events) {
    if (event.pid !== parse.pid || event.tid !== parse.tid || event.ph !== 'X') continue;
    if (event.name === 'UpdateLayoutTree') work.elementsStyled += event.args?.elementCount ?? 0;
    else if (event.name === 'Layout') work.layoutObjects += event.args?.beginData?.dirtyObjects ?? 0;
  }
  return work;
}
