import { Loader } from '@mantine/core';
import { useSite } from '../app/SiteContext';
import classes from './LoadingFallback.module.css';

/** Shown in place of the page while a route's chunk downloads after client-side navigation. */
export function LoadingFallback() {
  const { labels } = useSite();
  return (
    <div className={classes.fallback} role="status">
      <Loader color="fern" type="dots" aria-hidden="true" />
      <span>{labels.loading}</span>
    </div>
  );
}
