import { describe, expect, it } from 'vitest';
import { measurePageLoads } from '../../scripts/bench/pageLoad';
import { baseUrl, distDir } from './support';

describe("the bench's page loads, driven over the bare DevTools protocol", () => {
  it('measures all three variants, finds the scripts requested before load, and blocks every script in the control', async () => {
    // The control throws when any script reached the page, so a load that blocked nothing fails here.
    const [status] = await measurePageLoads(
      { origin: baseUrl(), distDir: distDir(), routes: ['/status'], runs: 1, interactive: () => true },
      () => {},
    );
    expect(status.scriptsBeforeLoad).toContainEqual(expect.stringMatching(/^\/assets\/index-[\w-]+\.js$/));
    expect(status.jsBeforeLoadGzip).toBeGreaterThan(1000);
    for (const measure of [status.mainThreadMs, status.lcpMs]) {
      expect(measure.withJs).toBeGreaterThan(0);
      expect(measure.withoutJs).toBeGreaterThan(0);
      expect(measure.scriptsBlocked).toBeGreaterThan(0);
    }
  }, 60_000);
});
