/** The zone as an offset from GMT, as Intl's `shortOffset` writes it: GMT, GMT-8, GMT+5:30. */
function zoneOffset(now: Date): string {
  const minutes = -now.getTimezoneOffset();
  if (minutes === 0) return 'GMT';
  const sign = minutes > 0 ? '+' : '-';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `GMT${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The visitor's current date and time in their own time zone, such as Nov 3, 2026, 2:14 PM GMT-8.
 *
 * Written without Intl: the first Intl formatter a page creates costs 120–280 ms of main thread on Lighthouse's
 * phone profile (ICU starting up), which made this clock the longest task of the status page. The month's
 * abbreviation is the one `Date#toDateString` gives, which the language defines in English whatever the locale.
 */
export function formatNow(now: Date): string {
  const month = now.toDateString().split(' ')[1];
  const hours = now.getHours();
  const minutes = String(now.getMinutes()).padStart(2, '0');
  const clock = `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${month} ${now.getDate()}, ${now.getFullYear()}, ${clock} ${zoneOffset(now)}`;
}
