import { Box, Image, Text, Title } from '@mantine/core';
import type { FeatureListBlock } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import classes from './FeatureList.module.css';

export function FeatureList({ id, heading, intro, layout, image, imagePosition = 'end', items }: FeatureListBlock) {
  return (
    <Section id={id} heading={heading} intro={intro} layout={layout}>
      <Box className={classes.layout} mod={{ 'with-image': image ? imagePosition : undefined }}>
        <Box component="ul" className={classes.list}>
          {items.map((item) => (
            <li key={item.title} className={classes.item}>
              <IconBadge name={item.icon ?? 'check'} />
              <div>
                <Title order={3}>{item.title}</Title>
                <Text className={classes.text}>{item.text}</Text>
              </div>
            </li>
          ))}
        </Box>
        {image ? (
          <div className={classes.media}>
            <Image src={image.src} alt={image.alt} width={480} height={360} className={classes.image} loading="lazy" />
          </div>
        ) : null}
      </Box>
    </Section>
  );
}
