type MonthStyle = 'long' | 'short';

/** How to write a date: the month spelt out (November 3, 2026) or shortened (Nov 3, 2026), in which language. */
export interface DateStyle {
  month?: MonthStyle;
  /** A BCP 47 language tag; US English unless given. */
  locale?: string;
}

// Made once per language and style, on first use: creating an Intl.DateTimeFormat costs far more than formatting
// with it, and every page of a large site formats its dates.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(month: MonthStyle, locale: string): Intl.DateTimeFormat {
  const key = `${locale} ${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format;
}

/**
 * Formats a YYYY-MM-DD date (November 3, 2026 in US English), read as a calendar date in any time zone, so the
 * server and the browser write the same day.
 */
export function formatIsoDate(isoDate: string, { month = 'long', locale = 'en-US' }: DateStyle = {}): string {
  const [year, monthNumber, day] = isoDate.split('-').map(Number);
  return formatFor(month, locale).format(new Date(Date.UTC(year, monthNumber - 1, day)));
}
