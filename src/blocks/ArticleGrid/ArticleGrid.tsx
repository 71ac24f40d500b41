import { Badge, Button, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { ArticleGridBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { formatIsoDate } from './formatIsoDate';
import classes from './ArticleGrid.module.css';

const DEFAULT_PAGE_SIZE = 6;
const MAX_TAGS = 2;

export function ArticleGrid({
  id,
  heading,
  intro,
  pageSize = DEFAULT_PAGE_SIZE,
  loadMoreLabel,
  shownTemplate,
  articles,
}: ArticleGridBlock) {
  const [shown, setShown] = useState(Math.min(pageSize, articles.length));
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cards = useRef<(HTMLElement | null)[]>([]);

  // After "load more", move focus to the first article it revealed, so keyboard users continue from there.
  useEffect(() => {
    if (focusIndex !== null) cards.current[focusIndex]?.focus();
  }, [focusIndex]);

  function loadMore() {
    const next = Math.min(shown + pageSize, articles.length);
    setFocusIndex(shown);
    setShown(next);
    setAnnouncement(shownTemplate.replaceAll('{shown}', String(next)).replaceAll('{total}', String(articles.length)));
  }

  return (
    <Section id={id} heading={heading} intro={intro}>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        verticalSpacing="lg"
        className={classes.list}
      >
        {articles.slice(0, shown).map((article, index) => (
          <li key={`${article.date}-${article.title}`}>
            <Paper
              component="article"
              withBorder
              radius="lg"
              p="lg"
              tabIndex={-1}
              ref={(element: HTMLElement | null) => {
                cards.current[index] = element;
              }}
              className={classes.card}
            >
              <div className={classes.top}>
                <Badge variant="light" color="ocean" radius="sm">
                  {article.category}
                </Badge>
                <span className={classes.readTime}>
                  <IconClock size={15} stroke={1.75} aria-hidden="true" />
                  {article.readTime}
                </span>
              </div>
              <div className={classes.body}>
                <Title order={3} mt="md" className={classes.title}>
                  {article.href ? (
                    <SmartLink href={article.href} className={classes.titleLink}>
                      {article.title}
                    </SmartLink>
                  ) : (
                    article.title
                  )}
                </Title>
                <Text c="gray.8" mt="xs" size="sm" className={classes.excerpt}>
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
              <div className={classes.footer}>
                <span className={classes.author}>{article.author}</span>
                <time dateTime={article.date} className={classes.date}>
                  {formatIsoDate(article.date, 'short')}
                </time>
              </div>
            </Paper>
          </li>
        ))}
      </SimpleGrid>
      {shown < articles.length ? (
        <div className={classes.more}>
          <Button variant="outline" size="md" onClick={loadMore}>
            {loadMoreLabel}
          </Button>
        </div>
      ) : null}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
    </Section>
  );
}
