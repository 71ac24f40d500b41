import type { DomIsland } from '../../core/domIsland';
import { CONSENT_CHOICES, allowedBy, choiceFor, readConsent, writeConsent, type ConsentChoice } from './consentStorage';

interface CookieConsentProps {
  storageKey: string;
  delayMs: number;
  customize: string;
  hideDetails: string;
}

const browserStorage = () => window.localStorage;

function isButtonChoice(value: string | undefined): value is (typeof CONSENT_CHOICES)[number] {
  return (CONSENT_CHOICES as readonly (string | undefined)[]).includes(value);
}

/**
 * Shows the banner `delayMs` after the page's load event unless a valid choice is stored. While it shows, the page
 * reserves its height at the bottom, so it never covers the element that has focus. Customize shows a switch per
 * category and a button that stores them as set. A `[data-cookie-settings]` link anywhere on the page (the
 * footer's) opens the banner again with the categories and the stored choice on their switches, to change it.
 */
const cookieConsent: DomIsland<CookieConsentProps> = {
  kind: 'dom',
  mount: (element, props, { pageLoadedAt }) => {
    const banner = element.querySelector<HTMLElement>('[data-testid="cookie-banner"]');
    if (!banner) return;
    const details = banner.querySelector<HTMLElement>('[data-consent-details]');
    const customize = banner.querySelector<HTMLButtonElement>('[data-consent-customize]');
    const save = banner.querySelector<HTMLElement>('[data-consent="custom"]');
    // The optional categories' switches (the always-on one is disabled), each with its key as its value.
    const switches = [...banner.querySelectorAll<HTMLInputElement>('input[role="switch"]:not(:disabled)')];
    const keys = switches.map((input) => input.value);
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
    const showDetails = (open: boolean) => {
      if (!details || !customize) return;
      details.hidden = !open;
      if (save) save.hidden = !open;
      customize.setAttribute('aria-expanded', String(open));
      customize.textContent = open ? props.hideDetails : props.customize;
    };
    const store = (choice: ConsentChoice) => {
      writeConsent(browserStorage, props.storageKey, choice);
      hide();
    };

    banner.addEventListener('click', (event) => {
      const control = event.target instanceof Element ? event.target.closest('button') : null;
      if (!control) return;
      const choice = control.getAttribute('data-consent') ?? undefined;
      if (isButtonChoice(choice)) {
        store(choice);
      } else if (choice === 'custom') {
        store(
          choiceFor(
            switches.filter((input) => input.checked).map((input) => input.value),
            keys,
          ),
        );
      } else if (control.hasAttribute('data-consent-close')) {
        hide();
      } else if (control === customize) {
        showDetails(Boolean(details?.hidden));
      }
    });

    // Cookie settings: the banner again, its switches showing what is stored, focus on the first of them.
    document.addEventListener('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('[data-cookie-settings]') : null;
      if (!link) return;
      event.preventDefault();
      const allowed = allowedBy(readConsent(browserStorage, props.storageKey), keys);
      for (const input of switches) input.checked = allowed.includes(input.value);
      showDetails(true);
      show();
      (switches[0] ?? banner.querySelector('button'))?.focus();
    });

    if (readConsent(browserStorage, props.storageKey)) return;
    // The delay counts from the page's load, not from when this code arrived; if it has passed already, show now.
    const remaining = props.delayMs - (performance.now() - pageLoadedAt);
    if (remaining > 0) window.setTimeout(show, remaining);
    else show();
  },
};

export default cookieConsent;
