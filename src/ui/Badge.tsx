import type { ReactNode } from 'react';
import type { Accent } from '../generated/page';
import classes from './Badge.module.css';

interface BadgeProps {
  tone?: Accent;
  variant?: 'light' | 'filled';
  className?: string;
  children: ReactNode;
}

/** A short label (a category, a type, "Most popular") on a tinted pill. */
export function Badge({ tone = 'fern', variant = 'light', className, children }: BadgeProps) {
  return (
    <span
      className={className ? `${classes.badge} ${className}` : classes.badge}
      data-tone={tone === 'fern' ? undefined : tone}
      data-variant={variant === 'light' ? undefined : variant}
    >
      {children}
    </span>
  );
}
