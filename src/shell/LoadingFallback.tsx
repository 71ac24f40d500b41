import { useEffect, useState } from 'react';
import { LoadingOverlay } from './LoadingOverlay';
import classes from './LoadingFallback.module.css';

/** Delay before a slow route shows the overlay; quicker loads show only the empty frame. */
export const FALLBACK_DELAY_MS = 300;

/** Stands in for a page whose chunk is still downloading after client-side navigation. */
export function LoadingFallback() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), FALLBACK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return <div className={classes.fallback}>{slow ? <LoadingOverlay /> : null}</div>;
}
