// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CategoryGridBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { CategoryGrid } from './CategoryGrid';
import { countText } from '../../core/countText';

const example = readBlockExample<CategoryGridBlock>(import.meta.dirname, 'CategoryGrid');

it('shows each category with its count from the YAML template', () => {
  renderWithSite(<CategoryGrid {...example} />);
  for (const category of example.categories) {
    const card = screen.getByRole('heading', { name: category.name }).closest('li');
    expect(card?.textContent).toContain(`${category.count} articles`);
  }
});

it('links only the categories that have an href', () => {
  renderWithSite(<CategoryGrid {...example} />);
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Banking']);
  expect(links[0].getAttribute('href')).toBe('/banking');
});

it('fills in the count, using the singular template for exactly one', () => {
  expect(countText(23, '{count} articles', '{count} article')).toBe('23 articles');
  expect(countText(1, '{count} articles', '{count} article')).toBe('1 article');
  expect(countText(1, '{count} articles')).toBe('1 articles');
  expect(countText(1200, '{count} posts')).toBe('1,200 posts');
});
