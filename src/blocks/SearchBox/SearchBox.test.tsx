import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SearchBoxBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { matchesTopic } from './matchesTopic';
import { SearchBox } from './SearchBox';

const example = readBlockExample<SearchBoxBlock>(import.meta.dirname, 'SearchBox');
const fetchSpy = vi.fn();

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function topics() {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function search(value: string) {
  const input = screen.getByLabelText(example.label);
  fireEvent.change(input, { target: { value } });
  return input;
}

it('lists every topic before the visitor types, with no count announced', () => {
  renderWithSite(<SearchBox {...example} />);
  expect(topics()).toEqual(example.items.map((item) => item.title));
  expect(screen.getByRole('status').textContent).toBe('');
});

it('filters by title, ignoring case, and announces the count', () => {
  renderWithSite(<SearchBox {...example} />);
  search('PASSWORD');
  expect(topics()).toEqual(['Reset your password']);
  expect(screen.getByRole('status').textContent).toBe('1 topic found');
});

it('matches descriptions and keywords too, requiring every word', () => {
  renderWithSite(<SearchBox {...example} />);
  search('routing');
  expect(topics()).toEqual(['Set up direct deposit']);
  search('forgot');
  expect(topics()).toEqual(['Reset your password']);
  search('update');
  expect(topics()).toEqual(['Update your address', 'Update your payment method']);
  expect(screen.getByRole('status').textContent).toBe('2 topics found');
  search('update card');
  expect(topics()).toEqual(['Update your payment method']);
});

it('shows the YAML message when nothing matches', () => {
  renderWithSite(<SearchBox {...example} />);
  search('mortgage');
  expect(topics()).toEqual([]);
  expect(screen.getByText(example.noResultsMessage)).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe('0 topics found');
});

it('keeps the visitor on the page when Search is pressed: focus returns to the field, nothing is sent', () => {
  renderWithSite(<SearchBox {...example} />);
  const input = search('wire');
  const button = screen.getByRole('button', { name: example.buttonLabel });
  button.focus();
  fireEvent.click(button);
  expect(document.activeElement).toBe(input);
  expect(topics()).toEqual(['Transfer money']);
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(screen.getByRole('search')).toBeTruthy();
});

it('links topics that have an href', () => {
  renderWithSite(<SearchBox {...example} />);
  expect(screen.getByRole('link', { name: 'Set up direct deposit' }).getAttribute('href')).toBe('/banking');
  expect(matchesTopic(example.items[0], '  ')).toBe(true);
});
