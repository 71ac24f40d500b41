import type { CertificationsBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './Certifications.module.css';

/**
 * Five stars for a rating out of 5, rounded to the nearest half star, drawn by the stylesheet from the number of
 * halves: full stars, then a half star, then empty ones. Decorative: the value is also written.
 */
function RatingStars({ rating }: { rating: number }) {
  const halves = Math.min(Math.max(Math.round(rating * 2), 0), 10);
  return <span aria-hidden="true" className={classes.stars} data-halves={halves} />;
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
