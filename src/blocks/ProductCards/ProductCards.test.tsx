// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ProductCardsBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ProductCards } from './ProductCards';

const example = readBlockExample<ProductCardsBlock>(import.meta.dirname, 'ProductCards');

/** The value listed under a label in a card's description list. */
function valueOf(card: HTMLElement, label: string): string | null | undefined {
  return within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

it('shows each credit card with its figures under the labels from the content and an Apply Now link', () => {
  renderWithSite(<ProductCards {...example} />);
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(3);
  const travel = cards[1];
  expect(within(travel).getByRole('heading', { level: 3 }).textContent).toBe('Fernwise Travel');
  expect(valueOf(travel, 'APR')).toBe('18.24%–28.24%');
  expect(valueOf(travel, 'Annual fee')).toBe('$95');
  expect(valueOf(travel, 'Rewards')).toBe('3x points on travel and dining');
  expect(valueOf(travel, 'Intro offer')).toBe('60,000 bonus points after $4,000 spent in 3 months');
  expect(within(travel).getByRole('link', { name: 'Apply Now' }).getAttribute('href')).toBe(
    'https://app.fernwise.example/signup',
  );
});

it('draws a card face with the card type alone (the name is the heading), hidden from screen readers', () => {
  const { container } = renderWithSite(<ProductCards {...example} />);
  const faces = container.querySelectorAll('[aria-hidden="true"][data-accent]');
  expect([...faces].map((face) => face.textContent)).toEqual(['Rewards', 'Travel', 'Business']);
});

it('shows loans with their rate and amount ranges', () => {
  const block: ProductCardsBlock = {
    type: 'product-cards',
    variant: 'loan',
    labels: { rate: 'Rate', amount: 'Amount' },
    loans: [
      {
        title: 'Personal Loans',
        icon: 'cash',
        rate: '5.99%–24.99% APR',
        amount: '$5K–$100K',
        description: 'Consolidate debt or cover a big expense with one fixed monthly payment.',
      },
    ],
  };
  renderWithSite(<ProductCards {...block} />);
  const [loan] = screen.getAllByRole('article');
  expect(valueOf(loan, 'Rate')).toBe('5.99%–24.99% APR');
  expect(valueOf(loan, 'Amount')).toBe('$5K–$100K');
  expect(within(loan).queryByRole('link')).toBeNull();
});
