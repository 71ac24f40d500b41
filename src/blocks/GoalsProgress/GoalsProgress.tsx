import { Group, Paper, Progress, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useId } from 'react';
import type { FinancialGoal, GoalsProgressBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import classes from './GoalsProgress.module.css';

function fill(template: string, goal: FinancialGoal): string {
  return template.replaceAll('{progress}', String(goal.progress)).replaceAll('{target}', goal.target);
}

function GoalCard({ goal, progressLabel }: { goal: FinancialGoal; progressLabel: string }) {
  const titleId = useId();
  const accent = goal.accent ?? 'fern';
  const words = fill(progressLabel, goal);
  return (
    <Paper component="article" withBorder radius="lg" p="lg" className={classes.card} aria-labelledby={titleId}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {goal.icon ? (
          <ThemeIcon size={40} radius="md" variant="light" color={accent}>
            <Icon name={goal.icon} size={22} />
          </ThemeIcon>
        ) : null}
        <div className={classes.heading}>
          <Title order={3} id={titleId}>
            {goal.goal}
          </Title>
          <Text size="sm" c="gray.7">
            {goal.timeframe}
          </Text>
        </div>
        <span className={classes.percent} aria-hidden="true">
          {goal.progress}%
        </span>
      </Group>
      <Progress.Root size="lg" radius="xl" mt="lg" className={classes.track}>
        <Progress.Section
          value={goal.progress}
          color={accent === 'gold' ? 'gold.8' : `${accent}.7`}
          withAria={false}
          role="progressbar"
          aria-labelledby={titleId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={goal.progress}
          aria-valuetext={words}
        />
      </Progress.Root>
      <Text size="sm" fw={600} c="gray.8" mt="xs">
        {words}
      </Text>
    </Paper>
  );
}

export function GoalsProgress({ id, heading, intro, progressLabel, goals, note }: GoalsProgressBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="lg">
        {goals.map((goal) => (
          <GoalCard key={goal.goal} goal={goal} progressLabel={progressLabel} />
        ))}
      </SimpleGrid>
      {note ? (
        <Text size="sm" c="gray.7" mt="md">
          {note}
        </Text>
      ) : null}
    </Section>
  );
}
