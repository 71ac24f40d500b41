import { Button, Card, Group, Image, Text, Title } from '@mantine/core';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { ArticleFeaturedBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
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
  const titleOrder = heading ? 3 : 2;
  return (
    <Section id={id} heading={heading}>
      <Card
        component="article"
        padding={0}
        radius="lg"
        withBorder
        className={classes.card}
        mod={{ 'with-image': Boolean(image) }}
      >
        {image ? (
          <div className={classes.media}>
            <Image src={image.src} alt={image.alt} className={classes.image} width={560} height={420} loading="lazy" />
          </div>
        ) : null}
        <div className={classes.body}>
          <Group className={classes.meta}>
            {badge ? <Badge variant="filled">{badge}</Badge> : null}
            <Badge tone="ocean">{category}</Badge>
            <Text span size="sm" c="gray.7" className={classes.metaText}>
              <time dateTime={date}>{formatIsoDate(date)}</time>
            </Text>
            <Text span size="sm" c="gray.7" className={classes.metaText}>
              <Icon name="clock" size={16} />
              {readTime}
            </Text>
          </Group>
          <Title order={titleOrder} className={classes.title}>
            {title}
          </Title>
          <div className={classes.excerpt}>
            <Paragraphs text={excerpt} />
          </div>
          <Group justify="space-between" gap="md" className={classes.footer}>
            <span className={classes.author}>
              <span className={classes.initials} aria-hidden="true">
                {initials(author)}
              </span>
              <Text span fw={600} c="gray.9">
                {author}
              </Text>
            </span>
            {link ? (
              // A link from content: SmartLink keeps it to the allowed addresses; Mantine's Button gives it the look.
              <Button
                component={SmartLink}
                href={link.href}
                size="sm"
                rightSection={<Icon name="arrow-right" size={18} />}
              >
                {link.label}
              </Button>
            ) : null}
          </Group>
        </div>
      </Card>
    </Section>
  );
}
