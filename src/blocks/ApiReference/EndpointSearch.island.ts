import type { DomIsland } from '../../core/domIsland';
import { countText } from '../../core/countText';
import { matchesWords } from './methodColor';

interface EndpointSearchProps {
  countTemplate: string;
  countTemplateOne?: string;
}

/**
 * The API reference's search: as the visitor types, only the endpoints whose method, path or description hold
 * every word show, the status says how many, and the YAML message shows when none do. Whatever was typed before
 * the island arrived is applied as it mounts.
 */
const endpointSearch: DomIsland<EndpointSearchProps> = {
  kind: 'dom',
  mount: (element, { countTemplate, countTemplateOne }) => {
    const input = element.querySelector<HTMLInputElement>('input[type="search"]');
    const status = element.querySelector<HTMLElement>('[role="status"]');
    const list = element.querySelector<HTMLElement>('ul');
    const empty = element.querySelector<HTMLElement>('[data-no-results]');
    if (!input || !list) return;
    const endpoints = [...list.children].map((item) => ({
      item: item as HTMLElement,
      // The method badge, the path and the description, as in matchesEndpoint.
      text: [...item.children]
        .slice(0, 3)
        .map((part) => part.textContent)
        .join(' '),
    }));

    const apply = () => {
      const query = input.value;
      let shown = 0;
      for (const { item, text } of endpoints) {
        item.hidden = !matchesWords(text, query);
        if (!item.hidden) shown += 1;
      }
      list.hidden = shown === 0;
      if (empty) empty.hidden = shown > 0;
      if (status) status.textContent = query ? countText(shown, countTemplate, countTemplateOne) : '';
    };

    input.addEventListener('input', apply);
    apply();
  },
};

export default endpointSearch;
