import { formatIsoDate } from '../../core/formatIsoDate';
import type { ArticleFeaturedBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { buttonStyle } from '../../ui/buttonStyle';
import { Icon } from '../../ui/Icon';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './ArticleFeatured.module.css';

/** Up to two initials of a name, shown in the author's circle (decorative: the name is shown beside it). */
export function initials(name: string): string {
  return name
    .split(',')[0]
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0])
    .filter((letter) => /\p{L}/u.test(letter))
    .slice(0, 2)
    .join('')
    .toUpperCase();
}

export function ArticleFeatured({
  id,
  heading,
  badge,
  category,
  date,
  readTime,
  title,
  excerpt,
  author,
  image,
  link,
}: ArticleFeaturedBlock) {
  // Under the block's own heading the title is a level below it; without one, it is the section's heading.
  const TitleTag = heading ? 'h3' : 'h2';
  return (
    <Section id={id} heading={heading}>
      <article className={classes.card} data-with-image={image ? '' : undefined}>
        {image ? (
          <div className={classes.media}>
            <img src={image.src} alt={image.alt} className={classes.image} width={560} height={420} loading="lazy" />
          </div>
        ) : null}
        <div className={classes.body}>
          <div className={classes.meta}>
            {badge ? <Badge variant="filled">{badge}</Badge> : null}
            <Badge tone="ocean">{category}</Badge>
            <span className={classes.metaText}>
              <time dateTime={date}>{formatIsoDate(date)}</time>
            </span>
            <span className={classes.metaText}>
              <Icon name="clock" size={16} />
              {readTime}
            </span>
          </div>
          <TitleTag className={classes.title}>{title}</TitleTag>
          <div className={classes.excerpt}>
            <Paragraphs text={excerpt} />
          </div>
          <div className={classes.footer}>
            <span className={classes.author}>
              <span className={classes.initials} aria-hidden="true">
                {initials(author)}
              </span>
              <span className={classes.authorName}>{author}</span>
            </span>
            {link ? (
              <SmartLink href={link.href} {...buttonStyle('filled', 'sm')}>
                {link.label}
                <Icon name="arrow-right" size={18} />
              </SmartLink>
            ) : null}
          </div>
        </div>
      </article>
    </Section>
  );
}
