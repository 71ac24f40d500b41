import { Text } from '@mantine/core';
import { Island } from '../../ui/islands/Island';
import lastUpdated from './LastUpdated.island';
import classes from './StatusBoard.module.css';

/**
 * "Last updated" followed by the visitor's current time. The time is only known in the browser, so the page holds
 * a placeholder of the same width (nothing shifts) that the island fills with a `<time>` and refreshes every minute.
 */
export function LastUpdated({ label }: { label: string }) {
  return (
    <Island of={lastUpdated} when="load" props={null}>
      <Text className={classes.updated}>
        {label} <span className={classes.time} data-now="" />
      </Text>
    </Island>
  );
}
