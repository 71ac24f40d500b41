import { Box, Paper, Text } from '@mantine/core';
import type { StatsBlock } from '../../generated/page';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import countUp from './CountUp.island';
import classes from './Stats.module.css';
import hidden from '../../ui/visuallyHidden.module.css';

export function Stats({ id, heading, intro, tone = 'plain', items, footnote }: StatsBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Island of={countUp} when="idle" props={{ hiddenClass: hidden.visuallyHidden }}>
        <Paper className={classes.panel} mod={{ tone }} withBorder>
          <Box component="dl" className={classes.grid} mod={{ count: items.length }}>
            {items.map((item) => (
              <div key={item.label} className={classes.item}>
                <Text component="dt" className={classes.label}>
                  {item.label}
                </Text>
                <Text component="dd" className={classes.value} data-figure="">
                  {item.value}
                </Text>
                {item.description ? (
                  <Text component="dd" className={classes.description}>
                    {item.description}
                  </Text>
                ) : null}
              </div>
            ))}
          </Box>
        </Paper>
      </Island>
      {footnote ? <Text className={classes.footnote}>{footnote}</Text> : null}
    </Section>
  );
}
