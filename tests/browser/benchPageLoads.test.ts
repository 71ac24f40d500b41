import { describe, expect, it } from 'vitest';
import { measurePageLoads } from '../../scripts/bench/pageLoad';
import { baseUrl, distDir } from './support';

describe("the bench's page loads, driven over the bare DevTools protocol", () => {
  it('measures all three variants, finds the scripts requested before load, and blocks every script in the control', async () => {
    // The control throws when any script reached the page, so a load that blocked nothing fails here.
    const [home] = await measurePageLoads(
      // The home page is the one that fetches a script before load: its islands loader, which it is too long to
      // carry inline.
      // One load of each variant measures everything, one more LCP alone.
      {
        origin: baseUrl(),
        distDir: distDir(),
        routes: ['/'],
        runs: 1,
        lcpRuns: 2,
        interactive: () => true,
        // What is checked here is there by the load event; the bench's own 3 s watch is for its figures.
        settleMs: 300,
      },
      () => {},
    );
    expect(home.scriptsBeforeLoad).toEqual([expect.stringMatching(/^\/assets\/islands-loader-[\w-]+\.js$/)]);
    expect(home.jsBeforeLoadGzip).toBeGreaterThan(500);
    for (const measure of [home.mainThreadMs, home.lcpMs]) {
      expect(measure.withJs).toBeGreaterThan(0);
      expect(measure.withoutJs).toBeGreaterThan(0);
      expect(measure.scriptsBlocked).toBeGreaterThan(0);
    }
    expect(home).toMatchObject({ runs: 1, lcpRuns: 2 });
    expect(home.lcpMs.ratioInterval?.[0]).toBeLessThanOrEqual(home.lcpMs.ratio ?? Number.NaN);
    expect(home.lateLcpLoads).toBeGreaterThanOrEqual(0);
  }, 60_000);
});
