import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { isAllowedHref } from '../core/href';
import { useLabels } from './SiteContext';
import { VisuallyHidden } from './VisuallyHidden';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  newTab?: boolean;
  children: ReactNode;
}

/**
 * A link from content. Every allowed address (in-site paths, https, mailto, tel) is a plain anchor: moving between
 * pages is a document navigation, made instant by the browser's speculation rules. Anything outside the allowlist
 * renders as text.
 */
export const SmartLink = forwardRef<HTMLAnchorElement, SmartLinkProps>(function SmartLink(
  { href, newTab, children, ...rest },
  ref,
) {
  const labels = useLabels();
  if (!isAllowedHref(href)) return <span className={rest.className}>{children}</span>;
  return (
    <a ref={ref} href={href} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {newTab ? <VisuallyHidden> {labels.opensInNewTab}</VisuallyHidden> : null}
    </a>
  );
});
