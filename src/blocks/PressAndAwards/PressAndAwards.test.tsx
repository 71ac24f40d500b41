// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PressAndAwardsBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { PressAndAwards } from './PressAndAwards';

const example = readBlockExample<PressAndAwardsBlock>(import.meta.dirname, 'PressAndAwards');

it('nests list headings under the section heading, and items under the lists', () => {
  renderWithSite(<PressAndAwards {...example} />);
  expect(screen.getByRole('heading', { level: 2, name: example.heading })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: example.press?.heading })).toBeTruthy();
  expect(screen.getByRole('heading', { level: 3, name: example.awards?.heading })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(
    (example.press?.items.length ?? 0) + (example.awards?.items.length ?? 0),
  );
});

it('promotes the list headings to level 2 when the section has no heading, and shows one list alone', () => {
  renderWithSite(<PressAndAwards type="press-and-awards" awards={example.awards} />);
  expect(screen.getByRole('heading', { level: 2, name: example.awards?.heading })).toBeTruthy();
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(example.awards?.items.length ?? 0);
  expect(screen.queryByText(example.press?.heading ?? '')).toBeNull();
});

it('links a headline only when the mention has an address', () => {
  renderWithSite(<PressAndAwards {...example} />);
  const links = screen.getAllByRole('link');
  const linked = example.press?.items.filter((item) => item.href) ?? [];
  expect(links).toHaveLength(linked.length);
  expect(links[0].getAttribute('href')).toBe(linked[0].href);
  expect(screen.getByRole('heading', { level: 4, name: /The all-in-one money app/ }).querySelector('a')).toBe(links[0]);
});

it('shows press dates as machine-readable <time> elements', () => {
  renderWithSite(<PressAndAwards {...example} />);
  const times = [...document.querySelectorAll('time')].map((time) => time.getAttribute('datetime'));
  expect(times).toEqual(example.press?.items.map((item) => item.date));
});
