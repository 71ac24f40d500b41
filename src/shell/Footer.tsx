import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { useSite } from '../ui/SiteContext';
import classes from './Footer.module.css';
import { Logo } from './Logo';
import { SiteNavLink } from './SiteNavLink';

/**
 * The site footer: brand, support contact, link groups (the current page marked by SiteNavLink), the short
 * disclaimer, social links, copyright and the link that opens the cookie banner again (Cookie settings).
 */
export function Footer() {
  const { brand, footer, accessSite, social, emails, disclaimers, establishedYear, cookieConsent } = useSite();
  const socialLinks = [
    { name: footer.socialNames.twitter, href: `https://x.com/${social.twitter}`, icon: 'brand-x' },
    {
      name: footer.socialNames.linkedin,
      href: `https://www.linkedin.com/company/${social.linkedin}`,
      icon: 'brand-linkedin',
    },
    { name: footer.socialNames.facebook, href: `https://www.facebook.com/${social.facebook}`, icon: 'brand-facebook' },
  ] as const;
  return (
    <footer className={classes.footer}>
      <Container>
        <div className={classes.top}>
          <div className={classes.brand}>
            <Logo />
            <p className={classes.tagline}>{brand.tagline}</p>
            <p className={classes.support}>
              {footer.supportLabel}{' '}
              <a href={`mailto:${emails.support}`} className={classes.link}>
                {emails.support}
              </a>
            </p>
            <a href={accessSite.signupUrl} className={classes.signup}>
              {footer.signupLabel}
            </a>
          </div>
          <div className={classes.groups} data-count={Math.min(footer.groups.length, 4)}>
            {footer.groups.map((group) => (
              <nav key={group.heading} aria-label={group.heading}>
                <h2 className={classes.heading}>{group.heading}</h2>
                <ul className={classes.list}>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <SiteNavLink href={link.href}>{link.label}</SiteNavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className={classes.bottom}>
          <p className={classes.small}>{disclaimers.short}</p>
          <div className={classes.social}>
            <span className={classes.socialLabel}>{footer.socialLabel}</span>
            {socialLinks.map(({ name, href, icon }) => (
              <a key={name} href={href} className={classes.socialLink} aria-label={name}>
                <Icon name={icon} size={20} />
              </a>
            ))}
          </div>
          <p className={classes.small}>
            {footer.copyright.replace('{year}', String(establishedYear))}{' '}
            {/* The cookie banner's island opens the banner again; without JavaScript this is the cookie policy. */}
            <a href={cookieConsent.policyLink?.href ?? '/'} className={classes.link} data-cookie-settings="">
              {cookieConsent.settingsLink}
            </a>
          </p>
        </div>
      </Container>
    </footer>
  );
}
