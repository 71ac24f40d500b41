import type { DomIsland } from '../../core/domIsland';

/**
 * The hero's back button: back to the previous page of this site, or home for a visitor who arrived from
 * elsewhere (going back would leave the site).
 */
const backButton: DomIsland<null> = {
  kind: 'dom',
  mount: (element) => {
    element.querySelector('button')?.addEventListener('click', () => {
      const cameFromSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
      if (cameFromSite && window.history.length > 1) window.history.back();
      else window.location.assign('/');
    });
  },
};

export default backButton;
