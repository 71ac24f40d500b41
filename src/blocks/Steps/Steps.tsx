import { Box, Group, Paper, Text, Title } from '@mantine/core';
import type { StepsBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import classes from './Steps.module.css';

export function Steps({ id, heading, intro, layout, steps, action }: StepsBlock) {
  // Four steps sit in one row on wide screens; five or six wrap into rows of three.
  const columns = steps.length <= 4 ? steps.length : 3;
  return (
    <Section id={id} heading={heading} intro={intro} layout={layout}>
      {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
      <Box component="ol" role="list" className={classes.steps} mod={{ columns }}>
        {steps.map((step, index) => (
          <Paper key={step.title} component="li" withBorder radius="lg" className={classes.step}>
            <Group justify="space-between" gap="sm">
              {/* The ordered list already tells screen readers each step's position. */}
              <Text component="span" className={classes.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </Text>
              {step.icon ? <IconBadge name={step.icon} shape="circle" /> : null}
            </Group>
            <Title order={3} className={classes.title}>
              {step.title}
            </Title>
            <Text className={classes.text}>{step.text}</Text>
          </Paper>
        ))}
      </Box>
      {action ? (
        <Group className={classes.action}>
          <ActionButton action={action} size="lg" />
        </Group>
      ) : null}
    </Section>
  );
}
