import type { DomIsland } from '../../core/domIsland';
import { countText } from '../../core/countText';
import { matchesSearchText } from './matchesTopic';

interface TopicSearchProps {
  countTemplate: string;
  countTemplateOne?: string;
}

/**
 * The help search: as the visitor types, only the topics whose title, description or keywords hold every word
 * show, the status says how many, and the YAML message shows when none do. Search only returns focus to the
 * field. Whatever was typed before the island arrived is applied as it mounts.
 */
const topicSearch: DomIsland<TopicSearchProps> = {
  kind: 'dom',
  mount: (element, { countTemplate, countTemplateOne }) => {
    const form = element.querySelector('form');
    const input = element.querySelector<HTMLInputElement>('input[type="search"]');
    const status = element.querySelector<HTMLElement>('[role="status"]');
    const list = element.querySelector<HTMLElement>('ul');
    const empty = element.querySelector<HTMLElement>('[data-no-results]');
    if (!form || !input || !list) return;
    const topics = [...list.children].map((card) => ({
      card: card as HTMLElement,
      text: [
        card.querySelector('h3')?.textContent,
        card.querySelector('p')?.textContent,
        card.getAttribute('data-keywords'),
      ]
        .filter(Boolean)
        .join(' '),
    }));

    const apply = () => {
      const query = input.value;
      let shown = 0;
      for (const { card, text } of topics) {
        card.hidden = !matchesSearchText(text, query);
        if (!card.hidden) shown += 1;
      }
      list.hidden = shown === 0;
      if (empty) empty.hidden = shown > 0;
      if (status) status.textContent = query.trim() ? countText(shown, countTemplate, countTemplateOne) : '';
    };

    input.addEventListener('input', apply);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      input.focus();
    });
    apply();
  },
};

export default topicSearch;
