import type { SiteIconName } from '../core/iconSet';
import type { Accent } from '../generated/page';
import { Icon } from './Icon';
import classes from './IconBadge.module.css';

interface IconBadgeProps {
  name: SiteIconName;
  /** The palette colour that tints it; fern by default. */
  tone?: Accent;
  size?: 'sm' | 'md' | 'lg';
  shape?: 'square' | 'circle';
  className?: string;
}

const ICON_SIZE = { sm: 20, md: 24, lg: 28 } as const;

/** A decorative icon on a tinted tile, the way cards and lists introduce their items. */
export function IconBadge({ name, tone = 'fern', size = 'md', shape = 'square', className }: IconBadgeProps) {
  return (
    <span
      className={className ? `${classes.badge} ${className}` : classes.badge}
      // Defaults are the plain class: only a departure from them costs an attribute.
      data-tone={tone === 'fern' ? undefined : tone}
      data-size={size === 'md' ? undefined : size}
      data-shape={shape === 'square' ? undefined : shape}
    >
      <Icon name={name} size={ICON_SIZE[size]} />
    </span>
  );
}
