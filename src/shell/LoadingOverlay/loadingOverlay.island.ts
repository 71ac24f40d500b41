import type { DomIsland } from '../../core/domIsland';

/** How long a move to another page may take before the overlay shows: a fast or prerendered one never shows it. */
export const SHOW_AFTER_MS = 400;
/** How long the overlay stays up at most, for a move that never arrives and says nothing (stopped, a download). */
export const GIVE_UP_AFTER_MS = 15_000;

/** Where the visitor is: `window.location`, or a URL in tests. */
type Here = Pick<Location, 'origin' | 'href'>;

/** The parts of a click the decision reads. */
export type ClickLike = Pick<
  MouseEvent,
  'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented' | 'target'
>;

/** The parts of the Navigation API's `navigate` event the decision reads (TypeScript's DOM types lack it yet). */
export interface NavigateEventLike {
  destination: { url: string; sameDocument: boolean };
  hashChange: boolean;
  downloadRequest: string | null;
  defaultPrevented: boolean;
}

interface NavigationLike extends EventTarget {
  addEventListener(type: 'navigate', listener: (event: Event & NavigateEventLike) => void): void;
  addEventListener(type: string, listener: () => void): void;
}

const withoutHash = (href: string) => href.split('#', 1)[0];

/**
 * Whether going to `url` loads another page of this site: the same origin, not a `#fragment` of the page the
 * visitor is on, and not a file (a last path segment with an extension, such as a PDF or a download, which may
 * never replace the page).
 */
export function leadsToAnotherPage(url: URL, here: Here): boolean {
  if (url.origin !== here.origin) return false;
  if (url.href.includes('#') && withoutHash(url.href) === withoutHash(here.href)) return false;
  return !/\.[a-z0-9]+$/i.test(url.pathname.slice(url.pathname.lastIndexOf('/')));
}

/**
 * Whether a click starts a move to another page of the site in this tab: the main button with no modifier key
 * (those open a new tab or window, or download), on a link with an address, no `download` and no other `target`,
 * not cancelled by the page's own code. For browsers without the Navigation API.
 */
export function isInSiteLinkClick(event: ClickLike, here: Here): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const link = event.target instanceof Element ? event.target.closest('a[href], area[href]') : null;
  if (!(link instanceof HTMLAnchorElement || link instanceof HTMLAreaElement)) return false;
  if (link.hasAttribute('download')) return false;
  const target = link.getAttribute('target');
  if (target && target.toLowerCase() !== '_self') return false;
  return leadsToAnotherPage(new URL(link.href), here);
}

/**
 * Whether a `navigate` event starts a move to another page of the site in this tab: any way it starts (a link, a
 * form, a script, back and forward), but not a same-page one, a download or a move to another site. A click
 * opening a new tab fires no `navigate` event here at all.
 */
export function isInSiteNavigation(event: NavigateEventLike, here: Here): boolean {
  if (event.defaultPrevented || event.destination.sameDocument || event.hashChange) return false;
  if (event.downloadRequest !== null) return false;
  return leadsToAnotherPage(new URL(event.destination.url), here);
}

/**
 * Shows the overlay when a move to another page of the site has not committed `SHOW_AFTER_MS` after it started;
 * the next page replacing this one ends it. A move that does not happen (cancelled, stopped, a download) must not
 * leave it up: it hides when the page is shown again (back/forward cache), when the tab becomes visible again, when
 * the Navigation API reports an error, and after `GIVE_UP_AFTER_MS` in any case.
 */
const loadingOverlayIsland: DomIsland<null> = {
  kind: 'dom',
  mount: (element) => {
    const overlay = element.querySelector<HTMLElement>(':scope > div');
    const status = element.querySelector<HTMLElement>('[role="status"]');
    if (!overlay || !status) return;
    let timer: number | undefined;

    const hide = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (overlay.hidden) return;
      overlay.hidden = true;
      status.replaceChildren();
    };
    const show = () => {
      // The brand mark, the header logo's drawing (the page has it already), in the middle of the rings.
      const mark = overlay.querySelector('span > span');
      const logo = document.querySelector('header a[href="/"] svg');
      if (mark && logo && !mark.firstChild) mark.append(logo.cloneNode(true));
      overlay.hidden = false;
      // The same words, read once: the status region takes copies of the two lines (the overlay is aria-hidden).
      status.replaceChildren(...Array.from(overlay.querySelectorAll('p'), (line) => line.cloneNode(true)));
      timer = window.setTimeout(hide, GIVE_UP_AFTER_MS);
    };
    /** A move has started; `cancelled` tells, when the delay is over, whether the page's own code stopped it. */
    const started = (cancelled: () => boolean) => {
      hide();
      timer = window.setTimeout(() => {
        timer = undefined;
        if (!cancelled()) show();
      }, SHOW_AFTER_MS);
    };

    const { navigation } = window as unknown as { navigation?: NavigationLike };
    if (navigation) {
      navigation.addEventListener('navigate', (event) => {
        if (isInSiteNavigation(event, window.location)) started(() => event.defaultPrevented);
      });
      navigation.addEventListener('navigateerror', hide);
    } else {
      document.addEventListener('click', (event) => {
        if (isInSiteLinkClick(event, window.location)) started(() => event.defaultPrevented);
      });
    }
    // pagehide: the page is leaving (or going into the back/forward cache, where a pending timer would otherwise
    // fire on its return); pageshow: it is back.
    window.addEventListener('pagehide', hide);
    window.addEventListener('pageshow', hide);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') hide();
    });
  },
};

export default loadingOverlayIsland;
