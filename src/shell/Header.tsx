import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import type { Site } from '../generated/site';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { buttonStyle } from '../ui/buttonStyle';
import { Island } from '../ui/islands/Island';
import { useSite } from '../ui/SiteContext';
import classes from './Header.module.css';
import navMenus from './NavMenus/navMenus.island';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import { isCurrentPage, SiteNavLink } from './SiteNavLink';

type Menu = Site['navigation']['menus'][number];

/** Whether one of a menu's links is the page at `pathname`: its button then says it holds the current page. */
function menuHoldsCurrent(menu: Menu, pathname: string): boolean {
  return (menu.links ?? []).some((link) => isCurrentPage(link.href, pathname));
}

/**
 * The fixed top bar: disclosure menus (a button with aria-expanded and the list it controls) on wide screens, a
 * shorter toggled list over a dimmed page on small ones (its button shows a close icon while it is open). A small
 * island brings them to life at the visitor's first press, key or focus in the bar (that first press is replayed, so
 * it opens the menu); from then on it opens a menu on hover too, after a short delay. Until then the stylesheet opens
 * a menu that has the pointer for a moment, and without JavaScript a menu opens while it has the pointer or focus. The current page carries aria-current="page" (React Router's NavLink, see SiteNavLink) and the
 * menu holding it aria-current="true", both from the router's location.
 */
export function Header() {
  const { navigation, accessSite, labels } = useSite();
  const { pathname } = useLocation();
  const idPrefix = useId();
  return (
    <Island of={navMenus} when="interaction" props={null}>
      <header className={classes.bar}>
        <Container className={classes.inner}>
          <Logo />
          <nav aria-label={navigation.label} className={classes.desktop}>
            <ul className={classes.menus}>
              {navigation.menus.map((menu, index) =>
                menu.href ? (
                  <li key={menu.label}>
                    <SiteNavLink href={menu.href} className={classes.topLink}>
                      {menu.label}
                    </SiteNavLink>
                  </li>
                ) : (
                  <li key={menu.label} className={classes.menu}>
                    <button
                      type="button"
                      className={classes.topLink}
                      aria-expanded="false"
                      aria-controls={`${idPrefix}-menu-${index}`}
                      aria-current={menuHoldsCurrent(menu, pathname) ? 'true' : undefined}
                      data-disclosure=""
                    >
                      {menu.label}
                    </button>
                    <ul id={`${idPrefix}-menu-${index}`} className={classes.dropdown} hidden>
                      {menu.links?.map((link) => (
                        <li key={link.href}>
                          <SiteNavLink href={link.href}>
                            <span>{link.label}</span>
                            {link.description ? <span>{link.description}</span> : null}
                          </SiteNavLink>
                        </li>
                      ))}
                    </ul>
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
            <button
              type="button"
              className={classes.burger}
              aria-label={labels.openMenu}
              aria-expanded="false"
              aria-controls={`${idPrefix}-mobile`}
              data-disclosure=""
              data-open-label={labels.closeMenu}
              data-closed-label={labels.openMenu}
            >
              <Icon name="menu" size={22} />
              <Icon name="x" size={22} />
            </button>
            <nav id={`${idPrefix}-mobile`} aria-label={navigation.label} className={classes.mobilePanel} hidden>
              <ul>
                {navigation.mobileLinks.map((link) => (
                  <li key={link.href}>
                    <SiteNavLink href={link.href}>{link.label}</SiteNavLink>
                  </li>
                ))}
                <li>
                  <a href={accessSite.loginUrl}>{navigation.loginLabel}</a>
                </li>
              </ul>
            </nav>
          </div>
        </Container>
      </header>
    </Island>
  );
}
