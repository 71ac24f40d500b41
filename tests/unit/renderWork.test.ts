import { describe, expect, it } from 'vitest';
import { renderWorkOf, type TraceEvent } from '../../scripts/bench/renderWork';

const URL = 'http://127.0.0.1:9/blog';

/** A complete ('X') event on a thread. */
const on = (pid: number, tid: number, name: string, args: TraceEvent['args'] = {}): TraceEvent => ({
  name,
  ph: 'X',
  pid,
  tid,
  args,
});

describe('style and layout work of a load', () => {
  it("sums the page's own main thread: elements styled and layout objects", () => {
    const events: TraceEvent[] = [
      on(1, 1, 'ParseHTML', { beginData: { url: 'http://127.0.0.1:9/other' } }),
      on(1, 1, 'UpdateLayoutTree', { elementCount: 500 }),
      on(2, 7, 'ParseHTML', { beginData: { url: URL } }),
      on(2, 7, 'UpdateLayoutTree', { elementCount: 150 }),
      on(2, 7, 'Layout', { beginData: { dirtyObjects: 170 } }),
      on(2, 7, 'UpdateLayoutTree', { elementCount: 180 }),
      on(2, 7, 'Layout', { beginData: { dirtyObjects: 40 } }),
      // Another thread of the same process (a worker) and the begin half of a split event do not count.
      on(2, 8, 'UpdateLayoutTree', { elementCount: 1000 }),
      { name: 'Layout', ph: 'B', pid: 2, tid: 7, args: { beginData: { dirtyObjects: 999 } } },
    ];
    expect(renderWorkOf(events, URL)).toEqual({ elementsStyled: 330, layoutObjects: 210 });
  });

  it('has nothing to say of a trace in which no thread parsed the page', () => {
    expect(renderWorkOf([on(1, 1, 'UpdateLayoutTree', { elementCount: 5 })], URL)).toBeNull();
  });
});
