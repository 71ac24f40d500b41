import { Anchor, Box, Card, Text, Title } from '@mantine/core';
import type { CategoryGridBlock } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './CategoryGrid.module.css';
import { countText } from '../../core/countText';

export function CategoryGrid({
  id,
  heading,
  intro,
  countTemplate,
  countTemplateOne,
  secondaryCountTemplate,
  categories,
}: CategoryGridBlock) {
  // Four or fewer cards share a row evenly instead of leaving empty columns.
  const wide = categories.length <= 4 ? categories.length : 6;
  return (
    <Section id={id} heading={heading} intro={intro}>
      {/* A native list of Mantine Cards: each item holds a heading, which a List.Item's label span may not. */}
      <Box component="ul" className={classes.list} mod={{ wide }}>
        {categories.map((category) => (
          <Card
            component="li"
            key={category.name}
            padding="lg"
            radius="lg"
            withBorder
            className={classes.card}
            mod={{ linked: Boolean(category.href) }}
          >
            <IconBadge name={category.icon} size="lg" />
            <Title order={3} className={classes.name}>
              {category.href ? (
                <Anchor
                  component={SmartLink}
                  href={category.href}
                  inherit
                  c="inherit"
                  underline="never"
                  className={classes.link}
                >
                  {category.name}
                </Anchor>
              ) : (
                category.name
              )}
            </Title>
            {category.count !== undefined ? (
              <Text size="sm" c="gray.7" className={classes.count}>
                {countText(category.count, countTemplate, countTemplateOne)}
              </Text>
            ) : null}
            {category.secondaryCount !== undefined && secondaryCountTemplate ? (
              <Text size="sm" c="gray.7" className={classes.count}>
                {countText(category.secondaryCount, secondaryCountTemplate)}
              </Text>
            ) : null}
          </Card>
        ))}
      </Box>
    </Section>
  );
}
