// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

it('marks a rise and a fall apart: their arrows differ in drawing and in the direction their colour follows', () => {
  renderWithSite(<MarketSummary {...example} />);
  const [rise, fall, flat] = screen.getAllByRole('article');
  const arrowOf = (card: HTMLElement) => card.querySelector('svg')?.parentElement;
  const marker = (card: HTMLElement) => ({
    direction: arrowOf(card)?.getAttribute('data-direction'),
    drawing: arrowOf(card)?.querySelector('use')?.getAttribute('href')?.split('#')[1],
  });
  expect(marker(rise)).toEqual({ direction: 'up', drawing: 'arrow-up-right' });
  expect(marker(fall)).toEqual({ direction: 'down', drawing: 'arrow-down-right' });
  expect(marker(flat)).toEqual({ direction: 'flat', drawing: 'arrow-right' });
  expect(rise.querySelector('p:last-child')?.getAttribute('data-direction')).toBe('up');
  expect(fall.querySelector('p:last-child')?.getAttribute('data-direction')).toBe('down');
});

it('colours the arrow by its direction only: no rule gives every arrow one colour', () => {
  // The stylesheet once ended with plain `.arrow` rules that painted every arrow red, a rise too.
  const css = readFileSync(path.join(import.meta.dirname, 'MarketSummary.module.css'), 'utf8');
  const backgroundOf = (selector: string) =>
    new RegExp(`(?:^|\\n)${selector.replace(/[.[\]']/g, '\\$&')} \\{[^}]*background: ([^;]+);`).exec(css)?.[1];
  const rise = backgroundOf(".arrow[data-direction='up']");
  const fall = backgroundOf(".arrow[data-direction='down']");
  expect(rise).toContain('fern');
  expect(fall).toContain('coral');
  const plainArrowRules = [...css.matchAll(/(?:^|\n)\.arrow \{([^}]*)\}/g)].map((match) => match[1]);
  expect(plainArrowRules).toHaveLength(1);
  expect(css.indexOf('.arrow {')).toBeLessThan(css.indexOf(".arrow[data-direction='up']"));
});
