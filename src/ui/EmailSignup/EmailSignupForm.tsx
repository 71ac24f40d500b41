import { Button, Group } from '@mantine/core';
import { useId } from 'react';
import type { Feedback } from '../../generated/page';
import { Island } from '../islands/Island';
import { TextField } from '../TextField';
import emailCheck from './EmailCheck.island.ts';
import classes from './EmailSignupForm.module.css';

export interface EmailSignupFormProps {
  emailLabel: string;
  placeholder: string;
  buttonLabel: string;
  invalidMessage: string;
  feedback: Feedback;
}

/**
 * An email field and a button. On submit a DOM island checks the address format in the browser: a wrong one shows
 * invalidMessage under the field; a valid one shows the feedback and clears the field. Nothing is sent: the field
 * has no name, so even a submission without JavaScript carries no address.
 */
export function EmailSignupForm({
  emailLabel,
  placeholder,
  buttonLabel,
  invalidMessage,
  feedback,
}: EmailSignupFormProps) {
  const id = useId();
  return (
    <Island of={emailCheck} when="visible" props={{ invalidMessage, feedback }}>
      <form noValidate className={classes.form}>
        <label htmlFor={id} className={classes.label}>
          {emailLabel}
        </label>
        <Group className={classes.row}>
          <TextField
            id={id}
            type="email"
            autoComplete="email"
            placeholder={placeholder}
            errorId={`${id}-error`}
            className={classes.input}
          />
          <Button type="submit" size="md" className={classes.button}>
            {buttonLabel}
          </Button>
        </Group>
      </form>
    </Island>
  );
}
