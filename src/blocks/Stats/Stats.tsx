import type { StatsBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './Stats.module.css';

export function Stats({ id, heading, intro, tone = 'plain', items, footnote }: StatsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} centered>
      <div className={classes.panel} data-tone={tone}>
        <dl className={classes.grid} data-count={items.length}>
          {items.map((item) => (
            <div key={item.label} className={classes.item}>
              <dt className={classes.label}>{item.label}</dt>
              <dd className={classes.value}>{item.value}</dd>
              {item.description ? <dd className={classes.description}>{item.description}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
      {footnote ? <p className={classes.footnote}>{footnote}</p> : null}
    </Section>
  );
}
