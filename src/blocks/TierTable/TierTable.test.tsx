// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { TierTableBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { TierTable } from './TierTable';

const example = readBlockExample<TierTableBlock>(import.meta.dirname, 'TierTable');

it('marks the popular tier, and only it, with its badge', () => {
  renderWithSite(<TierTable {...example} />);
  const articles = screen.getAllByRole('article');
  expect(articles).toHaveLength(3);
  const popular = articles.filter((article) => article.hasAttribute('data-popular'));
  expect(popular).toHaveLength(1);
  expect(within(popular[0]).getByRole('heading', { level: 3 }).textContent).toBe('Premium');
  expect(within(popular[0]).getByText('Most popular')).toBeTruthy();
  expect(within(articles[0]).queryByText('Most popular')).toBeNull();
});

it('shows each tier price with its period and its button', () => {
  renderWithSite(<TierTable {...example} />);
  const premium = screen.getAllByRole('article')[1];
  expect(premium.textContent).toContain('$9.95/month');
  const button = within(premium).getByRole('link', { name: 'Start free trial' });
  expect(button.getAttribute('href')).toBe('https://app.fernwise.example/signup');
});

it('renders the comparison as a captioned table with column and row headers', () => {
  renderWithSite(<TierTable {...example} />);
  const table = screen.getByRole('table', { name: 'Compare memberships' });
  const columnHeaders = within(table).getAllByRole('columnheader');
  expect(columnHeaders.map((header) => header.textContent)).toEqual(['Feature', 'Essential', 'Premium', 'Elite']);
  expect(columnHeaders.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
  const rowHeaders = within(table).getAllByRole('rowheader');
  expect(rowHeaders).toHaveLength(4);
  expect(rowHeaders.every((header) => header.getAttribute('scope') === 'row')).toBe(true);
  const monitoring = within(table).getByRole('row', { name: /Credit score monitoring/ });
  expect(
    within(monitoring)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Not included', 'Included', 'Included']);
  // The table scrolls on its own if it ever outgrows a small screen, so it can be reached by keyboard.
  expect(screen.getByRole('region', { name: 'Compare memberships' }).getAttribute('tabindex')).toBe('0');
});

it('leaves the comparison out when the content has none', () => {
  renderWithSite(<TierTable {...example} comparison={undefined} />);
  expect(screen.queryByRole('table')).toBeNull();
});
