import type { StoreBadge as StoreBadgeContent } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import classes from './AppDownload.module.css';

/** The Google Play mark: a four-colour play triangle, drawn inline. */
function PlayMark() {
  return (
    <svg viewBox="0 0 24 26" width={24} height={26} aria-hidden="true" focusable="false" className={classes.mark}>
      <path d="M1.2 0.6 13.4 12.9 1.2 25.3c-0.4-0.3-0.7-0.9-0.7-1.6V2.2c0-0.7 0.3-1.3 0.7-1.6z" fill="#00d7fe" />
      <path d="m17.5 8.8-4.1 4.1-12.2-12.3c0.5-0.4 1.2-0.5 2-0.1z" fill="#00f076" />
      <path d="m17.5 17-14.3 8.2c-0.8 0.4-1.5 0.3-2-0.1L13.4 12.9z" fill="#ff3a44" />
      <path d="m22.2 11.5c1.1 0.6 1.1 2.2 0 2.8L17.5 17l-4.1-4.1 4.1-4.1z" fill="#ffd500" />
    </svg>
  );
}

/** A store badge drawn by the site: the store's mark, a small overline and the store name, on black. */
export function StoreBadge({ badge }: { badge: StoreBadgeContent }) {
  return (
    <SmartLink href={badge.href} newTab={badge.newTab} className={classes.badge}>
      {badge.store === 'app-store' ? <Icon name="brand-apple" size={26} className={classes.mark} /> : <PlayMark />}
      <span className={classes.badgeText}>
        <span className={classes.overline}>{badge.overline}</span>{' '}
        <span className={classes.storeName}>{badge.label}</span>
      </span>
    </SmartLink>
  );
}
