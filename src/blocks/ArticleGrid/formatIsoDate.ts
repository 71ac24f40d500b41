type MonthStyle = 'long' | 'short';

// Made once per style, on first use: creating an Intl.DateTimeFormat costs far more than formatting with it, and
// a page of articles formats a date per card.
const formats = new Map<MonthStyle, Intl.DateTimeFormat>();

function formatFor(month: MonthStyle): Intl.DateTimeFormat {
  let format = formats.get(month);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
    formats.set(month, format);
  }
  return format;
}

/** Formats a YYYY-MM-DD date as written in US English (November 3, 2026), read as a calendar date in any time zone. */
export function formatIsoDate(isoDate: string, month: MonthStyle = 'long'): string {
  const [year, monthNumber, day] = isoDate.split('-').map(Number);
  return formatFor(month).format(new Date(Date.UTC(year, monthNumber - 1, day)));
}
