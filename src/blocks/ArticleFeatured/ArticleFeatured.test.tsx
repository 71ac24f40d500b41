// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ArticleFeaturedBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ArticleFeatured, initials } from './ArticleFeatured';

const example = readBlockExample<ArticleFeaturedBlock>(import.meta.dirname, 'ArticleFeatured');

it('shows category, date, read time, author and the link from YAML', () => {
  renderWithSite(<ArticleFeatured {...example} />);
  expect(screen.getByRole('heading', { level: 3, name: example.title })).toBeTruthy();
  expect(screen.getByText(example.category)).toBeTruthy();
  expect(screen.getByText('October 28, 2026').getAttribute('datetime')).toBe(example.date);
  expect(screen.getByText(example.readTime)).toBeTruthy();
  expect(screen.getByText(example.author)).toBeTruthy();
  expect(screen.getByRole('link', { name: example.link?.label }).getAttribute('href')).toBe(example.link?.href);
  expect(screen.getByRole('img', { name: example.image?.alt })).toBeTruthy();
});

it('makes the title the level-2 heading when the block has no heading, and drops missing parts', () => {
  renderWithSite(<ArticleFeatured {...example} heading={undefined} image={undefined} link={undefined} />);
  expect(screen.getByRole('heading', { level: 2, name: example.title })).toBeTruthy();
  expect(screen.queryByRole('link')).toBeNull();
  expect(screen.queryByRole('img')).toBeNull();
});

it('derives up to two initials from the author, ignoring a credential after a comma', () => {
  expect(initials('Maya Okafor, CFP')).toBe('MO');
  expect(initials('Ana María de la Cruz')).toBe('AM');
  expect(initials('Prince')).toBe('P');
});
