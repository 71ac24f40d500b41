import { useSite } from '../../app/SiteContext';
import classes from './LoadingOverlay.module.css';

/** Full-screen boot screen: logo, spinning rings, bouncing dots and the site's loading words. */
export function LoadingOverlay() {
  const { loadingOverlay, brand } = useSite();
  return (
    <div className={classes.overlay} role="status" aria-live="polite">
      <div className={classes.mark} aria-hidden="true">
        <span className={classes.ring} />
        <span className={`${classes.ring} ${classes.ringInner}`} />
        <svg width="44" height="44" viewBox="0 0 32 32" focusable="false">
          <rect width="32" height="32" rx="9" fill="#0b6e43" />
          <path
            d="M16 25V12m0 4c-4-1-6-3.5-6.5-7 3.8.2 6 2.5 6.5 7Zm0 2c3.6-.6 6-3 6.5-6.5-3.9.3-6 2.6-6.5 6.5Z"
            stroke="#fff"
            strokeWidth="2"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      <p className={classes.brand}>{brand.name}</p>
      <h2 className={classes.heading}>{loadingOverlay.heading}</h2>
      <p className={classes.subtext}>{loadingOverlay.subtext}</p>
      <div className={classes.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  );
}
