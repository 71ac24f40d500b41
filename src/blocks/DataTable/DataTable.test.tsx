// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { DataTableBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { DataTable } from './DataTable';

const example = readBlockExample<DataTableBlock>(import.meta.dirname, 'DataTable');

it('shows one row per entry, with the cells in column order and the first column as row header', () => {
  renderWithSite(<DataTable {...example} />);
  const table = screen.getByRole('table', { name: example.caption });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Factor', 'Impact', 'Weight']);
  const rowHeaders = within(table).getAllByRole('rowheader');
  expect(rowHeaders.map((header) => header.textContent)).toEqual([
    'Payment history',
    'Credit utilization',
    'Length of credit history',
    'Credit mix',
    'New credit',
  ]);
  expect(rowHeaders.every((header) => header.getAttribute('scope') === 'row')).toBe(true);
  const [payment] = within(table).getAllByRole('row').slice(1);
  expect(
    within(payment)
      .getAllByRole('cell')
      .map((cell) => cell.lastChild?.textContent),
  ).toEqual(['High', '35%']);
});

it('leaves a cell empty when its row lacks the key and ignores keys that are not columns', () => {
  const block: DataTableBlock = {
    ...example,
    rows: [{ factor: 'Credit mix', weight: '10%', note: 'not a column' }],
  };
  renderWithSite(<DataTable {...block} />);
  const cells = within(screen.getByRole('table')).getAllByRole('cell');
  expect(cells.map((cell) => cell.textContent)).toEqual(['', 'Weight10%']);
  expect(cells[0].hasAttribute('data-empty')).toBe(true);
  expect(screen.queryByText('not a column')).toBeNull();
});
