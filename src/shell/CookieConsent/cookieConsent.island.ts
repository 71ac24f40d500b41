import type { DomIsland } from '../../core/domIsland';
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
const cookieConsent: DomIsland<CookieConsentProps> = {
  kind: 'dom',
  mount: (element, props, { pageLoadedAt }) => {
    const banner = element.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
    if (!banner || readConsent(browserStorage, props.storageKey)) return;
    const details = banner.querySelector<HTMLElement>('[data-consent-details]');
    const customize = banner.querySelector<HTMLButtonElement>('[data-consent-customize]');
    const { documentElement: root, body } = document;

    // Plain properties, not a custom property on <html>: changing an inherited value would restyle the whole page.
    const reserve = (height: number) => {
      root.style.scrollPaddingBottom = `calc(${height}px + var(--scroll-gap))`;
      body.style.paddingBottom = `${height}px`;
    };
    // The observer reports the banner's height once the browser has laid it out for its next frame (and again on
    // every change), before that frame is painted: reading offsetHeight right after showing it would force a
    // layout of its own.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? undefined
        : new ResizeObserver((entries) => {
            const entry = entries.at(-1);
            const height = entry?.borderBoxSize[0]?.blockSize ?? entry?.contentRect.height;
            if (height !== undefined && !banner.hidden) reserve(Math.ceil(height));
          });

    const show = () => {
      banner.hidden = false;
      if (observer) observer.observe(banner);
      else reserve(banner.offsetHeight);
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
  },
};

export default cookieConsent;
