import { useId } from 'react';
import type { FinancialGoal, GoalsProgressBlock } from '../../generated/page';
import { IconBadge } from '../../ui/IconBadge';
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
    <article className={classes.card} aria-labelledby={titleId}>
      <div className={classes.top}>
        {goal.icon ? <IconBadge name={goal.icon} tone={accent} /> : null}
        <div className={classes.heading}>
          <h3 id={titleId}>{goal.goal}</h3>
          <p className={classes.timeframe}>{goal.timeframe}</p>
        </div>
        <span className={classes.percent} aria-hidden="true">
          {goal.progress}%
        </span>
      </div>
      {/* A native progress bar: its length comes from its value, with no inline style. */}
      <progress
        className={classes.bar}
        data-accent={accent}
        value={goal.progress}
        max={100}
        aria-labelledby={titleId}
        aria-valuetext={words}
      />
      <p className={classes.words}>{words}</p>
    </article>
  );
}

export function GoalsProgress({ id, heading, intro, progressLabel, goals, note }: GoalsProgressBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.grid}>
        {goals.map((goal) => (
          <GoalCard key={goal.goal} goal={goal} progressLabel={progressLabel} />
        ))}
      </div>
      {note ? <p className={classes.note}>{note}</p> : null}
    </Section>
  );
}
