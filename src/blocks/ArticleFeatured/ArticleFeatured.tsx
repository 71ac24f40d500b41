import { Badge, Button, Paper, Title } from '@mantine/core';
import { IconArrowRight, IconClock } from '@tabler/icons-react';
import type { ArticleFeaturedBlock } from '../../generated/page';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { formatIsoDate } from '../ArticleGrid/formatIsoDate';
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
  return (
    <Section id={id} heading={heading}>
      <Paper
        component="article"
        withBorder
        radius="lg"
        className={classes.card}
        data-with-image={image ? '' : undefined}
      >
        {image ? (
          <div className={classes.media}>
            <img src={image.src} alt={image.alt} className={classes.image} width={560} height={420} loading="lazy" />
          </div>
        ) : null}
        <div className={classes.body}>
          <div className={classes.meta}>
            {badge ? (
              <Badge variant="filled" color="fern" radius="sm">
                {badge}
              </Badge>
            ) : null}
            <Badge variant="light" color="ocean" radius="sm">
              {category}
            </Badge>
            <span className={classes.metaText}>
              <time dateTime={date}>{formatIsoDate(date)}</time>
            </span>
            <span className={classes.metaText}>
              <IconClock size={16} stroke={1.75} aria-hidden="true" />
              {readTime}
            </span>
          </div>
          <Title order={heading ? 3 : 2} className={classes.title}>
            {title}
          </Title>
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
              <Button
                component={SmartLink}
                href={link.href}
                variant="filled"
                rightSection={<IconArrowRight size={18} aria-hidden="true" />}
              >
                {link.label}
              </Button>
            ) : null}
          </div>
        </div>
      </Paper>
    </Section>
  );
}
