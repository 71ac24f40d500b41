import { describe, expect, it } from 'vitest';
import { measurePageLoads } from '../../scripts/bench/pageLoad';
import { baseUrl, distDir } from './support';

describe("the bench's page loads, driven over the bare DevTools protocol", () => {
  it('measures all three variants, finds the scripts requested before load, and blocks every script in the control', async () => {
    // The control throws when any script reached the page, so a load that blocked nothing fails here.
    const [home] = await measurePageLoads(
      // The home page is the one that fetches a script before load: its islands loader, which it is too long to
      // carry inline.
      { origin: baseUrl(), distDir: distDir(), routes: ['/'], runs: 1, interactive: () => true },
      () => {},
    );
    expect(home.scriptsBeforeLoad).toEqual([expect.stringMatching(/^\/assets\/islands-loader-[\w-]+\.js$/)]);
    expect(home.jsBeforeLoadGzip).toBeGreaterThan(500);
    for (const measure of [home.mainThreadMs, home.lcpMs]) {
      expect(measure.withJs).toBeGreaterThan(0);
      expect(measure.withoutJs).toBeGreaterThan(0);
      expect(measure.scriptsBlocked).toBeGreaterThan(0);
    }
  }, 60_000);
});
