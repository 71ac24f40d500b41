import { Badge, Paper, SimpleGrid, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconStar, IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';
import type { CertificationsBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import classes from './Certifications.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars for a rating out of 5, rounded to the nearest half star. Decorative: the value is also written. */
function RatingStars({ rating }: { rating: number }) {
  const halves = Math.round(rating * 2);
  return (
    <span aria-hidden="true" className={classes.stars}>
      {STARS.map((star) => {
        if (halves >= star * 2) return <IconStarFilled key={star} size={16} className={classes.starFilled} />;
        if (halves === star * 2 - 1) return <IconStarHalfFilled key={star} size={16} className={classes.starFilled} />;
        return <IconStar key={star} size={16} stroke={1.75} className={classes.starEmpty} />;
      })}
    </span>
  );
}

const columnsFor = (count: number) => ({ base: 1, xs: 2, md: Math.min(count, 3), lg: Math.min(count, 5) });

export function Certifications({ id, heading, intro, yearLabel, items, ratings, footnote }: CertificationsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} centered>
      <SimpleGrid cols={columnsFor(items.length)} spacing="lg" verticalSpacing="lg">
        {items.map((item) => (
          <Paper key={item.name} component="article" withBorder radius="lg" p="lg" className={classes.card}>
            <ThemeIcon size={52} radius="xl" variant="light" color="fern" className={classes.seal}>
              <Icon name={item.icon ?? 'certificate'} size={28} />
            </ThemeIcon>
            <Title order={3} mt="md">
              {item.name}
            </Title>
            <Text size="sm" fw={600} c="fern.9" mt={4}>
              {item.issuer}
            </Text>
            <Text size="sm" c="gray.8" mt="xs">
              {item.description}
            </Text>
            {item.year && yearLabel ? (
              <div className={classes.yearRow}>
                <Badge variant="light" color="slate" radius="sm" className={classes.year}>
                  {yearLabel.replaceAll('{year}', String(item.year))}
                </Badge>
              </div>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      {ratings ? (
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} mt="xl" className={classes.ratings}>
          <Title order={3} className={classes.ratingsHeading}>
            {ratings.heading}
          </Title>
          <ul className={classes.ratingList}>
            {ratings.items.map((item) => (
              <li key={item.store} className={classes.rating}>
                <span className={classes.ratingValue} aria-hidden="true">
                  {item.rating.toFixed(1)}
                </span>
                <span className={classes.ratingDetails}>
                  <Text component="span" fw={700} className={classes.store}>
                    {item.store}
                  </Text>
                  <RatingStars rating={item.rating} />
                  <VisuallyHidden>{ratings.ratingLabel.replaceAll('{rating}', item.rating.toFixed(1))}</VisuallyHidden>
                  <Text component="span" size="sm" c="gray.7">
                    {item.count}
                  </Text>
                </span>
              </li>
            ))}
          </ul>
        </Paper>
      ) : null}
      {footnote ? (
        <Text size="sm" c="gray.7" mt="md" ta="center">
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}
