import spriteUrl from 'virtual:fernwise/icons';
import type { SiteIconName } from '../core/iconSet';
import classes from './Icon.module.css';

interface IconProps {
  name: SiteIconName;
  size?: number;
  className?: string;
}

/**
 * A decorative icon from the site's sprite (one cached file for every page); the text beside it carries the
 * meaning, so it is hidden from assistive technology.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  return (
    <svg
      className={className ? `${classes.icon} ${className}` : classes.icon}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
