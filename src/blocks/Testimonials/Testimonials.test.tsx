// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { TestimonialsBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Testimonials } from './Testimonials';

const example = readBlockExample<TestimonialsBlock>(import.meta.dirname, 'Testimonials');

function cardOf(name: string): HTMLElement {
  const card = screen.getByText(name).closest('figure');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

it('gives each testimonial its rating as text from the ratingLabel template, with the stars hidden', () => {
  const items = example.items.map((item, index) => ({ ...item, rating: index === 0 ? 3 : item.rating }));
  renderWithSite(<Testimonials {...example} items={items} />);
  const card = cardOf(items[0].name);
  expect(within(card).getByText('Rated 3 out of 5')).toBeTruthy();
  const stars = card.querySelector('[data-rating]');
  expect(stars?.getAttribute('aria-hidden')).toBe('true');
  expect(stars?.getAttribute('data-rating')).toBe('3');
});

it('shows the verified badge only on verified testimonials, with the text from verifiedLabel', () => {
  renderWithSite(<Testimonials {...example} />);
  for (const item of example.items) {
    const badge = within(cardOf(item.name)).queryByText(example.verifiedLabel ?? '');
    expect(Boolean(badge), item.name).toBe(item.verified === true);
  }
});

it('shows the highlight as the card heading and the date as a machine-readable <time>', () => {
  const [first] = example.items;
  renderWithSite(<Testimonials {...example} />);
  expect(screen.getByRole('heading', { level: 3, name: first.highlight })).toBeTruthy();
  const time = cardOf(first.name).querySelector('time');
  expect(time?.getAttribute('datetime')).toBe(first.date);
  expect(time?.textContent).toBe('August 14, 2025');
});
