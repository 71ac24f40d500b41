import type { DomIsland } from '../../core/domIsland';

interface LoadMoreProps {
  pageSize: number;
  /** What the live region says after a press, with `{shown}` and `{total}`. */
  shownTemplate: string;
  total: number;
}

/**
 * "Load more": each press reveals the next `pageSize` articles, moves focus to the first of them (so keyboard
 * users go on from there), says how many show, and retires the button once every article does.
 */
const loadMore: DomIsland<LoadMoreProps> = {
  kind: 'dom',
  mount: (element, { pageSize, shownTemplate, total }) => {
    const button = element.querySelector<HTMLButtonElement>('[data-load-more]');
    const status = element.querySelector<HTMLElement>('[data-load-more-status]');
    const items = [...element.querySelectorAll<HTMLElement>(':scope > ul > li')];
    button?.addEventListener('click', () => {
      const next = items.filter((item) => item.hidden).slice(0, pageSize);
      for (const item of next) item.hidden = false;
      const shown = items.filter((item) => !item.hidden).length;
      next[0]?.querySelector<HTMLElement>('article')?.focus();
      if (status)
        status.textContent = shownTemplate.replaceAll('{shown}', String(shown)).replaceAll('{total}', String(total));
      if (shown >= items.length) button.closest('div')?.remove();
    });
  },
};

export default loadMore;
