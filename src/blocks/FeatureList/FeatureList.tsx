import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { FeatureListBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import classes from './FeatureList.module.css';

export function FeatureList({ id, heading, intro, image, imagePosition = 'end', items }: FeatureListBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.layout} data-with-image={image ? imagePosition : undefined}>
        <ul className={classes.list}>
          {items.map((item) => (
            <li key={item.title} className={classes.item}>
              <ThemeIcon size={44} radius="md" variant="light" color={item.accent ?? 'fern'} className={classes.icon}>
                {item.icon ? <Icon name={item.icon} /> : <IconCheck size={24} stroke={2} aria-hidden="true" />}
              </ThemeIcon>
              <div>
                <Title order={3}>{item.title}</Title>
                <Text mt={6} c="gray.8">
                  {item.text}
                </Text>
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
