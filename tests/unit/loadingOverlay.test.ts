// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import loadingOverlay, {
  GIVE_UP_AFTER_MS,
  SHOW_AFTER_MS,
  isInSiteLinkClick,
  isInSiteNavigation,
  leadsToAnotherPage,
  type ClickLike,
  type NavigateEventLike,
} from '../../src/shell/LoadingOverlay/loadingOverlay.island';

// The page the visitor is on: links in the document resolve against it, as in a browser.
window.history.replaceState(null, '', '/banking?tab=1#rates');
const here = new URL(window.location.href);

function linkTarget(attributes: Record<string, string>): Element {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  // The press lands on the text inside the link, as it usually does.
  const text = document.createElement('span');
  link.append(text);
  document.body.append(link);
  return text;
}

function click(attributes: Record<string, string>, event: Partial<ClickLike> = {}): ClickLike {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    target: linkTarget(attributes),
    ...event,
  };
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('which clicks start a move to another page of the site', () => {
  it('counts a plain click on a link to another page, or to this one (a reload), or to another page and anchor', () => {
    expect(isInSiteLinkClick(click({ href: '/pricing' }), here)).toBe(true);
    expect(isInSiteLinkClick(click({ href: `${window.location.origin}/about` }), here)).toBe(true);
    expect(isInSiteLinkClick(click({ href: '/banking?tab=1' }), here)).toBe(true);
    expect(isInSiteLinkClick(click({ href: '/pricing#plans' }), here)).toBe(true);
    expect(isInSiteLinkClick(click({ href: '/banking?tab=2#rates' }), here)).toBe(true);
    expect(isInSiteLinkClick(click({ href: '/help', target: '_self' }), here)).toBe(true);
  });

  it('leaves out modifier keys and other buttons: a new tab, a new window, a download', () => {
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(isInSiteLinkClick(click({ href: '/pricing' }, { [key]: true }), here), key).toBe(false);
    }
    expect(isInSiteLinkClick(click({ href: '/pricing' }, { button: 1 }), here)).toBe(false);
  });

  it('leaves out links that open elsewhere or download, and clicks the page already handled', () => {
    expect(isInSiteLinkClick(click({ href: '/pricing', target: '_blank' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ href: '/pricing', download: '' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ href: '/pricing' }, { defaultPrevented: true }), here)).toBe(false);
  });

  it('leaves out a #fragment of this page, another site, other schemes, files and clicks off any link', () => {
    expect(isInSiteLinkClick(click({ href: '#faq' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ href: '/banking?tab=1#' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ href: 'https://app.fernwise.example/login' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ href: 'mailto:help@fernwise.example' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ href: 'tel:1-800-555-0148' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ href: '/downloads/fee-schedule.pdf' }), here)).toBe(false);
    expect(isInSiteLinkClick(click({ name: 'no-href' }), here)).toBe(false);
    const button = document.createElement('button');
    document.body.append(button);
    expect(isInSiteLinkClick({ ...click({ href: '/pricing' }), target: button }, here)).toBe(false);
  });

  it('reads the address part by part', () => {
    expect(leadsToAnotherPage(new URL('/blog/', here), here)).toBe(true);
    expect(leadsToAnotherPage(new URL('/press.html', here), here)).toBe(false);
    expect(leadsToAnotherPage(new URL('/banking?tab=1#top', here), here)).toBe(false);
  });
});

function navigateEvent(url: string, event: Partial<NavigateEventLike> = {}): NavigateEventLike {
  return {
    destination: { url: new URL(url, here).href, sameDocument: false },
    hashChange: false,
    downloadRequest: null,
    defaultPrevented: false,
    ...event,
  };
}

describe('which navigate events start a move to another page of the site', () => {
  it('counts one to another page of the site, however it started', () => {
    expect(isInSiteNavigation(navigateEvent('/pricing'), here)).toBe(true);
  });

  it('leaves out same-page, download, cancelled and other-site navigations', () => {
    expect(isInSiteNavigation(navigateEvent('#faq', { hashChange: true }), here)).toBe(false);
    expect(
      isInSiteNavigation(navigateEvent('/banking', { destination: { url: here.href, sameDocument: true } }), here),
    ).toBe(false);
    expect(isInSiteNavigation(navigateEvent('/pricing', { downloadRequest: 'pricing.html' }), here)).toBe(false);
    expect(isInSiteNavigation(navigateEvent('/pricing', { defaultPrevented: true }), here)).toBe(false);
    expect(isInSiteNavigation(navigateEvent('https://app.fernwise.example/'), here)).toBe(false);
  });
});

describe('the overlay over time', () => {
  let navigation: EventTarget;
  let overlay: HTMLElement;
  let status: HTMLElement;

  function navigate(url: string, event: Partial<NavigateEventLike> = {}): Event & NavigateEventLike {
    const { destination, hashChange, downloadRequest } = navigateEvent(url, event);
    const fired = Object.assign(new Event('navigate', { cancelable: true }), {
      destination,
      hashChange,
      downloadRequest,
    });
    navigation.dispatchEvent(fired);
    return fired;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    navigation = new EventTarget();
    vi.stubGlobal('navigation', navigation);
    document.body.innerHTML =
      '<header><a href="/"><svg></svg></a></header>' +
      '<fw-island><span role="status"></span><div hidden aria-hidden="true">' +
      '<span><span></span></span><p>Loading</p><p>Preparing</p></div></fw-island>';
    const element = document.querySelector<HTMLElement>('fw-island');
    if (!element) throw new Error('no island');
    loadingOverlay.mount(element, null, { pageLoadedAt: 0 });
    overlay = element.querySelector('div') as HTMLElement;
    status = element.querySelector('[role="status"]') as HTMLElement;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it(`shows only once a move has taken ${SHOW_AFTER_MS} ms, with the logo and the words in the status region`, () => {
    navigate('/pricing');
    vi.advanceTimersByTime(SHOW_AFTER_MS - 1);
    expect(overlay.hidden).toBe(true);
    expect(status.textContent).toBe('');
    vi.advanceTimersByTime(1);
    expect(overlay.hidden).toBe(false);
    expect(status.textContent).toBe('LoadingPreparing');
    expect(status.querySelectorAll('p')).toHaveLength(2);
    expect(overlay.querySelector('span > span > svg')).not.toBeNull();
  });

  it('never shows for a move that is not one, or that the page cancelled', () => {
    navigate('#faq', { hashChange: true });
    const cancelled = navigate('/pricing');
    cancelled.preventDefault();
    vi.advanceTimersByTime(GIVE_UP_AFTER_MS);
    expect(overlay.hidden).toBe(true);
  });

  it('goes when the page is shown again, the tab comes back, or after the cap', () => {
    for (const end of [
      () => window.dispatchEvent(new Event('pageshow')),
      () => document.dispatchEvent(new Event('visibilitychange')),
      () => navigation.dispatchEvent(new Event('navigateerror')),
      () => vi.advanceTimersByTime(GIVE_UP_AFTER_MS),
    ]) {
      navigate('/pricing');
      vi.advanceTimersByTime(SHOW_AFTER_MS);
      expect(overlay.hidden).toBe(false);
      end();
      expect(overlay.hidden).toBe(true);
      expect(status.textContent).toBe('');
    }
  });

  it('forgets a pending move when the page is hidden, so it does not show on a return from the cache', () => {
    navigate('/pricing');
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(GIVE_UP_AFTER_MS);
    expect(overlay.hidden).toBe(true);
  });
});
