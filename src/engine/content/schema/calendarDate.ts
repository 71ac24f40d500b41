const FORM = /^(\d{4})-(\d{2})-(\d{2})$/;

function monthName(year: number, month: number): string {
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Why `value` is not a calendar date written YYYY-MM-DD ("February 2026 has 28 days"), and the nearest date
 * that is one, to suggest instead.
 */
export function whyNotADate(value: string): { reason: string; suggestion: string } {
  const match = FORM.exec(value.trim());
  if (!match) return { reason: 'write it YYYY-MM-DD', suggestion: '2026-11-01' };
  const [year, month, day] = match.slice(1).map(Number);
  if (month < 1 || month > 12) {
    return {
      reason: `there is no month ${pad(month)}; months run from 01 to 12`,
      suggestion: `${year}-${pad(Math.min(Math.max(month, 1), 12))}-${pad(day)}`,
    };
  }
  // Day 0 of the next month is the last day of this one.
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = monthName(year, month);
  const suggestion = `${year}-${pad(month)}-${pad(Math.min(Math.max(day, 1), days))}`;
  if (day < 1) return { reason: `days run from 01 to ${days} in ${name} ${year}`, suggestion };
  return { reason: `${name} ${year} has ${days} days`, suggestion };
}
