import { VisuallyHidden as MantineVisuallyHidden } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';

/** Text for assistive technology only, read aloud and never shown: Mantine's VisuallyHidden, as a `<span>`. */
export function VisuallyHidden({ children, ...rest }: HTMLAttributes<HTMLSpanElement> & { children?: ReactNode }) {
  return (
    <MantineVisuallyHidden component="span" {...rest}>
      {children}
    </MantineVisuallyHidden>
  );
}
