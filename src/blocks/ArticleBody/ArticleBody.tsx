import { Anchor, Box, Group, Image, Text, Title } from '@mantine/core';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { ArticleBodyBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { SmartLink } from '../../ui/SmartLink';
import { FirstScreenEnd } from '../../ui/FirstScreenEnd';
import classes from './ArticleBody.module.css';

/**
 * An article's page body under its hero: the byline, the picture and the text in a reading-width column, then the
 * link back to the list. The page's Article structured data is made from this block (src/core/structuredData.ts).
 */
export function ArticleBody({
  id,
  category,
  date,
  author,
  bylineLabel,
  readTime,
  image,
  sections,
  back,
}: ArticleBodyBlock) {
  return (
    <Box component="section" id={id} className={classes.section}>
      <Container>
        <article className={classes.column}>
          <Group gap="sm" className={classes.meta}>
            <Badge tone="ocean">{category}</Badge>
            <Text span size="sm" fw={600} c="gray.9">
              {bylineLabel ? `${bylineLabel} ${author}` : author}
            </Text>
            <Text span size="sm" c="gray.7">
              <time dateTime={date}>{formatIsoDate(date)}</time>
            </Text>
            <Text span size="sm" c="gray.7" className={classes.readTime}>
              <Icon name="clock" size={15} />
              {readTime}
            </Text>
          </Group>
          <Image
            src={image.src}
            alt={image.alt}
            width={720}
            height={405}
            radius="lg"
            className={classes.image}
            // Under the article's hero of text, its picture is the page's lead image (see inlineLeadImage.ts).
            fetchPriority="high"
          />
          <FirstScreenEnd />
          {sections.map((section, index) => (
            <div key={section.heading ?? index} className={classes.part}>
              {section.heading ? (
                <Title order={2} className={classes.heading}>
                  {section.heading}
                </Title>
              ) : null}
              {section.paragraphs.map((paragraph) => (
                <Text key={paragraph} className={classes.paragraph}>
                  {paragraph}
                </Text>
              ))}
            </div>
          ))}
          <Anchor component={SmartLink} href={back.href} fw={600} className={classes.back}>
            <Icon name="arrow-left" size={16} />
            {back.label}
          </Anchor>
        </article>
      </Container>
    </Box>
  );
}
