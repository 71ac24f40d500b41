import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BannerCarouselBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite, site } from '../../../tests/support/renderWithSite';
import { BannerCarousel } from './BannerCarousel';

const example = readBlockExample<BannerCarouselBlock>(import.meta.dirname, 'BannerCarousel');
const { labels } = site;

function visibleSlideTitle(): string {
  const active = screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') !== 'true');
  return active?.querySelector('h2')?.textContent ?? '';
}

describe('BannerCarousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every interval and wraps after the last slide', () => {
    renderWithSite(<BannerCarousel {...example} />);
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    act(() => vi.advanceTimersByTime(4999));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    act(() => vi.advanceTimersByTime(1));
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
    act(() => vi.advanceTimersByTime(5000 * 2));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
  });

  it('stops rotating when paused and resumes when played', () => {
    renderWithSite(<BannerCarousel {...example} />);
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPause }));
    fireEvent.blur(screen.getByRole('button', { name: labels.carouselPlay }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPlay }));
    fireEvent.blur(screen.getByRole('button', { name: labels.carouselPause }));
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('moves with previous, next and dot buttons, wrapping at both ends', () => {
    renderWithSite(<BannerCarousel {...example} />);
    fireEvent.click(screen.getByRole('button', { name: labels.carouselPrevious }));
    expect(visibleSlideTitle()).toContain('$300 with direct deposit');
    fireEvent.click(screen.getByRole('button', { name: labels.carouselNext }));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 2' }));
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
    expect(screen.getByRole('button', { name: 'Show slide 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('holds rotation while focus is inside and resumes once it leaves', () => {
    renderWithSite(<BannerCarousel {...example} />);
    const next = screen.getByRole('button', { name: labels.carouselNext });
    fireEvent.focus(next);
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.blur(next, { relatedTarget: null });
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('keeps holding while focus stays inside after the pointer leaves', () => {
    renderWithSite(<BannerCarousel {...example} />);
    const next = screen.getByRole('button', { name: labels.carouselNext });
    fireEvent.mouseEnter(next);
    fireEvent.focus(next);
    fireEvent.mouseLeave(next);
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
  });

  it('holds rotation while the pointer is over it', () => {
    renderWithSite(<BannerCarousel {...example} />);
    const area = screen.getByRole('link', { name: 'Open savings' });
    fireEvent.mouseEnter(area);
    act(() => vi.advanceTimersByTime(20_000));
    expect(visibleSlideTitle()).toContain('up to 4.50% APY');
    fireEvent.mouseLeave(area);
    act(() => vi.advanceTimersByTime(5000));
    expect(visibleSlideTitle()).toContain('$3,000 in stock');
  });

  it('exposes only the shown slide and quiets announcements while rotating', () => {
    const { container } = renderWithSite(<BannerCarousel {...example} />);
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

  it('puts the rotation control before the slides in reading order', () => {
    renderWithSite(<BannerCarousel {...example} />);
    const rotation = screen.getByRole('button', { name: labels.carouselPause });
    const firstSlideLink = screen.getByRole('link', { name: 'Open savings' });
    expect(rotation.compareDocumentPosition(firstSlideLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const focusable = Array.from(document.querySelectorAll<HTMLElement>('section a[href], section button')).filter(
      (element) => !element.closest('[inert]'),
    );
    expect(focusable[0]).toBe(rotation);
  });
});
