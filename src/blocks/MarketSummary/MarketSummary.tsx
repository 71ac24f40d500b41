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
      <p className={classes.asOf}>
        {asOfLabel} <time dateTime={asOf}>{formatIsoDate(asOf)}</time>
      </p>
      <div className={classes.grid} data-count={Math.min(indices.length, 3)}>
        {indices.map((index) => (
          <article key={index.name} className={classes.card} data-direction={index.direction}>
            <h3 className={classes.name}>{index.name}</h3>
            <p className={classes.value}>{index.value}</p>
            <p className={classes.change}>
              <span className={classes.arrow}>
                <Icon name={arrows[index.direction]} size={18} />
              </span>
              <VisuallyHidden>{directionLabels[index.direction]} </VisuallyHidden>
              <span>{index.change}</span>
            </p>
          </article>
        ))}
      </div>
      <p className={classes.disclaimer}>{disclaimer}</p>
    </Section>
  );
}
