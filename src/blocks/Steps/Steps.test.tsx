// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { StepsBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Steps } from './Steps';

const example = readBlockExample<StepsBlock>(import.meta.dirname, 'Steps');

it('renders the steps as an ordered list, in order, with the big numbers hidden from screen readers', () => {
  renderWithSite(<Steps {...example} />);
  const list = screen.getByRole('list');
  expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual(
    example.steps.map((step) => step.title),
  );
  items.forEach((item, index) => {
    const number = within(item).getByText(String(index + 1).padStart(2, '0'));
    expect(number.getAttribute('aria-hidden')).toBe('true');
  });
});
