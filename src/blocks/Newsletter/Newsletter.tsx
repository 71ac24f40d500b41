import { Paper, Text, Title } from '@mantine/core';
import type { NewsletterBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { EmailSignupForm } from '../../ui/EmailSignup/EmailSignupForm';
import classes from './Newsletter.module.css';

export function Newsletter({ id, heading, text, note, ...form }: NewsletterBlock) {
  return (
    <Section id={id}>
      <Paper className={classes.panel}>
        <div className={classes.inner}>
          <Title order={2}>{heading}</Title>
          {text ? <Text className={classes.text}>{text}</Text> : null}
          <div className={classes.form}>
            <EmailSignupForm
              emailLabel={form.emailLabel}
              placeholder={form.placeholder}
              buttonLabel={form.buttonLabel}
              invalidMessage={form.invalidMessage}
              feedback={form.feedback}
            />
          </div>
          {note ? <Text className={classes.note}>{note}</Text> : null}
        </div>
      </Paper>
    </Section>
  );
}
