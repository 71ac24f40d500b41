import type { Site } from '../generated/site';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { buttonStyle } from '../ui/buttonStyle';
import { Island } from '../ui/islands/Island';
import { SmartLink } from '../ui/SmartLink';
import { useSite } from '../ui/SiteContext';
import classes from './Header.module.css';
import navMenus from './NavMenus/navMenus.island';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';

type Menu = Site['navigation']['menus'][number];

/** Whether a link points at the page being shown. */
function isCurrent(href: string, currentPath: string): boolean {
  return href === currentPath;
}

function menuHoldsCurrent(menu: Menu, currentPath: string): boolean {
  return (menu.links ?? []).some((link) => isCurrent(link.href, currentPath));
}

/**
 * The fixed top bar. Its menus are disclosures that work without JavaScript (`<details>`, one open at a time);
 * a small island adds the rest of the disclosure-navigation pattern: Escape closes a menu and returns focus to
 * it, and a menu closes when focus or a press leaves it. The current page and its section carry aria-current.
 */
export function Header({ currentPath }: { currentPath: string }) {
  const { navigation, accessSite, labels } = useSite();
  const current = (href: string) => (isCurrent(href, currentPath) ? ('page' as const) : undefined);
  return (
    <Island of={navMenus} when="interaction" props={{ openLabel: labels.openMenu, closeLabel: labels.closeMenu }}>
      <header className={classes.bar}>
        <Container className={classes.inner}>
          <Logo />
          <nav aria-label={navigation.label} className={classes.desktop}>
            <ul className={classes.menus}>
              {navigation.menus.map((menu) =>
                menu.href ? (
                  <li key={menu.label}>
                    <SmartLink href={menu.href} className={classes.topLink} aria-current={current(menu.href)}>
                      {menu.label}
                    </SmartLink>
                  </li>
                ) : (
                  <li key={menu.label} className={classes.menu}>
                    <details className={classes.disclosure} name="site-menu" data-nav-menu="">
                      <summary
                        className={classes.topLink}
                        aria-current={menuHoldsCurrent(menu, currentPath) ? 'true' : undefined}
                      >
                        {menu.label}
                        <Icon name="chevron-down" size={16} className={classes.chevron} />
                      </summary>
                      <ul className={classes.dropdown}>
                        {menu.links?.map((link) => (
                          <li key={link.href}>
                            <SmartLink
                              href={link.href}
                              className={classes.dropdownLink}
                              aria-current={current(link.href)}
                            >
                              <span className={classes.dropdownLabel}>{link.label}</span>
                              {link.description ? (
                                <span className={classes.dropdownDescription}>{link.description}</span>
                              ) : null}
                            </SmartLink>
                          </li>
                        ))}
                      </ul>
                    </details>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className={classes.actions}>
            <LanguagePicker />
            <a href={accessSite.loginUrl} {...buttonStyle('subtle', 'sm', classes.login)}>
              {navigation.loginLabel}
            </a>
            <a href={accessSite.signupUrl} {...buttonStyle('filled', 'sm', classes.signup)}>
              {navigation.signupLabel}
            </a>
            <details className={classes.mobileMenu} name="site-menu" data-nav-menu="" data-mobile-menu="">
              <summary className={classes.burger} aria-label={labels.openMenu}>
                <Icon name="menu" size={22} />
              </summary>
              <nav aria-label={navigation.label} className={classes.mobilePanel}>
                <ul>
                  {navigation.mobileLinks.map((link) => (
                    <li key={link.href}>
                      <SmartLink href={link.href} className={classes.mobileLink} aria-current={current(link.href)}>
                        {link.label}
                      </SmartLink>
                    </li>
                  ))}
                  <li>
                    <a href={accessSite.loginUrl} className={classes.mobileLink}>
                      {navigation.loginLabel}
                    </a>
                  </li>
                </ul>
              </nav>
            </details>
          </div>
        </Container>
      </header>
    </Island>
  );
}
