import { Box, Card, List, Paper, Text, Title } from '@mantine/core';
import type { CertificationsBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './Certifications.module.css';

/**
 * Five stars for a rating out of 5, rounded to the nearest half star, drawn by the stylesheet from the number of
 * halves: full stars, then a half star, then empty ones. Decorative: the value is also written.
 */
function RatingStars({ rating }: { rating: number }) {
  const halves = Math.min(Math.max(Math.round(rating * 2), 0), 10);
  return <span aria-hidden="true" className={classes.stars} data-halves={halves} />;
}

/** The store ratings in a row; each item's label holds the figure beside its details. */
const ratingListClassNames = { root: classes.ratingList, itemLabel: classes.rating };

export function Certifications({ id, heading, intro, yearLabel, items, ratings, footnote }: CertificationsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/* On phones a rail that scrolls sideways (rail.module.css): focusable, so the keyboard scrolls it too. */}
      <Box
        className={classes.grid}
        mod={{ count: Math.min(items.length, 5) }}
        tabIndex={0}
        role="group"
        aria-label={heading}
      >
        {items.map((item) => (
          <Card component="article" key={item.name} padding="lg" radius="lg" withBorder className={classes.card}>
            <IconBadge name={item.icon ?? 'certificate'} size="lg" shape="circle" className={classes.seal} />
            <Title order={3} className={classes.name}>
              {item.name}
            </Title>
            <Text size="sm" fw={600} c="fern.9" className={classes.issuer}>
              {item.issuer}
            </Text>
            <Text size="sm" c="gray.8" className={classes.description}>
              {item.description}
            </Text>
            {item.year && yearLabel ? (
              <div className={classes.yearRow}>
                <Badge tone="slate" className={classes.year}>
                  {yearLabel.replaceAll('{year}', String(item.year))}
                </Badge>
              </div>
            ) : null}
          </Card>
        ))}
      </Box>
      {ratings ? (
        <Paper radius="lg" withBorder className={classes.ratings}>
          <Title order={3} className={classes.ratingsHeading}>
            {ratings.heading}
          </Title>
          {/* role="list": Safari drops a list's semantics when its markers are hidden. */}
          <List role="list" listStyleType="none" classNames={ratingListClassNames}>
            {ratings.items.map((item) => (
              <List.Item key={item.store}>
                <span className={classes.ratingValue} aria-hidden="true">
                  {item.rating.toFixed(1)}
                </span>
                <span className={classes.ratingDetails}>
                  <Text span fw={700} c="gray.9">
                    {item.store}
                  </Text>
                  <RatingStars rating={item.rating} />
                  <VisuallyHidden>{ratings.ratingLabel.replaceAll('{rating}', item.rating.toFixed(1))}</VisuallyHidden>
                  <Text span size="sm" c="gray.7">
                    {item.count}
                  </Text>
                </span>
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      {footnote ? (
        <Text size="sm" c="gray.7" ta="center" className={classes.footnote}>
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}
