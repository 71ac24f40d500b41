import { Button, Input, TextInput } from '@mantine/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Feedback } from '../../generated/page';
import { notify } from '../../ui/notify';
import { isValidEmail } from './email';
import classes from './EmailSignupForm.module.css';

export interface EmailSignupFormProps {
  emailLabel: string;
  placeholder: string;
  buttonLabel: string;
  invalidMessage: string;
  feedback: Feedback;
}

/**
 * An email field and a button. On submit the address format is checked in the browser: a wrong one shows
 * invalidMessage under the field; a valid one shows the feedback and clears the field. Nothing is sent.
 */
export function EmailSignupForm({
  emailLabel,
  placeholder,
  buttonLabel,
  invalidMessage,
  feedback,
}: EmailSignupFormProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    setEmail('');
    notify(feedback);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={classes.form}>
      <Input.Label htmlFor={id} className={classes.label}>
        {emailLabel}
      </Input.Label>
      <div className={classes.row}>
        <TextInput
          ref={inputRef}
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          size="md"
          placeholder={placeholder}
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            if (invalid) setInvalid(false);
          }}
          error={invalid ? invalidMessage : undefined}
          className={classes.input}
        />
        <Button type="submit" size="md" className={classes.button}>
          {buttonLabel}
        </Button>
      </div>
    </form>
  );
}
