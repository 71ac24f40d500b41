// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { FaqBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Faq } from './Faq';

const example = readBlockExample<FaqBlock>(import.meta.dirname, 'Faq');

function disclosureOf(question: string): HTMLDetailsElement {
  const details = screen.getByRole('heading', { name: question, level: 3 }).closest('details');
  if (!details) throw new Error(`no disclosure for ${question}`);
  return details;
}

it('is a list of native disclosures: several open at once, each closing independently, with no script', () => {
  renderWithSite(<Faq {...example} />);
  const [first, second] = example.items.map((item) => disclosureOf(item.question));
  expect(first.open).toBe(false);
  // jsdom does not toggle <details> on a click; setting `open` is what the browser's own toggle does.
  first.open = true;
  second.open = true;
  expect(first.hasAttribute('name')).toBe(false);
  expect([first.open, second.open]).toEqual([true, true]);
  first.open = false;
  expect([first.open, second.open]).toEqual([false, true]);
  fireEvent.click(first.querySelector('summary') as HTMLElement);
});

it('shows each blank-line-separated paragraph of an answer as its own paragraph', () => {
  renderWithSite(<Faq {...example} />);
  expect(screen.getByText('ACH transfers arrive in 1-3 business days.').tagName).toBe('P');
  expect(screen.getByText('Expedited ACH costs $3.').tagName).toBe('P');
});
