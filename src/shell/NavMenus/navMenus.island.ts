import type { DomIsland } from '../../core/domIsland';

/** A toggle button and the element it shows and hides (`aria-controls`). */
interface Disclosure {
  toggle: HTMLButtonElement;
  panel: HTMLElement;
}

/**
 * The header's disclosures (its menus, the small-screen menu and the language list), following the APG
 * disclosure-navigation pattern: a toggle opens its panel and closes the others; Escape closes the open one and
 * returns focus to its toggle; focus or a press that leaves a disclosure closes it. A toggle with
 * `data-open-label`/`data-closed-label` is renamed to say what it will do.
 */
const navMenus: DomIsland<null> = {
  kind: 'dom',
  mount: (element) => {
    const disclosures: Disclosure[] = [
      ...element.querySelectorAll<HTMLButtonElement>('button[data-disclosure]'),
    ].flatMap((toggle) => {
      const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      return panel ? [{ toggle, panel }] : [];
    });

    const setOpen = ({ toggle, panel }: Disclosure, open: boolean) => {
      if (panel.hidden === !open) return;
      panel.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      const label = toggle.getAttribute(open ? 'data-open-label' : 'data-closed-label');
      if (label) toggle.setAttribute('aria-label', label);
    };
    const contains = ({ toggle, panel }: Disclosure, node: Node) => toggle.contains(node) || panel.contains(node);

    for (const disclosure of disclosures) {
      const { toggle, panel } = disclosure;
      toggle.addEventListener('click', () => {
        const open = panel.hidden;
        for (const other of disclosures) if (other !== disclosure) setOpen(other, false);
        setOpen(disclosure, open);
      });
      for (const part of [toggle, panel]) {
        part.addEventListener('keydown', (event) => {
          if (event.key !== 'Escape' || panel.hidden) return;
          event.preventDefault();
          setOpen(disclosure, false);
          toggle.focus();
        });
        part.addEventListener('focusout', (event) => {
          const next = event.relatedTarget;
          if (next instanceof Node && !contains(disclosure, next)) setOpen(disclosure, false);
        });
      }
    }

    document.addEventListener('pointerdown', (event) => {
      if (!(event.target instanceof Node)) return;
      for (const disclosure of disclosures) if (!contains(disclosure, event.target)) setOpen(disclosure, false);
    });
    // A choice made inside a panel (a language) closes it, as following a link would.
    element.addEventListener('disclosure:close', () => {
      for (const disclosure of disclosures) setOpen(disclosure, false);
    });
  },
};

export default navMenus;
