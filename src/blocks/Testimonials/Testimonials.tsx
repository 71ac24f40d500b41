import { Box, Card, Group, Text, Title } from '@mantine/core';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { TestimonialsBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './Testimonials.module.css';

export function Testimonials({ id, heading, intro, ratingLabel, verifiedLabel, items, footnote }: TestimonialsBlock) {
  const { translation } = useSite();
  return (
    <Section id={id} heading={heading} intro={intro} tinted>
      {/* On phones a rail that scrolls sideways (rail.module.css): focusable, so the keyboard scrolls it too. */}
      <Box className={classes.grid} tabIndex={0} role="group" aria-label={heading}>
        {items.map((item) => (
          <Card
            component="figure"
            key={`${item.name}-${item.date}`}
            padding="lg"
            radius="lg"
            withBorder
            className={classes.card}
          >
            <Group justify="space-between" gap="xs">
              <span>
                {/* Five stars drawn by CSS from one cached image; the rating in words stands in for screen readers. */}
                <span className={classes.stars} data-rating={item.rating} aria-hidden="true" />
                <VisuallyHidden>{ratingLabel.replaceAll('{rating}', String(item.rating))}</VisuallyHidden>
              </span>
              {item.verified && verifiedLabel ? (
                <Badge>
                  <Icon name="rosette-check" size={14} />
                  {verifiedLabel}
                </Badge>
              ) : null}
            </Group>
            <Title order={3} className={classes.highlight}>
              <q>{item.highlight}</q>
            </Title>
            <blockquote className={classes.quote}>
              <Paragraphs text={item.content} />
            </blockquote>
            <figcaption className={classes.person}>
              <span className={classes.avatar} aria-hidden="true">
                {item.initials}
              </span>
              <span className={classes.who}>
                <Text span fw={700} c="gray.9">
                  {item.name}
                </Text>
                <Text span size="sm" c="gray.8">
                  {item.role}
                </Text>
                <Text span size="sm" c="gray.7" className={classes.meta}>
                  {item.location ? <span>{item.location}</span> : null}
                  <time dateTime={item.date}>{formatIsoDate(item.date, { locale: translation.sourceLanguage })}</time>
                </Text>
              </span>
            </figcaption>
          </Card>
        ))}
      </Box>
      {footnote ? (
        <Text size="sm" c="gray.7" ta="center" className={classes.footnote}>
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}
