import { Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { CategoryGridBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './CategoryGrid.module.css';
import { countText } from './countText';

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
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: Math.min(wide, 3), lg: wide }}
        spacing="md"
        className={classes.list}
      >
        {categories.map((category) => (
          <Paper
            component="li"
            key={category.name}
            withBorder
            radius="lg"
            p="lg"
            className={classes.card}
            data-linked={category.href ? '' : undefined}
          >
            <ThemeIcon size={48} radius="md" variant="light" color={category.accent ?? 'fern'}>
              <Icon name={category.icon} size={26} />
            </ThemeIcon>
            <Title order={3} mt="md" className={classes.name}>
              {category.href ? (
                <SmartLink href={category.href} className={classes.link}>
                  {category.name}
                </SmartLink>
              ) : (
                category.name
              )}
            </Title>
            <Text size="sm" c="gray.7" mt={4}>
              {countText(category.count, countTemplate, countTemplateOne)}
            </Text>
            {category.secondaryCount !== undefined && secondaryCountTemplate ? (
              <Text size="sm" c="gray.7">
                {countText(category.secondaryCount, secondaryCountTemplate)}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
