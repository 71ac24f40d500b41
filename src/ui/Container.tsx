import { Container as MantineContainer, type ContainerProps as MantineContainerProps } from '@mantine/core';
import type { HTMLAttributes, ReactNode } from 'react';
import classes from './Container.module.css';

interface ContainerProps extends Omit<HTMLAttributes<HTMLElement>, 'style'> {
  /** The element to render; a plain block by default. */
  as?: 'div' | 'nav' | 'header' | 'footer';
  children: ReactNode;
}

// The site's maximum width comes from the site file (`--fw-max-width`), so the column's size is the module's
// class rather than one of the theme's container sizes.
const containerClassNames: MantineContainerProps['classNames'] = { root: classes.container };

/** The content column: Mantine's Container at the site's maximum width, centred, with the page's side gutters. */
export function Container({ as = 'div', children, ...rest }: ContainerProps) {
  return (
    <MantineContainer component={as} classNames={containerClassNames} {...rest}>
      {children}
    </MantineContainer>
  );
}
