/** Formats a YYYY-MM-DD date as written in US English (November 3, 2026), read as a calendar date in any time zone. */
export function formatIsoDate(isoDate: string, month: 'long' | 'short' = 'long'): string {
  const [year, monthNumber, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, monthNumber - 1, day)),
  );
}
