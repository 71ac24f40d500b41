import spriteUrl from 'virtual:fernwise/icons';
import type { SiteIconName } from '../core/iconSet';
import classes from './Icon.module.css';

/** The sizes the site draws icons at, in px: each is a class, so the HTML carries no width and height per icon. */
export type IconSize = 13 | 14 | 15 | 16 | 18 | 20 | 22 | 24 | 26 | 28;

interface IconProps {
  name: SiteIconName;
  size?: IconSize;
  className?: string;
}

/**
 * A decorative icon from the site's sprite (one cached file for every page); the text beside it carries the
 * meaning, so it is hidden from assistive technology.
 */
export function Icon({ name, size = 24, className }: IconProps) {
  const sized = classes[`s${size}`];
  return (
    <svg className={className ? `${sized} ${className}` : sized} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
