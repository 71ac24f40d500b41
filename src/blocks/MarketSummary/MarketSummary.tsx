import { Box, Card, Text, Title } from '@mantine/core';
import type { SiteIconName } from '../../core/iconSet';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { MarketIndex, MarketSummaryBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './MarketSummary.module.css';

const arrows = {
  up: 'arrow-up-right',
  down: 'arrow-down-right',
  flat: 'arrow-right',
} as const satisfies Record<MarketIndex['direction'], SiteIconName>;

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
      <Text size="sm" c="gray.7" className={classes.asOf}>
        {asOfLabel} <time dateTime={asOf}>{formatIsoDate(asOf)}</time>
      </Text>
      <Box className={classes.grid} mod={{ count: Math.min(indices.length, 3) }}>
        {indices.map((index) => (
          <Card
            component="article"
            key={index.name}
            padding="lg"
            radius="lg"
            withBorder
            className={classes.card}
            mod={{ direction: index.direction }}
          >
            <Title order={3} className={classes.name}>
              {index.name}
            </Title>
            <Text fw={800} className={classes.value}>
              {index.value}
            </Text>
            {/* The direction is said in words, drawn as an arrow and coloured: the colours follow data-direction. */}
            <Text fw={700} className={classes.change} mod={{ direction: index.direction }}>
              <Box component="span" className={classes.arrow} mod={{ direction: index.direction }}>
                <Icon name={arrows[index.direction]} size={18} />
              </Box>
              <VisuallyHidden>{directionLabels[index.direction]} </VisuallyHidden>
              <span>{index.change}</span>
            </Text>
          </Card>
        ))}
      </Box>
      <Text size="xs" c="gray.7" className={classes.disclaimer}>
        {disclaimer}
      </Text>
    </Section>
  );
}
