import { domIsland } from '../../core/domIsland';

/**
 * The hero's back button: back to the previous page of this site, or home for a visitor who arrived from
 * elsewhere (going back would leave the site).
 */
export default domIsland<null>((element) => {
  element.querySelector('button')?.addEventListener('click', () => {
    const cameFromSite = document.referrer !== '' && new URL(document.referrer).origin === window.location.origin;
    if (cameFromSite && window.history.length > 1) window.history.back();
    else window.location.assign('/');
  });
});
