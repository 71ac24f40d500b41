import { Text, ThemeIcon, Title } from '@mantine/core';
import type { CSSProperties } from 'react';
import type { StepsBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import classes from './Steps.module.css';

export function Steps({ id, heading, intro, steps, action }: StepsBlock) {
  // Four steps sit in one row on wide screens; five or six wrap into rows of three.
  const columns = steps.length <= 4 ? steps.length : 3;
  return (
    <Section id={id} heading={heading} intro={intro} centered>
      {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
      <ol role="list" className={classes.steps} style={{ '--steps-columns': columns } as CSSProperties}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <div className={classes.marker}>
              {/* The ordered list already tells screen readers each step's position. */}
              <span className={classes.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {step.icon ? (
                <ThemeIcon size={44} radius="xl" variant="light" color="fern">
                  <Icon name={step.icon} />
                </ThemeIcon>
              ) : null}
            </div>
            <Title order={3} mt="md">
              {step.title}
            </Title>
            <Text mt={6} c="gray.8">
              {step.text}
            </Text>
          </li>
        ))}
      </ol>
      {action ? (
        <div className={classes.action}>
          <ActionButton action={action} size="lg" />
        </div>
      ) : null}
    </Section>
  );
}
