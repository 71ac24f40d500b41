import { Badge, List, Paper, SimpleGrid, Table, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import type { TierComparisonValue, TierTableBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Section } from '../../ui/Section';
import classes from './TierTable.module.css';

const columnsAt = {
  1: { base: 1 },
  2: { base: 1, sm: 2 },
  3: { base: 1, md: 3 },
  4: { base: 1, sm: 2, lg: 4 },
} as const;

interface CellProps {
  value: TierComparisonValue | undefined;
  includedLabel: string;
  notIncludedLabel: string;
}

/** A comparison cell: a check or a cross, each with its words for screen readers, or the text as written. */
function ComparisonCell({ value, includedLabel, notIncludedLabel }: CellProps) {
  if (value === true) {
    return (
      <span className={classes.mark} data-included>
        <IconCheck size={18} stroke={2.5} aria-hidden="true" />
        <VisuallyHidden>{includedLabel}</VisuallyHidden>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className={classes.mark}>
        <IconX size={18} stroke={2} aria-hidden="true" />
        <VisuallyHidden>{notIncludedLabel}</VisuallyHidden>
      </span>
    );
  }
  return value ?? null;
}

export function TierTable({ id, heading, intro, tiers, comparison }: TierTableBlock) {
  const captionId = useId();
  const columns = columnsAt[Math.min(Math.max(tiers.length, 1), 4) as 1 | 2 | 3 | 4];
  const anyBadge = tiers.some((tier) => tier.badge);
  return (
    <Section id={id} heading={heading} intro={intro} centered>
      <SimpleGrid cols={columns} spacing="lg" verticalSpacing="xl" className={classes.tiers}>
        {tiers.map((tier) => (
          <Paper
            key={tier.name}
            component="article"
            withBorder
            radius="lg"
            p="xl"
            className={classes.tier}
            data-popular={tier.popular || undefined}
          >
            {anyBadge ? (
              <div className={classes.badgeRow}>
                {tier.badge ? (
                  <Badge variant={tier.popular ? 'filled' : 'light'} color="fern" radius="sm">
                    {tier.badge}
                  </Badge>
                ) : null}
              </div>
            ) : null}
            <Title order={3}>{tier.name}</Title>
            <p className={classes.price}>
              <span className={classes.amount}>{tier.price}</span>
              {tier.period ? <span className={classes.period}>{tier.period}</span> : null}
            </p>
            <Text c="gray.8" size="sm">
              {tier.description}
            </Text>
            <List
              mt="lg"
              spacing={8}
              size="sm"
              className={classes.features}
              icon={
                <ThemeIcon size={20} radius="xl" color="fern" variant={tier.popular ? 'filled' : 'light'}>
                  <IconCheck size={13} aria-hidden="true" />
                </ThemeIcon>
              }
            >
              {tier.features.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
            {tier.cta ? (
              <div className={classes.cta}>
                <ActionButton action={tier.cta} fallbackVariant={tier.popular ? 'primary' : 'secondary'} />
              </div>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      {comparison ? (
        <Paper withBorder radius="lg" mt="xl" className={classes.comparison}>
          <div className={classes.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
            <Table verticalSpacing="sm" className={classes.table}>
              <Table.Caption id={captionId} className={classes.caption}>
                {comparison.caption}
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{comparison.featureLabel}</Table.Th>
                  {tiers.map((tier) => (
                    <Table.Th
                      key={tier.name}
                      scope="col"
                      className={classes.tierColumn}
                      data-popular={tier.popular || undefined}
                    >
                      {tier.name}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparison.rows.map((row) => (
                  <Table.Tr key={row.feature}>
                    <Table.Th scope="row" className={classes.feature}>
                      {row.feature}
                    </Table.Th>
                    {tiers.map((tier, index) => (
                      <Table.Td key={tier.name} className={classes.value} data-popular={tier.popular || undefined}>
                        <ComparisonCell
                          value={row.values[index]}
                          includedLabel={comparison.includedLabel}
                          notIncludedLabel={comparison.notIncludedLabel}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </Paper>
      ) : null}
    </Section>
  );
}
