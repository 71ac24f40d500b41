import type { CategoryGridBlock } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
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
      <ul className={classes.list} data-wide={wide}>
        {categories.map((category) => (
          <li key={category.name} className={classes.card} data-linked={category.href ? '' : undefined}>
            <IconBadge name={category.icon} tone={category.accent} size="lg" />
            <h3 className={classes.name}>
              {category.href ? (
                <SmartLink href={category.href} className={classes.link}>
                  {category.name}
                </SmartLink>
              ) : (
                category.name
              )}
            </h3>
            <p className={classes.count}>{countText(category.count, countTemplate, countTemplateOne)}</p>
            {category.secondaryCount !== undefined && secondaryCountTemplate ? (
              <p className={classes.count}>{countText(category.secondaryCount, secondaryCountTemplate)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
