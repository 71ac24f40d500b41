import type { FeatureListBlock } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import classes from './FeatureList.module.css';

export function FeatureList({ id, heading, intro, image, imagePosition = 'end', items }: FeatureListBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.layout} data-with-image={image ? imagePosition : undefined}>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.title} className={classes.item}>
              <IconBadge name={item.icon ?? 'check'} tone={item.accent} />
              <div>
                <h3>{item.title}</h3>
                <p className={classes.text}>{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
        {image ? (
          <div className={classes.media}>
            <img src={image.src} alt={image.alt} width={480} height={360} className={classes.image} loading="lazy" />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
