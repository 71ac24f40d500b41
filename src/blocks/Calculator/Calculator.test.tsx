// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CalculatorBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Calculator } from './Calculator';

const example = readBlockExample<CalculatorBlock>(import.meta.dirname, 'Calculator');

/** The live region that holds the results or the message. */
function results(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no live region');
  return region;
}

/** The figure shown for an output label, such as Monthly payment. */
function figure(container: HTMLElement, label: string): string | null | undefined {
  return within(results(container)).getByText(label).nextElementSibling?.textContent;
}

describe('loan payment calculator', () => {
  it('shows the business sample from its defaults, to the cent: $1,956.61 a month, $17,396.60 interest', () => {
    const { container } = renderWithSite(<Calculator {...example} />);
    expect(figure(container, 'Monthly payment')).toBe('$1,956.61');
    expect(figure(container, 'Total interest')).toBe('$17,396.60');
    expect(figure(container, 'Total paid')).toBe('$117,396.60');
  });

  it('updates the results as the amount and term change', async () => {
    const user = userEvent.setup();
    const { container } = renderWithSite(<Calculator {...example} />);
    const amount = screen.getByLabelText('Loan amount');
    await user.clear(amount);
    await user.type(amount, '50000');
    // $50,000 at 6.5% over 5 years: $978.31 a month by the formula.
    expect(figure(container, 'Monthly payment')).toBe('$978.31');
    expect(figure(container, 'Total paid')).toBe('$58,698.60');
    fireEvent.click(screen.getByLabelText('3 years'));
    // Over 3 years: $1,532.45 a month.
    expect(figure(container, 'Monthly payment')).toBe('$1,532.45');
    expect(figure(container, 'Total interest')).toBe('$5,168.20');
  });

  it('offers the term options from the content as one labelled choice', () => {
    renderWithSite(<Calculator {...example} />);
    const group = screen.getByRole('radiogroup', { name: 'Loan term' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['3', '5', '7']);
    expect(within(group).getByRole('radio', { name: '5 years' })).toHaveProperty('checked', true);
  });

  it.each([
    ['empty', ''],
    ['negative', '-5000'],
    ['above the maximum', '2500000'],
    ['huge', '9'.repeat(40)],
  ])(
    'shows the message from the content instead of results when the amount is %s',
    async (_case, typed) => {
      const user = userEvent.setup();
      const { container } = renderWithSite(<Calculator {...example} />);
      const amount = screen.getByLabelText('Loan amount');
      await user.clear(amount);
      if (typed) await user.paste(typed);
      const region = results(container);
      expect(region.textContent).toContain(example.invalidInputMessage);
      expect(region.textContent).not.toMatch(/NaN|Infinity|\$\d/);
      expect(screen.getByText('Enter a number from $1,000 to $2,000,000.')).toBeTruthy();
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      await user.clear(amount);
      await user.paste('100000');
      expect(figure(container, 'Monthly payment')).toBe('$1,956.61');
    },
    20_000,
  );
});

describe('other kinds', () => {
  it('multiplies income by years for the insurance need, in whole dollars: $750,000, not $750,000.00', async () => {
    const block: CalculatorBlock = {
      type: 'calculator',
      kind: 'insurance-need',
      inputs: [
        { id: 'income', label: 'Annual income', defaultValue: 75000, min: 0, max: 10000000, prefix: '$' },
        { id: 'years', label: 'Years of income to replace', defaultValue: 10, min: 1, max: 40, suffix: ' years' },
      ],
      outputs: [{ id: 'coverage', label: 'Suggested coverage' }],
      resultsHeading: 'Your estimate',
      invalidInputMessage: 'Check the fields above.',
      rangeMessage: 'Enter a number from {min} to {max}.',
      note: 'Estimates only.',
    };
    const user = userEvent.setup();
    const { container } = renderWithSite(<Calculator {...block} />);
    expect(figure(container, 'Suggested coverage')).toBe('$750,000');
    const years = screen.getByLabelText('Years of income to replace');
    await user.clear(years);
    await user.type(years, '20');
    expect(figure(container, 'Suggested coverage')).toBe('$1,500,000');
    await user.clear(years);
    await user.type(years, '0');
    expect(results(container).textContent).toContain('Check the fields above.');
    // A unit written as a word follows the upper bound only: never "from 1 years".
    expect(screen.getByText('Enter a number from 1 to 40 years.')).toBeTruthy();
  });
});

describe('chart', () => {
  /** The rows of the chart's table: each row's cells as text. */
  function tableRows(container: HTMLElement): string[][] {
    return [...container.querySelectorAll('figure table tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent ?? ''),
    );
  }

  it("draws a column a year and gives its figures as a table with the YAML's labels", () => {
    const { container } = renderWithSite(<Calculator {...example} />);
    const chart = container.querySelector('figure');
    expect(chart?.querySelector('figcaption')?.textContent).toBe(example.chart?.title);
    expect(chart?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(within(chart as HTMLElement).getByRole('table', { name: example.chart?.title })).toBeTruthy();
    const headings = [...(chart?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent);
    expect(headings).toEqual(['Year', 'Principal', 'Interest']);
    const rows = tableRows(container);
    expect(rows).toHaveLength(5);
    // Principal repaid over the five years adds up to the amount borrowed.
    const principal = rows.reduce((sum, row) => sum + Number(row[1].replace(/[$,]/g, '')), 0);
    expect(principal).toBeCloseTo(100000, 0);
    expect(chart?.querySelectorAll('svg path')).toHaveLength(2);
    expect(chart?.querySelector('svg path')?.getAttribute('d')?.split('M')).toHaveLength(6);
  });

  it('is drawn again when an input changes', async () => {
    const user = userEvent.setup();
    const { container } = renderWithSite(<Calculator {...example} />);
    fireEvent.click(screen.getByLabelText('3 years'));
    expect(tableRows(container)).toHaveLength(3);
    const amount = screen.getByLabelText('Loan amount');
    const before = tableRows(container)[0][1];
    await user.clear(amount);
    await user.type(amount, '50000');
    expect(tableRows(container)[0][1]).not.toBe(before);
    await user.clear(amount);
    expect(container.querySelector('figure')).toBeNull();
  });
});
