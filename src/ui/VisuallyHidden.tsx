import type { HTMLAttributes, ReactNode } from 'react';
import classes from './VisuallyHidden.module.css';

/** Text for assistive technology only: read aloud, never shown. */
export function VisuallyHidden({ children, ...rest }: HTMLAttributes<HTMLSpanElement> & { children?: ReactNode }) {
  return (
    <span className={classes.hidden} {...rest}>
      {children}
    </span>
  );
}
