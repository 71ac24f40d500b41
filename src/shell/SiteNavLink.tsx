import type { ReactNode } from 'react';
import { matchPath, NavLink, parsePath } from 'react-router-dom';
import { isInSiteHref } from '../core/href';
import { SmartLink } from '../ui/SmartLink';

interface SiteNavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/** The page part of an in-site address (`/help#faq` → `/help`). */
function pagePathOf(href: string): string {
  return parsePath(href).pathname ?? href;
}

/** Whether an address of the navigation is the page at `pathname`, as SiteNavLink marks it. */
export function isCurrentPage(href: string, pathname: string): boolean {
  return isInSiteHref(href) && matchPath({ path: pagePathOf(href), caseSensitive: true, end: true }, pathname) !== null;
}

/**
 * A link of the site's header or footer. A page of the site is React Router's NavLink, which writes
 * `aria-current="page"` when it is the page being rendered; it writes nothing else (no `active` class, no
 * `data-discover`: the site has no client router). Any other address (https, mailto, tel, a file) is SmartLink's
 * plain anchor, with its allowlist.
 */
export function SiteNavLink({ href, className, children }: SiteNavLinkProps) {
  if (!isInSiteHref(href)) {
    return (
      <SmartLink href={href} className={className}>
        {children}
      </SmartLink>
    );
  }
  return (
    <NavLink to={href} end caseSensitive discover="none" className={() => className}>
      {children}
    </NavLink>
  );
}
