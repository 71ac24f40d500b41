import type { CertificationsBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './Certifications.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** Five stars for a rating out of 5, rounded to the nearest half star. Decorative: the value is also written. */
function RatingStars({ rating }: { rating: number }) {
  const halves = Math.round(rating * 2);
  return (
    <span aria-hidden="true" className={classes.stars}>
      {STARS.map((star) => {
        if (halves >= star * 2) return <Icon key={star} name="star-filled" size={16} className={classes.starFilled} />;
        if (halves === star * 2 - 1)
          return <Icon key={star} name="star-half-filled" size={16} className={classes.starFilled} />;
        return <Icon key={star} name="star" size={16} className={classes.starEmpty} />;
      })}
    </span>
  );
}

export function Certifications({ id, heading, intro, yearLabel, items, ratings, footnote }: CertificationsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} centered>
      <div className={classes.grid} data-count={Math.min(items.length, 5)}>
        {items.map((item) => (
          <article key={item.name} className={classes.card}>
            <IconBadge name={item.icon ?? 'certificate'} size="lg" shape="circle" className={classes.seal} />
            <h3 className={classes.name}>{item.name}</h3>
            <p className={classes.issuer}>{item.issuer}</p>
            <p className={classes.description}>{item.description}</p>
            {item.year && yearLabel ? (
              <div className={classes.yearRow}>
                <Badge tone="slate" className={classes.year}>
                  {yearLabel.replaceAll('{year}', String(item.year))}
                </Badge>
              </div>
            ) : null}
          </article>
        ))}
      </div>
      {ratings ? (
        <div className={classes.ratings}>
          <h3 className={classes.ratingsHeading}>{ratings.heading}</h3>
          <ul className={classes.ratingList}>
            {ratings.items.map((item) => (
              <li key={item.store} className={classes.rating}>
                <span className={classes.ratingValue} aria-hidden="true">
                  {item.rating.toFixed(1)}
                </span>
                <span className={classes.ratingDetails}>
                  <span className={classes.store}>{item.store}</span>
                  <RatingStars rating={item.rating} />
                  <VisuallyHidden>{ratings.ratingLabel.replaceAll('{rating}', item.rating.toFixed(1))}</VisuallyHidden>
                  <span className={classes.count}>{item.count}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {footnote ? <p className={classes.footnote}>{footnote}</p> : null}
    </Section>
  );
}
