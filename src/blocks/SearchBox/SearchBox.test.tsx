// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { SearchBoxBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { matchesTopic } from './matchesTopic';
import { SearchBox } from './SearchBox';
import topicSearch from './TopicSearch.island';

const example = readBlockExample<SearchBoxBlock>(import.meta.dirname, 'SearchBox');
const fetchSpy = vi.fn();

beforeEach(() => {
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The search's server HTML with its island mounted. */
function renderSearch(props: SearchBoxBlock = example) {
  const rendered = renderWithSite(<SearchBox {...props} />);
  const { countTemplate, countTemplateOne } = props;
  topicSearch.mount(rendered.container, { countTemplate, countTemplateOne }, { pageLoadedAt: 0 });
  return rendered;
}

function topics() {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

function search(value: string) {
  const input = screen.getByLabelText(example.label);
  fireEvent.input(input, { target: { value } });
  return input;
}

it('lists every topic before the visitor types, with no count announced', () => {
  renderSearch();
  expect(topics()).toEqual(example.items.map((item) => item.title));
  expect(screen.getByRole('status').textContent).toBe('');
  expect((screen.getByText(example.noResultsMessage) as HTMLElement).hidden).toBe(true);
});

it('has every topic in its HTML before the island runs, the no-results message hidden', () => {
  const { container } = renderWithSite(<SearchBox {...example} />);
  expect(topics()).toEqual(example.items.map((item) => item.title));
  expect(container.querySelectorAll('[hidden]')).toHaveLength(1);
  expect((screen.getByText(example.noResultsMessage) as HTMLElement).hidden).toBe(true);
  expect(screen.getByRole('searchbox', { name: example.label })).toBeTruthy();
});

it('applies what was typed before the island arrived as it mounts', () => {
  const rendered = renderWithSite(<SearchBox {...example} />);
  (screen.getByLabelText(example.label) as HTMLInputElement).value = 'password';
  topicSearch.mount(rendered.container, example, { pageLoadedAt: 0 });
  expect(topics()).toEqual(['Reset your password']);
  expect(screen.getByRole('status').textContent).toBe('1 topic found');
});

it('filters by title, ignoring case, and announces the count', () => {
  renderSearch();
  search('PASSWORD');
  expect(topics()).toEqual(['Reset your password']);
  expect(screen.getByRole('status').textContent).toBe('1 topic found');
});

it('matches descriptions and keywords too, requiring every word', () => {
  renderSearch();
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
  renderSearch();
  search('mortgage');
  expect(topics()).toEqual([]);
  expect((screen.getByText(example.noResultsMessage) as HTMLElement).hidden).toBe(false);
  expect(screen.getByRole('status').textContent).toBe('0 topics found');
  search('');
  expect(topics()).toHaveLength(example.items.length);
  expect((screen.getByText(example.noResultsMessage) as HTMLElement).hidden).toBe(true);
});

it('keeps the visitor on the page when Search is pressed: focus returns to the field, nothing is sent', () => {
  renderSearch();
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
  renderSearch();
  expect(screen.getByRole('link', { name: 'Set up direct deposit' }).getAttribute('href')).toBe('/banking');
  expect(matchesTopic(example.items[0], '  ')).toBe(true);
});
