import type { HTMLAttributes, ReactNode } from 'react';
import classes from './Container.module.css';

interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The element to render; a plain block by default. */
  as?: 'div' | 'nav' | 'header' | 'footer';
  children: ReactNode;
}

/** The content column: the site's maximum width (from the site file), centred, with the page's side gutters. */
export function Container({ as: Element = 'div', className, children, ...rest }: ContainerProps) {
  return (
    <Element className={className ? `${classes.container} ${className}` : classes.container} {...rest}>
      {children}
    </Element>
  );
}
