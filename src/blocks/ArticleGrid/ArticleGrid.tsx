import { Anchor, Button, Card, Group, Text, Title } from '@mantine/core';
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

/**
 * The latest articles, `pageSize` at a time. Every article is in the page's HTML; those after the first page are
 * hidden until "load more" (a DOM island) reveals them. Without JavaScript all of them show and the button does not.
 */
export function ArticleGrid({
  id,
  heading,
  intro,
  pageSize = DEFAULT_PAGE_SIZE,
  loadMoreLabel,
  shownTemplate,
  articles,
}: ArticleGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Island of={loadMore} when="interaction" props={{ pageSize, shownTemplate, total: articles.length }}>
        {/* The island reads `:scope > ul > li`, `article` and `[data-load-more…]`: the list stays a direct child. */}
        <ul className={classes.list}>
          {articles.map((article, index) => (
            <li
              key={`${article.date}-${article.title}`}
              className={classes.item}
              hidden={index >= pageSize || undefined}
            >
              <Card component="article" padding="lg" radius="lg" withBorder className={classes.card} tabIndex={-1}>
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
    </Section>
  );
}
