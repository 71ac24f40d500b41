import { Box, Card, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { TierComparisonValue, TierTableBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Badge } from '../../ui/Badge';
import { CheckList } from '../../ui/CheckList';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { TableFrame } from '../../ui/TableFrame';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './TierTable.module.css';

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
        <Icon name="check" size={18} />
        <VisuallyHidden>{includedLabel}</VisuallyHidden>
      </span>
    );
  }
  if (value === false) {
    return (
      <span className={classes.mark}>
        <Icon name="x" size={18} />
        <VisuallyHidden>{notIncludedLabel}</VisuallyHidden>
      </span>
    );
  }
  return value ?? null;
}

export function TierTable({ id, heading, intro, tiers, comparison }: TierTableBlock) {
  const captionId = useId();
  const anyBadge = tiers.some((tier) => tier.badge);
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box className={classes.tiers} mod={{ count: Math.min(tiers.length, 4) }}>
        {tiers.map((tier) => (
          <Card
            key={tier.name}
            component="article"
            withBorder
            radius="lg"
            padding="xl"
            className={classes.tier}
            mod={{ popular: tier.popular }}
          >
            {anyBadge ? (
              <div className={classes.badgeRow}>
                {tier.badge ? <Badge variant={tier.popular ? 'filled' : 'light'}>{tier.badge}</Badge> : null}
              </div>
            ) : null}
            <Title order={3}>{tier.name}</Title>
            <Text className={classes.price}>
              <span className={classes.amount}>{tier.price}</span>
              {tier.period ? <span className={classes.period}>{tier.period}</span> : null}
            </Text>
            <Text size="sm" className={classes.description}>
              {tier.description}
            </Text>
            <CheckList
              items={tier.features}
              size="sm"
              variant={tier.popular ? 'filled' : 'light'}
              className={classes.features}
            />
            {tier.cta ? (
              <div className={classes.cta}>
                <ActionButton action={tier.cta} fallbackVariant={tier.popular ? 'primary' : 'secondary'} />
              </div>
            ) : null}
          </Card>
        ))}
      </Box>
      {comparison ? (
        <TableFrame labelledBy={captionId} className={classes.comparison}>
          <Table captionSide="top" verticalSpacing="sm" className={classes.table}>
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
        </TableFrame>
      ) : null}
    </Section>
  );
}
