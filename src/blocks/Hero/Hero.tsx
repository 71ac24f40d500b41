import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import type { HeroBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Container } from '../../ui/Container';
import { Island } from '../../ui/islands/Island';
import backButton from './BackButton.island';
import { DisplayFigure, DisplayText } from './DisplayText';
import classes from './Hero.module.css';

export function Hero({
  id,
  eyebrow,
  title,
  highlight,
  subtitle,
  figure,
  stats,
  actions,
  backButton: backLabel,
  footnote,
  image,
}: HeroBlock) {
  // The figure sits on the illustration; a text-only hero shows it in the text column instead of on its own.
  const figureCard = figure ? (
    <Paper component="p" radius="lg" shadow="lg" withBorder className={classes.figure}>
      <Text span className={classes.figureValue}>
        <DisplayFigure text={figure.value} markClassName={classes.figureMark} />
      </Text>
      <Text span size="sm" fw={600} className={classes.figureLabel}>
        {figure.label}
      </Text>
    </Paper>
  ) : null;
  return (
    <Box component="section" id={id} className={classes.hero} mod={{ 'text-only': image ? undefined : true }}>
      <Container className={classes.inner} data-with-aside={image ? true : undefined}>
        <div className={classes.copy}>
          {eyebrow ? (
            <Text size="sm" fw={700} tt="uppercase" c="fern.8" className={classes.eyebrow}>
              {eyebrow}
            </Text>
          ) : null}
          <Title order={1} className={classes.title}>
            <DisplayText text={title} markClassName={classes.titleMark} />
            {highlight ? (
              <>
                {' '}
                <Text span inherit c="fern.8">
                  <DisplayText text={highlight} markClassName={classes.titleMark} />
                </Text>
              </>
            ) : null}
          </Title>
          {subtitle ? (
            <Text size="xl" c="gray.8" className={classes.subtitle}>
              {subtitle}
            </Text>
          ) : null}
          {image ? null : figureCard}
          {actions?.length || backLabel ? (
            <Group gap="sm" className={classes.actions}>
              {actions?.map((action, index) => (
                <ActionButton
                  key={action.href + action.label}
                  action={action}
                  size="lg"
                  fallbackVariant={index === 0 ? 'primary' : 'secondary'}
                />
              ))}
              {backLabel ? (
                // The island finds its button by tag name, so a Mantine Button (a native <button>) keeps it working.
                <Island of={backButton} when="interaction" props={null}>
                  <Button type="button" variant="outline" size="lg">
                    {backLabel}
                  </Button>
                </Island>
              ) : null}
            </Group>
          ) : null}
          {stats?.length ? (
            <Box component="dl" className={classes.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={classes.stat}>
                  <Text component="dt" size="sm" c="gray.7">
                    {stat.label}
                  </Text>
                  <Text component="dd" fw={800} c="fern.9" className={classes.statValue}>
                    {stat.value}
                  </Text>
                </div>
              ))}
            </Box>
          ) : null}
          {footnote ? (
            <Text size="sm" c="gray.7" className={classes.footnote}>
              {footnote}
            </Text>
          ) : null}
        </div>
        {image ? (
          <div className={classes.aside} data-with-figure={figure ? true : undefined}>
            {/*
             * A native image rather than Mantine's Image: the build writes a high-priority local drawing into the
             * page as a data: URL and finds it by `<img src=… fetchPriority="high">` (src/engine/render/inlineLeadImage.ts);
             * Mantine's Image would put its class before `src`.
             */}
            <img
              src={image.src}
              alt={image.alt}
              width={480}
              height={360}
              className={classes.image}
              // The hero opens every page, so its picture is often the largest thing painted first.
              fetchPriority="high"
            />
            {figureCard}
          </div>
        ) : null}
      </Container>
    </Box>
  );
}
