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
    <Section id={id} heading={heading} intro={intro} centered>
      <div className={classes.tiers} data-count={Math.min(tiers.length, 4)}>
        {tiers.map((tier) => (
          <article key={tier.name} className={classes.tier} data-popular={tier.popular || undefined}>
            {anyBadge ? (
              <div className={classes.badgeRow}>
                {tier.badge ? <Badge variant={tier.popular ? 'filled' : 'light'}>{tier.badge}</Badge> : null}
              </div>
            ) : null}
            <h3>{tier.name}</h3>
            <p className={classes.price}>
              <span className={classes.amount}>{tier.price}</span>
              {tier.period ? <span className={classes.period}>{tier.period}</span> : null}
            </p>
            <p className={classes.description}>{tier.description}</p>
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
          </article>
        ))}
      </div>
      {comparison ? (
        <TableFrame labelledBy={captionId} className={classes.comparison}>
          <table className={classes.table}>
            <caption id={captionId} className={classes.caption}>
              {comparison.caption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{comparison.featureLabel}</th>
                {tiers.map((tier) => (
                  <th
                    key={tier.name}
                    scope="col"
                    className={classes.tierColumn}
                    data-popular={tier.popular || undefined}
                  >
                    {tier.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.feature}>
                  <th scope="row" className={classes.feature}>
                    {row.feature}
                  </th>
                  {tiers.map((tier, index) => (
                    <td key={tier.name} className={classes.value} data-popular={tier.popular || undefined}>
                      <ComparisonCell
                        value={row.values[index]}
                        includedLabel={comparison.includedLabel}
                        notIncludedLabel={comparison.notIncludedLabel}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      ) : null}
    </Section>
  );
}
