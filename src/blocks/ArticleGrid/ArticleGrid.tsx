import { Anchor, Button, Card, Group, Image, Text, Title } from '@mantine/core';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { ArticleGridBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './ArticleGrid.module.css';
import loadMore from './LoadMore.island';

const DEFAULT_PAGE_SIZE = 6;
const MAX_TAGS = 2;
/** The stylesheet holds a filter rule for each of this many categories. */
const MAX_CATEGORIES = 12;

/** A category's name as an id part: lowercase words joined by hyphens. */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The articles' categories in the order they first appear, with how many articles each has (at most 12). */
export function articleCategories(articles: readonly { category: string }[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const { category } of articles) counts.set(category, (counts.get(category) ?? 0) + 1);
  return [...counts].slice(0, MAX_CATEGORIES).map(([name, count]) => ({ name, count }));
}

function fill(template: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, value), template);
}

/**
 * The latest articles, `pageSize` at a time. Every article is in the page's HTML; those after the first page are
 * hidden until "load more" (a DOM island) reveals them. Without JavaScript all of them show and the button does not.
 * With a `filter`, links above the cards pick one category: each leads to its own line (`#<id>-<category>`), and
 * while that line is the page's target the stylesheet shows only that category's cards, with or without JavaScript.
 * The counts are the articles'. A card with an `href` is a link to the article's page as a whole.
 */
export function ArticleGrid({
  id,
  heading,
  intro,
  filter,
  pageSize = DEFAULT_PAGE_SIZE,
  loadMoreLabel,
  shownTemplate,
  articles,
}: ArticleGridBlock) {
  const prefix = id ?? 'articles';
  const categories = filter ? articleCategories(articles) : [];
  const indexOf = new Map(categories.map(({ name }, index) => [name, index + 1]));
  const count = (value: number) =>
    fill(value === 1 && filter?.countTemplateOne ? filter.countTemplateOne : (filter?.countTemplate ?? ''), {
      count: String(value),
    });
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.filterable}>
        {filter ? (
          <nav aria-labelledby={`${prefix}-filter-label`} className={classes.filters}>
            <Text id={`${prefix}-filter-label`} fw={700} size="sm" c="gray.8" className={classes.filterLabel}>
              {filter.label}
            </Text>
            <ul className={classes.filterList}>
              <li>
                <a href={`#${prefix}`} className={classes.filter} data-all="">
                  {filter.allLabel}
                  <span className={classes.filterCount}>{count(articles.length)}</span>
                </a>
              </li>
              {categories.map((category, index) => (
                <li key={category.name}>
                  <a href={`#${prefix}-${categorySlug(category.name)}`} className={classes.filter} data-c={index + 1}>
                    {category.name}
                    <span className={classes.filterCount}>{count(category.count)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {filter
          ? categories.map((category, index) => (
              <p
                key={category.name}
                id={`${prefix}-${categorySlug(category.name)}`}
                data-k={index + 1}
                className={classes.result}
              >
                {fill(filter.resultTemplate, { category: category.name, count: count(category.count) })}
              </p>
            ))
          : null}
        <Island of={loadMore} when="interaction" props={{ pageSize, shownTemplate, total: articles.length }}>
          {/* The island reads `:scope > ul > li`, `article` and `[data-load-more…]`: the list stays a direct child. */}
          <ul className={classes.list}>
            {articles.map((article, index) => (
              <li
                key={`${article.date}-${article.title}`}
                className={classes.item}
                hidden={index >= pageSize || undefined}
                data-c={indexOf.get(article.category)}
              >
                <Card
                  component="article"
                  padding="lg"
                  radius="lg"
                  withBorder
                  className={classes.card}
                  tabIndex={-1}
                  mod={{ linked: Boolean(article.href) }}
                >
                  {article.image ? (
                    <Card.Section className={classes.media}>
                      <Image
                        src={article.image.src}
                        alt={article.image.alt}
                        width={400}
                        height={225}
                        loading="lazy"
                        className={classes.image}
                      />
                    </Card.Section>
                  ) : null}
                  <Group justify="space-between" gap="xs">
                    <Badge tone="ocean">{article.category}</Badge>
                    <Text span size="sm" c="gray.7" className={classes.readTime}>
                      <Icon name="clock" size={15} />
                      {article.readTime}
                    </Text>
                  </Group>
                  <div className={classes.body}>
                    <Title order={3} className={classes.title}>
                      {article.href ? (
                        <Anchor
                          component={SmartLink}
                          href={article.href}
                          inherit
                          c="inherit"
                          underline="hover"
                          className={classes.titleLink}
                        >
                          {article.title}
                        </Anchor>
                      ) : (
                        article.title
                      )}
                    </Title>
                    <Text size="sm" c="gray.8" className={classes.excerpt}>
                      {article.excerpt}
                    </Text>
                    {article.tags?.length ? (
                      <ul className={classes.tags}>
                        {article.tags.slice(0, MAX_TAGS).map((tag) => (
                          <li key={tag} className={classes.tag}>
                            {tag}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                  <Group justify="space-between" gap="xs" className={classes.footer}>
                    <Text span size="sm" fw={600} c="gray.9">
                      {article.author}
                    </Text>
                    <Text component="time" dateTime={article.date} size="sm" c="gray.7">
                      {formatIsoDate(article.date, { month: 'short' })}
                    </Text>
                  </Group>
                </Card>
              </li>
            ))}
          </ul>
          {articles.length > pageSize ? (
            // The island removes the button's closest <div>, this row, once every article shows.
            <Group justify="center" className={classes.more}>
              <Button type="button" variant="outline" size="md" data-load-more="">
                {loadMoreLabel}
              </Button>
            </Group>
          ) : null}
          <VisuallyHidden aria-live="polite" role="status" data-load-more-status="" />
        </Island>
      </div>
    </Section>
  );
}
