import type { DomIsland } from '../../core/domIsland';
import { formatNow } from './formatNow';

const REFRESH_MS = 60_000;

/** Shows the visitor's current time in the status board's placeholder, as a `<time>`, and keeps it current. */
const lastUpdated: DomIsland<null> = {
  kind: 'dom',
  mount: (element) => {
    const placeholder = element.querySelector<HTMLElement>('[data-now]');
    if (!placeholder) return;
    const time = document.createElement('time');
    time.className = placeholder.className;
    placeholder.replaceWith(time);
    const update = () => {
      const now = new Date();
      time.dateTime = now.toISOString();
      time.textContent = formatNow(now);
    };
    update();
    window.setInterval(update, REFRESH_MS);
  },
};

export default lastUpdated;
