import { Paper, Text, Title } from '@mantine/core';
import type { NewsletterBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { Island } from '../../ui/islands/Island';
import emailSignupForm from './EmailSignupForm.island';
import classes from './Newsletter.module.css';

export function Newsletter({ id, heading, text, note, ...form }: NewsletterBlock) {
  return (
    <Section id={id}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.panel}>
        <div className={classes.inner}>
          <Title order={2}>{heading}</Title>
          {text ? (
            <Text c="gray.8" size="lg" mt="xs">
              {text}
            </Text>
          ) : null}
          <div className={classes.form}>
            <Island
              of={emailSignupForm}
              when="visible"
              props={{
                emailLabel: form.emailLabel,
                placeholder: form.placeholder,
                buttonLabel: form.buttonLabel,
                invalidMessage: form.invalidMessage,
                feedback: form.feedback,
              }}
            />
          </div>
          {note ? (
            <Text size="sm" c="gray.7" mt="sm">
              {note}
            </Text>
          ) : null}
        </div>
      </Paper>
    </Section>
  );
}
