import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { FaqBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Faq } from './Faq';

const example = readBlockExample<FaqBlock>(import.meta.dirname, 'Faq');

it('opens several answers at once and closes each independently', () => {
  renderWithSite(<Faq {...example} />);
  const [first, second] = example.items.map((item) => screen.getByRole('button', { name: item.question }));
  fireEvent.click(first);
  fireEvent.click(second);
  expect(first.getAttribute('aria-expanded')).toBe('true');
  expect(second.getAttribute('aria-expanded')).toBe('true');
  fireEvent.click(first);
  expect(first.getAttribute('aria-expanded')).toBe('false');
  expect(second.getAttribute('aria-expanded')).toBe('true');
});

it('shows each blank-line-separated paragraph of an answer as its own paragraph', () => {
  renderWithSite(<Faq {...example} />);
  fireEvent.click(screen.getByRole('button', { name: 'How long do transfers take?' }));
  expect(screen.getByText('ACH transfers arrive in 1-3 business days.').tagName).toBe('P');
  expect(screen.getByText('Expedited ACH costs $3.').tagName).toBe('P');
});
