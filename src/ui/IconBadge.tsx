import { ThemeIcon, type ThemeIconProps } from '@mantine/core';
import type { SiteIconName } from '../core/iconSet';
import type { Accent } from '../generated/page';
import { Icon } from './Icon';

interface IconBadgeProps {
  name: SiteIconName;
  /** The palette colour that tints it; fern by default. */
  tone?: Accent;
  size?: 'sm' | 'md' | 'lg';
  shape?: 'square' | 'circle';
  className?: string;
}

/** The tile's side, in px, and the icon's on it. */
const TILE_SIZE = { sm: 36, md: 44, lg: 52 } as const;
const ICON_SIZE = { sm: 20, md: 24, lg: 28 } as const;

/**
 * Mantine's ThemeIcon writes its `color` and `radius` props onto the element as attributes, so the tone and the
 * shape are given as its variables instead: the light variant's colours of the palette colour, and a round corner.
 */
function tileVars(tone: Accent, shape: 'square' | 'circle'): ThemeIconProps['vars'] {
  if (tone === 'fern' && shape === 'square') return undefined;
  return () => ({
    root: {
      ...(tone === 'fern'
        ? {}
        : {
            '--ti-bg': `var(--mantine-color-${tone}-light)`,
            '--ti-color': `var(--mantine-color-${tone}-light-color)`,
          }),
      ...(shape === 'circle' ? { '--ti-radius': '50%' } : {}),
    },
  });
}

/** A decorative icon on a tinted tile (Mantine's ThemeIcon, light variant), the way cards and lists introduce items. */
export function IconBadge({ name, tone = 'fern', size = 'md', shape = 'square', className }: IconBadgeProps) {
  return (
    <ThemeIcon variant="light" size={TILE_SIZE[size]} className={className} vars={tileVars(tone, shape)}>
      <Icon name={name} size={ICON_SIZE[size]} />
    </ThemeIcon>
  );
}
