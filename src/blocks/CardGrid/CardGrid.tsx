import { Box, Card, Group, Text, Title } from '@mantine/core';
import type { CardGridBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Badge } from '../../ui/Badge';
import { CheckList } from '../../ui/CheckList';
import { IconBadge } from '../../ui/IconBadge';
import railClasses from '../../ui/rail.module.css';
import { Section } from '../../ui/Section';
import classes from './CardGrid.module.css';

const badgeTones = {
  green: 'fern',
  blue: 'ocean',
  orange: 'gold',
  red: 'coral',
  gray: 'slate',
} as const;

export function CardGrid({ id, heading, intro, layout, columns = 3, phoneRail = false, cards }: CardGridBlock) {
  // When any card has an icon or a badge, every card keeps room for one, so the titles of a row line up.
  const withTop = cards.some((card) => card.icon || card.badge);
  // A rail whose cards hold no link takes focus itself, so the keyboard can scroll it.
  const railFocus = phoneRail && cards.some((card) => !card.cta) ? 0 : undefined;
  return (
    <Section id={id} heading={heading} intro={intro} layout={layout}>
      <Box
        className={phoneRail ? `${classes.grid} ${railClasses.rail}` : classes.grid}
        mod={{ columns }}
        tabIndex={railFocus}
        role={railFocus === 0 ? 'group' : undefined}
        aria-label={railFocus === 0 ? heading : undefined}
      >
        {cards.map((card) => (
          <Card key={card.title} component="article" withBorder radius="lg" padding="lg" className={classes.card}>
            {withTop ? (
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap" className={classes.top}>
                {card.icon ? <IconBadge name={card.icon} /> : null}
                {card.badge ? (
                  <Badge tone={badgeTones[card.badgeColor ?? 'green']} className={classes.badge}>
                    {card.badge}
                  </Badge>
                ) : null}
              </Group>
            ) : null}
            <Title order={3}>{card.title}</Title>
            {card.figure ? (
              <Text className={classes.figure}>
                <span className={classes.figureValue}>{card.figure.value}</span>{' '}
                <span className={classes.figureLabel}>{card.figure.label}</span>
              </Text>
            ) : null}
            <Text className={classes.text}>{card.text}</Text>
            {card.features?.length ? <CheckList items={card.features} size="sm" className={classes.features} /> : null}
            {card.cta ? (
              <div className={classes.cta}>
                <ActionButton action={card.cta} size="sm" />
              </div>
            ) : null}
          </Card>
        ))}
      </Box>
    </Section>
  );
}
