import { Box, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './TableFrame.module.css';

interface TableFrameProps {
  /** The id of the table's caption, which names the frame for assistive technology. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}

/**
 * A bordered white frame (Mantine's Paper) around a table. A table wider than the screen scrolls sideways inside the
 * frame, never the page: its first column stays in place, and a shadow on the frame's right edge shows while there is
 * more to see. The scrolling box is a named region in the tab order, so a keyboard can scroll it too. (Mantine's
 * Table.ScrollContainer is a ScrollArea, which scrolls only once hydrated: this one scrolls with no script.)
 */
export function TableFrame({ labelledBy, className, children }: TableFrameProps) {
  return (
    <Paper withBorder radius="lg" className={className ? `${classes.frame} ${className}` : classes.frame}>
      <Box role="region" aria-labelledby={labelledBy} tabIndex={0} className={classes.scroller}>
        {children}
      </Box>
    </Paper>
  );
}
