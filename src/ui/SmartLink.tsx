import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@mantine/core';
import { prefetchRoute } from '../app/prefetchRoute';
import { useSite } from '../app/SiteContext';
import { isAllowedHref, isInSiteHref } from './href';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  newTab?: boolean;
  children: ReactNode;
}

/**
 * A link from content: in-site paths navigate client-side, other allowed addresses are plain anchors,
 * and anything outside the allowlist renders as text.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, newTab, children, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const { labels } = useSite();
  if (!isAllowedHref(href)) return <span className={rest.className}>{children}</span>;
  if (isInSiteHref(href)) {
    return (
      <Link
        ref={ref}
        to={href}
        onMouseEnter={(event) => {
          prefetchRoute(href);
          onMouseEnter?.(event);
        }}
        onFocus={(event) => {
          prefetchRoute(href);
          onFocus?.(event);
        }}
        onTouchStart={(event) => {
          prefetchRoute(href);
          onTouchStart?.(event);
        }}
        {...rest}
      >
        {children}
      </Link>
    );
  }
  return (
    <a
      ref={ref}
      href={href}
      onMouseEnter={onMouseEnter}
      onFocus={onFocus}
      onTouchStart={onTouchStart}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
      {newTab ? <VisuallyHidden> {labels.opensInNewTab}</VisuallyHidden> : null}
    </a>
  );
});
