import { Burger, Button, Container, Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useSite } from '../app/SiteContext';
import { SmartLink } from '../ui/SmartLink';
import { LanguagePicker } from './LanguagePicker';
import { Logo } from './Logo';
import classes from './NavBar.module.css';

/** The fixed top bar: disclosure menus on wide screens, a toggled list on small ones. */
export function NavBar() {
  const { navigation, accessSite, maxWidth, labels } = useSite();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const idPrefix = useId();
  const location = useLocation();

  // Menus close when the page changes (adjusting state during render, not in an effect).
  const [shownPath, setShownPath] = useState(location.pathname);
  if (shownPath !== location.pathname) {
    setShownPath(location.pathname);
    setOpenMenu(null);
    setMobileOpen(false);
  }

  useEffect(() => {
    if (openMenu === null && !mobileOpen) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!barRef.current?.contains(event.target as Node)) {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, mobileOpen]);

  const mobileId = `${idPrefix}-mobile`;
  return (
    <header ref={barRef} className={classes.bar}>
      <Container size={maxWidth} px={{ base: 'md', sm: 'xl' }} className={classes.inner}>
        <Logo />
        <nav aria-label={navigation.label} className={classes.desktop}>
          <ul className={classes.menus}>
            {navigation.menus.map((menu, menuIndex) => {
              const menuId = `${idPrefix}-menu-${menuIndex}`;
              const isOpen = openMenu === menu.label;
              if (menu.href) {
                return (
                  <li key={menu.label}>
                    <SmartLink href={menu.href} className={classes.topLink}>
                      {menu.label}
                    </SmartLink>
                  </li>
                );
              }
              return (
                <li key={menu.label} className={classes.menu}>
                  <button
                    type="button"
                    className={classes.topLink}
                    aria-expanded={isOpen}
                    aria-controls={menuId}
                    onClick={() => setOpenMenu(isOpen ? null : menu.label)}
                  >
                    {menu.label}
                    <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
                  </button>
                  <ul id={menuId} className={classes.dropdown} hidden={!isOpen}>
                    {menu.links?.map((link) => (
                      <li key={link.href}>
                        <SmartLink href={link.href} className={classes.dropdownLink}>
                          <span className={classes.dropdownLabel}>{link.label}</span>
                          {link.description ? (
                            <span className={classes.dropdownDescription}>{link.description}</span>
                          ) : null}
                        </SmartLink>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        </nav>
        <Group gap="xs" wrap="nowrap" className={classes.actions}>
          <LanguagePicker />
          <Button component="a" href={accessSite.loginUrl} variant="subtle" className={classes.login}>
            {navigation.loginLabel}
          </Button>
          <Button component="a" href={accessSite.signupUrl}>
            {navigation.signupLabel}
          </Button>
          <Burger
            opened={mobileOpen}
            onClick={() => setMobileOpen((open) => !open)}
            aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            className={classes.burger}
            size="sm"
          />
        </Group>
      </Container>
      <nav aria-label={navigation.label} id={mobileId} className={classes.mobile} hidden={!mobileOpen}>
        <ul>
          {navigation.mobileLinks.map((link) => (
            <li key={link.href}>
              <SmartLink href={link.href} className={classes.mobileLink}>
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
    </header>
  );
}
