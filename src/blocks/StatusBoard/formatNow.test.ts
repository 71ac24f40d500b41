import { afterEach, describe, expect, it } from 'vitest';
import { formatNow } from './formatNow';

const zoneBefore = process.env.TZ;

/** Formats `iso` as a visitor in time zone `zone` sees it (Node reads TZ again on each use). */
function inZone(zone: string, iso: string): string {
  process.env.TZ = zone;
  return formatNow(new Date(iso));
}

describe("the status board's clock", () => {
  afterEach(() => {
    if (zoneBefore === undefined) delete process.env.TZ;
    else process.env.TZ = zoneBefore;
  });

  it("shows the date and time in the visitor's own time zone, with its offset from GMT", () => {
    expect(inZone('America/Los_Angeles', '2026-11-03T22:14:00Z')).toBe('Nov 3, 2026, 2:14 PM GMT-8');
    expect(inZone('America/New_York', '2026-07-04T13:05:00Z')).toBe('Jul 4, 2026, 9:05 AM GMT-4');
    expect(inZone('Asia/Kolkata', '2026-01-31T20:00:00Z')).toBe('Feb 1, 2026, 1:30 AM GMT+5:30');
    expect(inZone('UTC', '2026-12-31T23:59:00Z')).toBe('Dec 31, 2026, 11:59 PM GMT');
  });

  it('writes midnight and noon as 12 AM and 12 PM', () => {
    expect(inZone('UTC', '2026-05-10T00:07:00Z')).toBe('May 10, 2026, 12:07 AM GMT');
    expect(inZone('UTC', '2026-05-10T12:00:00Z')).toBe('May 10, 2026, 12:00 PM GMT');
  });
});
