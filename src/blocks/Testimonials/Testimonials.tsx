import spriteUrl from 'virtual:fernwise/icons';
import type { TestimonialsBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import classes from './Testimonials.module.css';

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_SIZE = 18;
const STAR_GAP = 2;
const STARS_WIDTH = STARS.length * (STAR_SIZE + STAR_GAP) - STAR_GAP;

/** A YYYY-MM-DD date in the content's language, read as a calendar day (UTC), so server and browser agree. */
function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function Testimonials({ id, heading, intro, ratingLabel, verifiedLabel, items, footnote }: TestimonialsBlock) {
  const { translation } = useSite();
  return (
    <Section id={id} heading={heading} intro={intro} centered tinted>
      <div className={classes.grid}>
        {items.map((item) => (
          <figure key={`${item.name}-${item.date}`} className={classes.card}>
            <div className={classes.top}>
              <span>
                {/* Five stars from the icon sprite in one drawing, which the rating in words replaces for screen readers. */}
                <svg
                  className={classes.stars}
                  width={STARS_WIDTH}
                  height={STAR_SIZE}
                  viewBox={`0 0 ${STARS_WIDTH} ${STAR_SIZE}`}
                  aria-hidden="true"
                  focusable="false"
                >
                  {STARS.map((star, index) => (
                    <use
                      key={star}
                      href={`${spriteUrl}#${star <= item.rating ? 'star-filled' : 'star'}`}
                      x={index * (STAR_SIZE + STAR_GAP)}
                      width={STAR_SIZE}
                      height={STAR_SIZE}
                      className={star <= item.rating ? classes.starFilled : classes.starEmpty}
                    />
                  ))}
                </svg>
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
                  <time dateTime={item.date}>{formatDate(item.date, translation.sourceLanguage)}</time>
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
