import { Badge, List, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { CardGridBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import classes from './CardGrid.module.css';

const badgeColors = {
  green: 'fern',
  blue: 'ocean',
  orange: 'gold',
  red: 'coral',
  gray: 'slate',
} as const;

const columnsAt = {
  2: { base: 1, sm: 2 },
  3: { base: 1, sm: 2, md: 3 },
  4: { base: 1, xs: 2, md: 4 },
  5: { base: 1, xs: 2, md: 3, lg: 5 },
} as const;

export function CardGrid({ id, heading, intro, columns = 3, cards }: CardGridBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <SimpleGrid cols={columnsAt[columns]} spacing="lg" verticalSpacing="lg" className={classes.grid}>
        {cards.map((card) => (
          <Paper key={card.title} component="article" withBorder radius="lg" p="lg" className={classes.card}>
            <div className={classes.top}>
              {card.icon ? (
                <ThemeIcon size={44} radius="md" variant="light" color={card.accent ?? 'fern'} className={classes.icon}>
                  <Icon name={card.icon} />
                </ThemeIcon>
              ) : null}
              {card.badge ? (
                <Badge
                  variant="light"
                  color={badgeColors[card.badgeColor ?? 'green']}
                  radius="sm"
                  className={classes.badge}
                  data-color={card.badgeColor ?? 'green'}
                >
                  {card.badge}
                </Badge>
              ) : null}
            </div>
            <Title order={3} mt="md">
              {card.title}
            </Title>
            {card.figure ? (
              <p className={classes.figure}>
                <span className={classes.figureValue}>{card.figure.value}</span>{' '}
                <span className={classes.figureLabel}>{card.figure.label}</span>
              </p>
            ) : null}
            <Text mt="xs" c="gray.8">
              {card.text}
            </Text>
            {card.features?.length ? (
              <List
                mt="md"
                spacing={6}
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" color="fern">
                    <IconCheck size={13} aria-hidden="true" />
                  </ThemeIcon>
                }
              >
                {card.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            ) : null}
            {card.cta ? (
              <div className={classes.cta}>
                <ActionButton action={card.cta} size="sm" />
              </div>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
