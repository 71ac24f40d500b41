// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ArticleGridBlock, GridArticle } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ArticleGrid } from './ArticleGrid';
import loadMore from './LoadMore.island';

const example = readBlockExample<ArticleGridBlock>(import.meta.dirname, 'ArticleGrid');

/** The grid's server HTML with its island mounted. */
function renderGrid(props: ArticleGridBlock) {
  const rendered = renderWithSite(<ArticleGrid {...props} />);
  // The island's element in a page wraps the list of cards (see ArticleGrid.tsx); here the list's parent stands in.
  const island = rendered.container.querySelector('article')?.closest('ul')?.parentElement as HTMLElement;
  loadMore.mount(
    island,
    { pageSize: props.pageSize ?? 6, shownTemplate: props.shownTemplate, total: props.articles.length },
    { pageLoadedAt: 0 },
  );
  return rendered;
}

function cardTitles() {
  return screen.getAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

const article = (n: number): GridArticle => ({
  category: 'Savings',
  date: '2026-10-01',
  title: `Article ${n}`,
  excerpt: 'Excerpt.',
  author: 'Sam Lee',
  readTime: '3 min read',
});

it('shows at most the first two tags of each article', () => {
  renderWithSite(<ArticleGrid {...example} />);
  const first = example.articles[0];
  expect(first.tags).toHaveLength(3);
  const card = screen.getByRole('heading', { name: first.title }).closest('article') as HTMLElement;
  const tags = within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(tags).toEqual(first.tags?.slice(0, 2));
  expect(within(card).queryByText(first.tags?.[2] ?? '')).toBeNull();
});

it('shows pageSize articles, then reveals the next pageSize with each press until all are shown', () => {
  const articles = Array.from({ length: 7 }, (_, index) => article(index + 1));
  renderGrid({ ...example, pageSize: 3, articles });
  const button = () => screen.queryByRole('button', { name: example.loadMoreLabel });
  expect(cardTitles()).toEqual(['Article 1', 'Article 2', 'Article 3']);

  fireEvent.click(button() as HTMLElement);
  expect(cardTitles()).toHaveLength(6);
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Article 4' }).closest('article'));
  expect(screen.getByRole('status').textContent).toBe('Showing 6 of 7 articles');

  fireEvent.click(button() as HTMLElement);
  expect(cardTitles()).toHaveLength(7);
  expect(button()).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Article 7' }).closest('article'));
  expect(screen.getByRole('status').textContent).toBe('Showing 7 of 7 articles');
});

it('uses the example: six at first, the remaining three after one press, then no button', () => {
  renderGrid(example);
  expect(cardTitles()).toEqual(example.articles.slice(0, 6).map((item) => item.title));
  fireEvent.click(screen.getByRole('button', { name: example.loadMoreLabel }));
  expect(cardTitles()).toEqual(example.articles.map((item) => item.title));
  expect(screen.queryByRole('button', { name: example.loadMoreLabel })).toBeNull();
});

it('shows no button when every article fits on the first page', () => {
  renderWithSite(<ArticleGrid {...example} articles={example.articles.slice(0, 6)} />);
  expect(screen.queryByRole('button')).toBeNull();
});

it('links an article title when the article has an href', () => {
  renderWithSite(<ArticleGrid {...example} />);
  const linked = example.articles.find((item) => item.href);
  expect(screen.getByRole('link', { name: linked?.title }).getAttribute('href')).toBe(linked?.href);
});
