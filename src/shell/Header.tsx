import { useId } from 'react';
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
 * The fixed top bar: disclosure menus (a button with aria-expanded and the list it controls) on wide screens, a
 * shorter toggled list on small ones. A small island brings them to life at the visitor's first press, key or focus
 * in the bar (that first press is replayed, so it opens the menu); without JavaScript a menu opens while it has the
 * pointer or focus. The current page and its section carry aria-current.
 */
export function Header({ currentPath }: { currentPath: string }) {
  const { navigation, accessSite, labels } = useSite();
  const idPrefix = useId();
  const current = (href: string) => (isCurrent(href, currentPath) ? ('page' as const) : undefined);
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
                    <SmartLink href={menu.href} className={classes.topLink} aria-current={current(menu.href)}>
                      {menu.label}
                    </SmartLink>
                  </li>
                ) : (
                  <li key={menu.label} className={classes.menu}>
                    <button
                      type="button"
                      className={classes.topLink}
                      aria-expanded="false"
                      aria-controls={`${idPrefix}-menu-${index}`}
                      aria-current={menuHoldsCurrent(menu, currentPath) ? 'true' : undefined}
                      data-disclosure=""
                    >
                      {menu.label}
                    </button>
                    <ul id={`${idPrefix}-menu-${index}`} className={classes.dropdown} hidden>
                      {menu.links?.map((link) => (
                        <li key={link.href}>
                          <SmartLink href={link.href} aria-current={current(link.href)}>
                            <span>{link.label}</span>
                            {link.description ? <span>{link.description}</span> : null}
                          </SmartLink>
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
            </button>
            <nav id={`${idPrefix}-mobile`} aria-label={navigation.label} className={classes.mobilePanel} hidden>
              <ul>
                {navigation.mobileLinks.map((link) => (
                  <li key={link.href}>
                    <SmartLink href={link.href} aria-current={current(link.href)}>
                      {link.label}
                    </SmartLink>
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
