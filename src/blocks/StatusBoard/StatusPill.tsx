import { Badge } from '@mantine/core';
import type { Tone } from './statusTones';
import classes from './StatusBoard.module.css';

/** Mantine's dot badge: a coloured dot and a label; the label carries the meaning, the colour only repeats it. */
export function StatusPill({ tone, label }: { tone: Tone; label: string }) {
  return (
    <Badge component="span" variant="dot" className={classes.pill} mod={{ tone }}>
      {label}
    </Badge>
  );
}
