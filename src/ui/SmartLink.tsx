import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@mantine/core';
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
  { href, newTab, children, ...rest },
  ref,
) {
  const { labels } = useSite();
  if (!isAllowedHref(href)) return <span className={rest.className}>{children}</span>;
  if (isInSiteHref(href)) {
    return (
      <Link ref={ref} to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a ref={ref} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {newTab ? <VisuallyHidden> {labels.opensInNewTab}</VisuallyHidden> : null}
    </a>
  );
});
