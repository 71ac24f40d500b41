import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { SiteIconName } from '../core/iconSet';
import { Icon } from './Icon';

interface IconBadgeProps {
  name: SiteIconName;
  size?: 'sm' | 'md' | 'lg';
  shape?: 'square' | 'circle';
  className?: string;
}

/** The tile's side, in px, and the icon's on it. */
const TILE_SIZE = { sm: 36, md: 44, lg: 52 } as const;
const ICON_SIZE = { sm: 20, md: 24, lg: 28 } as const;

/** Mantine's ThemeIcon writes its `radius` prop onto the element as an attribute, so a round tile is a variable. */
const CIRCLE: ThemeIconProps['vars'] = () => ({ root: { '--ti-radius': '50%' } });

/**
 * A decorative icon on a tinted tile (Mantine's ThemeIcon, light variant), the way cards and lists introduce items.
 * Every icon wears the one brand accent (fern): colour on a page belongs to the figures and the product, not to a
 * rainbow of tiles.
 */
export function IconBadge({ name, size = 'md', shape = 'square', className }: IconBadgeProps) {
  return (
    <ThemeIcon
      variant="light"
      size={TILE_SIZE[size]}
      className={className}
      vars={shape === 'circle' ? CIRCLE : undefined}
    >
      <Icon name={name} size={ICON_SIZE[size]} />
    </ThemeIcon>
  );
}
