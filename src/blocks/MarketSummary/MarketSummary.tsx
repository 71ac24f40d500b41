import { Paper, SimpleGrid, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { MarketIndex, MarketSummaryBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './MarketSummary.module.css';

const arrows = {
  up: IconArrowUpRight,
  down: IconArrowDownRight,
  flat: IconArrowRight,
} satisfies Record<MarketIndex['direction'], typeof IconArrowRight>;

/** Formats the ISO date as written in US English, read as a calendar date whatever the visitor's time zone. */
function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export function MarketSummary({
  id,
  heading,
  intro,
  asOf,
  asOfLabel,
  directionLabels,
  indices,
  disclaimer,
}: MarketSummaryBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Text size="sm" c="gray.7" mb="md">
        {asOfLabel} <time dateTime={asOf}>{formatDate(asOf)}</time>
      </Text>
      <SimpleGrid cols={{ base: 1, sm: Math.min(indices.length, 3) }} spacing="lg" verticalSpacing="lg">
        {indices.map((index) => {
          const Arrow = arrows[index.direction];
          return (
            <Paper
              key={index.name}
              component="article"
              withBorder
              radius="lg"
              p="lg"
              className={classes.card}
              data-direction={index.direction}
            >
              <Title order={3} className={classes.name}>
                {index.name}
              </Title>
              <p className={classes.value}>{index.value}</p>
              <p className={classes.change}>
                <span className={classes.arrow}>
                  <Arrow size={18} stroke={2.25} aria-hidden="true" />
                </span>
                <VisuallyHidden>{directionLabels[index.direction]} </VisuallyHidden>
                <span>{index.change}</span>
              </p>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="gray.7" mt="md" maw={760}>
        {disclaimer}
      </Text>
    </Section>
  );
}
