import { act, fireEvent, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { BannerCarouselBlock } from '../../generated/page';
import { renderWithSite, site } from '../../../tests/support/renderWithSite';
import { BannerCarousel } from './BannerCarousel';

const example = parse(
  readFileSync(path.join(import.meta.dirname, 'BannerCarousel.example.yaml'), 'utf8'),
) as BannerCarouselBlock;
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

  it('puts the rotation control before the slides in reading order', () => {
    renderWithSite(<BannerCarousel {...example} />);
    const rotation = screen.getByRole('button', { name: labels.carouselPause });
    const firstSlideLink = screen.getByRole('link', { name: 'Open savings' });
    expect(rotation.compareDocumentPosition(firstSlideLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
