import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { MarketSummaryBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { MarketSummary } from './MarketSummary';

const example = readBlockExample<MarketSummaryBlock>(import.meta.dirname, 'MarketSummary');

it('states each direction in words as well as by colour and arrow', () => {
  renderWithSite(<MarketSummary {...example} />);
  const cards = screen.getAllByRole('article');
  expect(cards.map((card) => card.getAttribute('data-direction'))).toEqual(['up', 'down', 'flat']);
  const change = (card: HTMLElement) => card.querySelector('p:last-child')?.textContent;
  expect(change(cards[0])).toBe('Up +0.84% (+48.72)');
  expect(change(cards[1])).toBe('Down −0.21% (−88.55)');
  expect(change(cards[2])).toBe('Unchanged 0.00% (0.00)');
  expect(cards[0].querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
});

it('dates the figures and shows the disclaimer', () => {
  renderWithSite(<MarketSummary {...example} />);
  const date = screen.getByText('October 30, 2026');
  expect(date.tagName).toBe('TIME');
  expect(date.getAttribute('datetime')).toBe('2026-10-30');
  expect(screen.getByText(/Static sample data for illustration only/)).toBeTruthy();
  expect(within(screen.getAllByRole('article')[0]).getByRole('heading', { level: 3 }).textContent).toBe('S&P 500');
});
