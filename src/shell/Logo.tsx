import { useSite } from '../ui/SiteContext';
import classes from './Logo.module.css';

/** The brand mark and name, linking home. */
export function Logo() {
  const { brand } = useSite();
  return (
    <a href="/" className={classes.logo} aria-label={brand.logoAlt}>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
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
      <span className={classes.name}>{brand.name}</span>
    </a>
  );
}
