import type { DomIsland } from '../../core/domIsland';

/** A toggle button and the element it shows and hides (`aria-controls`). */
interface Disclosure {
  toggle: HTMLButtonElement;
  panel: HTMLElement;
  /** Opened by the mouse resting on it (a press then keeps it open; leaving closes it), not by a press or key. */
  hovered?: boolean;
}

/** How long the mouse rests on a menu before it opens, and how long it may stray before the menu closes. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 250;

/**
 * The header's disclosures (its menus, the small-screen menu and the language list), following the APG
 * disclosure-navigation pattern: a toggle opens its panel and closes the others; Escape closes the open one and
 * returns focus to its toggle; focus or a press that leaves a disclosure closes it (a press on the dimmed page around
 * the small-screen menu too). A toggle with `data-open-label`/`data-closed-label` is renamed to say what it will do.
 * The bar's menus (a toggle and its list in one list item) also open when the mouse rests on them and close when it
 * leaves, each after a short delay, so passing over the bar opens nothing.
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

    const setOpen = (disclosure: Disclosure, open: boolean) => {
      const { toggle, panel } = disclosure;
      if (!open) disclosure.hovered = false;
      if (panel.hidden === !open) return;
      panel.hidden = !open;
      toggle.setAttribute('aria-expanded', String(open));
      const label = toggle.getAttribute(open ? 'data-open-label' : 'data-closed-label');
      if (label) toggle.setAttribute('aria-label', label);
    };
    const contains = ({ toggle, panel }: Disclosure, node: Node) => toggle.contains(node) || panel.contains(node);

    const openOnly = (disclosure: Disclosure) => {
      for (const other of disclosures) if (other !== disclosure) setOpen(other, false);
      setOpen(disclosure, true);
    };
    let hoverTimer: number | undefined;

    for (const disclosure of disclosures) {
      const { toggle, panel } = disclosure;
      toggle.addEventListener('click', () => {
        window.clearTimeout(hoverTimer);
        if (disclosure.hovered) {
          // The mouse opened it a moment ago: the press keeps it open rather than closing it under the pointer.
          disclosure.hovered = false;
          return;
        }
        if (panel.hidden) openOnly(disclosure);
        else setOpen(disclosure, false);
      });
      const item = toggle.parentElement;
      if (item?.tagName === 'LI' && item.contains(panel)) {
        item.addEventListener('pointerenter', (event) => {
          if (event.pointerType !== 'mouse') return;
          window.clearTimeout(hoverTimer);
          if (!panel.hidden) return;
          // Moving from one open menu to the next switches at once.
          const switching = disclosures.some((other) => other.hovered && !other.panel.hidden);
          hoverTimer = window.setTimeout(
            () => {
              openOnly(disclosure);
              disclosure.hovered = true;
            },
            switching ? 0 : HOVER_OPEN_MS,
          );
        });
        item.addEventListener('pointerleave', (event) => {
          if (event.pointerType !== 'mouse') return;
          window.clearTimeout(hoverTimer);
          if (disclosure.hovered) hoverTimer = window.setTimeout(() => setOpen(disclosure, false), HOVER_CLOSE_MS);
        });
      }
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
      for (const disclosure of disclosures) {
        // The small-screen menu's panel is the dimmed page below its list: a press there is outside.
        if (!contains(disclosure, event.target) || event.target === disclosure.panel) setOpen(disclosure, false);
      }
    });
    // A choice made inside a panel (a language) closes it, as following a link would.
    element.addEventListener('disclosure:close', () => {
      for (const disclosure of disclosures) setOpen(disclosure, false);
    });
  },
};

export default navMenus;
