// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BannerCarouselBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite, site } from '../../../tests/support/renderWithSite';
import { BannerCarousel } from './BannerCarousel';
import rotation from './Rotation.island';

const example = readBlockExample<BannerCarouselBlock>(import.meta.dirname, 'BannerCarousel');
const { labels } = site;

/** The carousel's server HTML with its island mounted, as a visitor's browser has it once the page has loaded. */
function renderCarousel(props: BannerCarouselBlock = example) {
  const rendered = renderWithSite(<BannerCarousel {...props} />);
  rotation.mount(
    rendered.container,
    { intervalMs: props.intervalMs ?? 5000, playLabel: labels.carouselPlay, pauseLabel: labels.carouselPause },
    { pageLoadedAt: 0 },
  );
  return rendered;
}

function visibleSlideTitle(): string {
  const active = screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true');
  return active?.querySelector('h2')?.textContent ?? '';
}

/**
 * jsdom lays nothing out, and Embla measures the viewport and the slides: every element is given a width of
 * 1000 px, placed after its previous siblings, so each slide is one viewport wide, as in a browser.
 */
const WIDTH = 1000;
function layOut() {
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(WIDTH),
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(400),
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      return this.parentElement ? [...this.parentElement.children].indexOf(this) * WIDTH : 0;
    }),
  ];
  return () => spies.forEach((spy) => spy.mockRestore());
}

describe('BannerCarousel', () => {
  let restoreLayout: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    restoreLayout = layOut();
  });
  afterEach(() => {
    restoreLayout();
    vi.useRealTimers();
  });

  it('advances every interval and wraps after the last slide', () => {
    renderCarousel();
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    vi.advanceTimersByTime(4999);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    vi.advanceTimersByTime(1);
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
    vi.advanceTimersByTime(5000 * 2);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
  });

  it('stops rotating when paused and resumes when played', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPause }));
    vi.advanceTimersByTime(20_000);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPlay }));
    vi.advanceTimersByTime(5000);
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('moves with previous, next and dot buttons, wrapping at both ends', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPrevious }));
    expect(visibleSlideTitle()).toContain('$300 with direct deposit');
    fireEvent.click(screen.getByRole('button', { name: labels.carouselNext }));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
    expect(screen.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('holds rotation while focus is inside and resumes once it leaves', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: labels.carouselNext });
    fireEvent.focusIn(next);
    vi.advanceTimersByTime(20_000);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.focusOut(next, { relatedTarget: null });
    vi.advanceTimersByTime(5000);
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('rotates once Play is pressed though focus stays on the button, and holds again when focus moves inside', () => {
    renderCarousel();
    const toggle = screen.getByRole('button', { name: labels.carouselPause });
    fireEvent.focusIn(toggle);
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPlay }));
    vi.advanceTimersByTime(5000);
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
    const link = screen.getByRole('link', { name: 'Claim your stock' });
    fireEvent.focusIn(link);
    vi.advanceTimersByTime(20_000);
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('rotates once Play is pressed with the pointer over the carousel', () => {
    renderCarousel();
    const toggle = screen.getByRole('button', { name: labels.carouselPause });
    fireEvent.mouseEnter(toggle.closest('[data-carousel]') as HTMLElement);
    fireEvent.focusIn(toggle);
    fireEvent.click(toggle);
    vi.advanceTimersByTime(20_000);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPlay }));
    vi.advanceTimersByTime(5000);
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('draws the shown slide and the one leaving, then only the shown one once the track settles', () => {
    const { container } = renderCarousel();
    const drawn = () =>
      [...container.querySelectorAll('[aria-roledescription="slide"]')].map((slide) =>
        slide.hasAttribute('data-active'),
      );
    expect(drawn()).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole('button', { name: labels.carouselNext }));
    expect(drawn()).toEqual([true, true, false]);
    vi.advanceTimersByTime(2000);
    expect(drawn()).toEqual([false, true, false]);
  });

  it('keeps holding while focus stays inside after the pointer leaves', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: labels.carouselNext });
    fireEvent.mouseEnter(next);
    fireEvent.focusIn(next);
    fireEvent.mouseLeave(next);
    vi.advanceTimersByTime(20_000);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
  });

  it('holds rotation while the pointer is over it', () => {
    renderCarousel();
    const area = screen.getByRole('link', { name: 'Open savings' }).closest('[data-carousel]') as HTMLElement;
    fireEvent.mouseEnter(area);
    vi.advanceTimersByTime(20_000);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.mouseLeave(area);
    vi.advanceTimersByTime(5000);
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('exposes only the shown slide and quiets announcements while rotating', () => {
    const { container } = renderCarousel();
    const section = container.querySelector('section');
    expect(section?.getAttribute('aria-roledescription')).toBe('carousel');
    expect(section?.getAttribute('aria-label')).toBe(example.label);
    expect(container.querySelectorAll('[aria-roledescription="carousel"]')).toHaveLength(1);
    const groups = screen.getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(groups.map((group) => group.getAttribute('aria-roledescription'))).toEqual(['slide', 'slide', 'slide']);
    expect(groups.map((group) => group.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(screen.getAllByRole('group')).toHaveLength(1);

    const rotation = screen.getByRole('button', { name: labels.carouselPause });
    const live = document.getElementById(rotation.getAttribute('aria-controls') ?? '');
    expect(live?.contains(groups[0] ?? null)).toBe(true);
    expect(live?.getAttribute('aria-live')).toBe('off');
    fireEvent.click(rotation);
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('moves with the arrow keys while focus is inside', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: labels.carouselNext });
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(visibleSlideTitle()).toContain('$300 with direct deposit');
  });

  it('does not rotate by itself for a visitor who asks for reduced motion', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList);
    renderCarousel();
    expect(screen.getByRole('button', { name: labels.carouselPlay })).toBeTruthy();
    vi.advanceTimersByTime(20_000);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    matchMedia.mockRestore();
  });

  it('keeps every slide reachable in the server HTML, for a visitor without JavaScript', () => {
    renderWithSite(<BannerCarousel {...example} />);
    const groups = screen.getAllByRole('group');
    expect(groups).toHaveLength(example.slides.length);
    expect(groups.some((group) => group.hasAttribute('inert'))).toBe(false);
  });

  it('puts the rotation control before the slides in reading order', () => {
    renderCarousel();
    const rotation = screen.getByRole('button', { name: labels.carouselPause });
    const firstSlideLink = screen.getByRole('link', { name: 'Open savings' });
    expect(rotation.compareDocumentPosition(firstSlideLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('section a[href], section button')).filter(
      (element) => !element.closest('[inert]'),
    );
    expect(focusable[0]).toBe(rotation);
  });
});
