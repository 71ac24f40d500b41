import { Badge, Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconRosetteDiscountCheckFilled, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useSite } from '../../ui/SiteContext';
import type { TestimonialsBlock } from '../../generated/page';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './Testimonials.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** A YYYY-MM-DD date in the content's language, read as a calendar day (UTC), so server and browser agree. */
function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function Testimonials({ id, heading, intro, ratingLabel, verifiedLabel, items, footnote }: TestimonialsBlock) {
  const { translation } = useSite();
  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
        {items.map((item) => (
          <Paper
            key={`${item.name}-${item.date}`}
            component="figure"
            withBorder
            radius="lg"
            p="lg"
            className={classes.card}
          >
            <div className={classes.top}>
              <span className={classes.stars}>
                <span aria-hidden="true" className={classes.starIcons}>
                  {STARS.map((star) =>
                    star <= item.rating ? (
                      <IconStarFilled key={star} size={18} className={classes.starFilled} />
                    ) : (
                      <IconStar key={star} size={18} stroke={1.75} className={classes.starEmpty} />
                    ),
                  )}
                </span>
                <VisuallyHidden>{ratingLabel.replaceAll('{rating}', String(item.rating))}</VisuallyHidden>
              </span>
              {item.verified && verifiedLabel ? (
                <Badge
                  variant="light"
                  color="fern"
                  radius="sm"
                  leftSection={<IconRosetteDiscountCheckFilled size={14} aria-hidden="true" />}
                >
                  {verifiedLabel}
                </Badge>
              ) : null}
            </div>
            <Title order={3} mt="md" className={classes.highlight}>
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
                <Text component="span" fw={700} className={classes.name}>
                  {item.name}
                </Text>
                <Text component="span" size="sm" c="gray.8">
                  {item.role}
                </Text>
                <Text component="span" size="sm" c="gray.7" className={classes.meta}>
                  {item.location ? <span>{item.location}</span> : null}
                  <time dateTime={item.date}>{formatDate(item.date, translation.sourceLanguage)}</time>
                </Text>
              </span>
            </figcaption>
          </Paper>
        ))}
      </SimpleGrid>
      {footnote ? (
        <Text size="sm" c="gray.7" mt="lg" ta="center">
          {footnote}
        </Text>
      ) : null}
    </Section>
  );
}
