import type { CardGridBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Badge } from '../../ui/Badge';
import { CheckList } from '../../ui/CheckList';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import classes from './CardGrid.module.css';

const badgeTones = {
  green: 'fern',
  blue: 'ocean',
  orange: 'gold',
  red: 'coral',
  gray: 'slate',
} as const;

export function CardGrid({ id, heading, intro, columns = 3, cards }: CardGridBlock) {
  // When any card has an icon or a badge, every card keeps room for one, so the titles of a row line up.
  const withTop = cards.some((card) => card.icon || card.badge);
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.grid} data-columns={columns}>
        {cards.map((card) => (
          <article key={card.title} className={classes.card}>
            {withTop ? (
              <div className={classes.top}>
                {card.icon ? <IconBadge name={card.icon} tone={card.accent} /> : null}
                {card.badge ? (
                  <Badge tone={badgeTones[card.badgeColor ?? 'green']} className={classes.badge}>
                    {card.badge}
                  </Badge>
                ) : null}
              </div>
            ) : null}
            <h3 className={classes.title}>{card.title}</h3>
            {card.figure ? (
              <p className={classes.figure}>
                <span className={classes.figureValue}>{card.figure.value}</span>{' '}
                <span className={classes.figureLabel}>{card.figure.label}</span>
              </p>
            ) : null}
            <p className={classes.text}>{card.text}</p>
            {card.features?.length ? <CheckList items={card.features} size="sm" className={classes.features} /> : null}
            {card.cta ? (
              <div className={classes.cta}>
                <ActionButton action={card.cta} size="sm" />
              </div>
            ) : null}
          </article>
        ))}
      </div>
    </Section>
  );
}
