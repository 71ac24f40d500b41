import type { Tone } from './statusTones';
import classes from './StatusBoard.module.css';

/** A coloured dot and a label; the label carries the meaning, the colour only repeats it. */
export function StatusPill({ tone, label }: { tone: Tone; label: string }) {
  return (
    <span className={classes.pill} data-tone={tone}>
      <span className={classes.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
