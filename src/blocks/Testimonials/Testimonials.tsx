import { formatIsoDate } from '../../core/formatIsoDate';
import type { TestimonialsBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './Testimonials.module.css';

export function Testimonials({ id, heading, intro, ratingLabel, verifiedLabel, items, footnote }: TestimonialsBlock) {
  const { translation } = useSite();
  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <div className={classes.grid}>
        {items.map((item) => (
          <figure key={`${item.name}-${item.date}`} className={classes.card}>
            <div className={classes.top}>
              <span>
                {/* Five stars drawn by CSS from one cached image; the rating in words stands in for screen readers. */}
                <span className={classes.stars} data-rating={item.rating} aria-hidden="true" />
                <VisuallyHidden>{ratingLabel.replaceAll('{rating}', String(item.rating))}</VisuallyHidden>
              </span>
              {item.verified && verifiedLabel ? (
                <Badge>
                  <Icon name="rosette-check" size={14} />
                  {verifiedLabel}
                </Badge>
              ) : null}
            </div>
            <h3 className={classes.highlight}>
              <q>{item.highlight}</q>
            </h3>
            <blockquote className={classes.quote}>
              <Paragraphs text={item.content} />
            </blockquote>
            <figcaption className={classes.person}>
              <span className={classes.avatar} aria-hidden="true">
                {item.initials}
              </span>
              <span className={classes.who}>
                <span className={classes.name}>{item.name}</span>
                <span className={classes.role}>{item.role}</span>
                <span className={classes.meta}>
                  {item.location ? <span>{item.location}</span> : null}
                  <time dateTime={item.date}>{formatIsoDate(item.date, { locale: translation.sourceLanguage })}</time>
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      </div>
      {footnote ? <p className={classes.footnote}>{footnote}</p> : null}
    </Section>
  );
}
