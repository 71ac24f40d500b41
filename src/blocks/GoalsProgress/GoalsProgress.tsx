import { Box, Card, Group, Progress, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Accent, FinancialGoal, GoalsProgressBlock } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import classes from './GoalsProgress.module.css';

/** The bar in the goal's colour, shade 7 (gold a shade darker, for contrast) on Mantine's light grey track. */
const barColors: Record<Accent, string> = {
  fern: 'fern.7',
  ocean: 'ocean.7',
  gold: 'gold.8',
  plum: 'plum.7',
  coral: 'coral.7',
  slate: 'slate.7',
};

function fill(template: string, goal: FinancialGoal): string {
  return template.replaceAll('{progress}', String(goal.progress)).replaceAll('{target}', goal.target);
}

function GoalCard({ goal, progressLabel }: { goal: FinancialGoal; progressLabel: string }) {
  const titleId = useId();
  const accent = goal.accent ?? 'fern';
  const words = fill(progressLabel, goal);
  return (
    <Card component="article" padding="lg" radius="lg" withBorder aria-labelledby={titleId}>
      <Group align="flex-start" gap="sm" wrap="nowrap">
        {goal.icon ? <IconBadge name={goal.icon} /> : null}
        <div className={classes.heading}>
          <Title order={3} id={titleId}>
            {goal.goal}
          </Title>
          <Text size="sm" c="gray.7">
            {goal.timeframe}
          </Text>
        </div>
        <Text span fw={800} c="fern.9" className={classes.percent} aria-hidden="true">
          {goal.progress}%
        </Text>
      </Group>
      {/*
       * Mantine's Progress, drawn without JavaScript (the section's width is its value). The track is the progressbar,
       * named by the goal and read as the filled-in label; the section carries no role of its own.
       */}
      <Progress.Root
        size="lg"
        className={classes.bar}
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.progress}
        aria-valuetext={words}
      >
        <Progress.Section value={goal.progress} color={barColors[accent]} withAria={false} />
      </Progress.Root>
      <Text size="sm" fw={600} c="gray.8" className={classes.words}>
        {words}
      </Text>
    </Card>
  );
}

export function GoalsProgress({ id, heading, intro, progressLabel, goals, note }: GoalsProgressBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box className={classes.grid}>
        {goals.map((goal) => (
          <GoalCard key={goal.goal} goal={goal} progressLabel={progressLabel} />
        ))}
      </Box>
      {note ? (
        <Text size="sm" c="gray.7" className={classes.note}>
          {note}
        </Text>
      ) : null}
    </Section>
  );
}
