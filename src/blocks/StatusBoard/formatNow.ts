/** The visitor's current date and time in their own time zone, such as Nov 3, 2026, 2:14 PM PST. */
export function formatNow(now: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(now);
}
