import type { DomIsland } from '../../core/domIsland';
import { notify, type Feedback } from '../../ui/notify';

/** A download that has no file yet: its button says so in a notification instead of doing nothing. */
const unavailableDownload: DomIsland<Feedback> = {
  kind: 'dom',
  mount: (element, feedback) => {
    element.querySelector('button')?.addEventListener('click', () => notify(feedback));
  },
};

export default unavailableDownload;
