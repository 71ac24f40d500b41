import { domIsland } from '../../core/islands';

interface NavMenusProps {
  openLabel: string;
  closeLabel: string;
}

/**
 * Completes the disclosure-navigation pattern on the header's `<details>` menus, which open and close on their
 * own without JavaScript: Escape closes the open menu and returns focus to its toggle; focus or a press that
 * leaves a menu closes it; the small-screen toggle's name says what it will do.
 */
export default domIsland<NavMenusProps>((element, { openLabel, closeLabel }) => {
  const menus = [...element.querySelectorAll<HTMLDetailsElement>('details[data-nav-menu]')];
  const close = (menu: HTMLDetailsElement) => {
    if (menu.open) menu.open = false;
  };

  for (const menu of menus) {
    const toggle = menu.querySelector('summary');
    const nameToggle = () => {
      if (menu.hasAttribute('data-mobile-menu')) toggle?.setAttribute('aria-label', menu.open ? closeLabel : openLabel);
    };
    menu.addEventListener('toggle', nameToggle);
    nameToggle();
    menu.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      event.preventDefault();
      close(menu);
      toggle?.focus();
    });
    menu.addEventListener('focusout', (event) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !menu.contains(next)) close(menu);
    });
  }

  document.addEventListener('pointerdown', (event) => {
    const target = event.target;
    if (!(target instanceof Node)) return;
    for (const menu of menus) if (!menu.contains(target)) close(menu);
  });
});
