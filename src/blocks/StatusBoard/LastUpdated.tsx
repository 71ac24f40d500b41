import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import classes from './StatusBoard.module.css';

const REFRESH_MS = 60_000;

/** The visitor's current date and time in their own time zone, such as November 3, 2026 at 2:14 PM PST. */
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

/**
 * "Last updated" followed by the visitor's current time. The time is only known in the browser, so the prerendered
 * HTML holds an empty placeholder of the same width (no hydration mismatch, no layout shift); it fills in after
 * mount and refreshes every minute.
 */
export function LastUpdated({ label }: { label: string }) {
  const [now, setNow] = useState<Date | null>(null);

  useEffect(() => {
    const update = () => setNow(new Date());
    const first = window.setTimeout(update, 0);
    const timer = window.setInterval(update, REFRESH_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, []);

  return (
    <Text c="gray.8" mt="sm" className={classes.updated}>
      {label}{' '}
      <time className={classes.time} dateTime={now?.toISOString()}>
        {now ? formatNow(now, document.documentElement.lang || 'en-US') : null}
      </time>
    </Text>
  );
}
