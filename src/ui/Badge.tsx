import { Badge as MantineBadge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Accent } from '../generated/page';

interface BadgeProps {
  tone?: Accent;
  variant?: 'light' | 'filled';
  className?: string;
  children: ReactNode;
}

/**
 * A short label (a category, a type, "Most popular"): Mantine's Badge, as a `<span>` so it may sit in a heading or a
 * paragraph. The theme's light colours use the palette's shade 9 for text, which keeps it above 4.5:1.
 */
export function Badge({ tone = 'fern', variant = 'light', className, children }: BadgeProps) {
  return (
    <MantineBadge component="span" color={tone} variant={variant} radius="sm" className={className}>
      {children}
    </MantineBadge>
  );
}
