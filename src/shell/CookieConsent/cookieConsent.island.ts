import { domIsland } from '../../core/domIsland';
import { CONSENT_CHOICES, readConsent, writeConsent, type ConsentChoice } from './consentStorage';

interface CookieConsentProps {
  storageKey: string;
  delayMs: number;
  customize: string;
  hideDetails: string;
}

const browserStorage = () => window.localStorage;

function isChoice(value: string | undefined): value is ConsentChoice {
  return (CONSENT_CHOICES as readonly (string | undefined)[]).includes(value);
}

/**
 * Shows the banner `delayMs` after the page's load event unless a valid choice is stored. While it shows, the page
 * reserves its height at the bottom, so it never covers the element that has focus.
 */
export default domIsland<CookieConsentProps>((element, props, { pageLoadedAt }) => {
  const banner = element.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
  if (!banner || readConsent(browserStorage, props.storageKey)) return;
  const details = banner.querySelector<HTMLElement>('[data-consent-details]');
  const customize = banner.querySelector<HTMLButtonElement>('[data-consent-customize]');
  const { documentElement: root, body } = document;

  // Plain properties, not a custom property on <html>: changing an inherited value would restyle the whole page.
  const reserve = () => {
    root.style.scrollPaddingBottom = `calc(${banner.offsetHeight}px + var(--scroll-gap))`;
    body.style.paddingBottom = `${banner.offsetHeight}px`;
  };
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(reserve);

  const show = () => {
    banner.hidden = false;
    reserve();
    observer?.observe(banner);
  };
  const hide = () => {
    banner.hidden = true;
    observer?.disconnect();
    root.style.removeProperty('scroll-padding-bottom');
    body.style.removeProperty('padding-bottom');
  };

  banner.addEventListener('click', (event) => {
    const control = event.target instanceof Element ? event.target.closest('button') : null;
    if (!control) return;
    const choice = control.getAttribute('data-consent') ?? undefined;
    if (isChoice(choice)) {
      writeConsent(browserStorage, props.storageKey, choice);
      hide();
    } else if (control.hasAttribute('data-consent-close')) {
      hide();
    } else if (control === customize && details) {
      details.hidden = !details.hidden;
      customize.setAttribute('aria-expanded', String(!details.hidden));
      customize.textContent = details.hidden ? props.customize : props.hideDetails;
    }
  });

  // The delay counts from the page's load, not from when this code arrived; if it has passed already, show now.
  const remaining = props.delayMs - (performance.now() - pageLoadedAt);
  if (remaining > 0) window.setTimeout(show, remaining);
  else show();
});
