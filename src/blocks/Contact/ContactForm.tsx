import { Button, Textarea, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import type { ContactBlock } from '../../generated/page';
import { notify } from '../../ui/notify';
import { isValidEmail } from '../Newsletter/email';
import classes from './Contact.module.css';

type ContactFormContent = ContactBlock['form'];

/**
 * The contact form. On submit the email format is checked in the browser: a wrong one shows the YAML message under
 * the field; otherwise the YAML feedback says nothing was sent and the form clears. Nothing is submitted anywhere.
 */
export function ContactForm({ fields, submitLabel, invalidEmailMessage, feedback }: ContactFormContent) {
  const emailRef = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = new FormData(form).get('email');
    if (typeof email !== 'string' || !isValidEmail(email)) {
      setInvalid(true);
      emailRef.current?.focus();
      return;
    }
    setInvalid(false);
    form.reset();
    notify(feedback);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={classes.form}>
      <div className={classes.fields}>
        <TextInput
          size="md"
          name="firstName"
          type="text"
          autoComplete="given-name"
          label={fields.firstName.label}
          placeholder={fields.firstName.placeholder}
        />
        <TextInput
          size="md"
          name="lastName"
          type="text"
          autoComplete="family-name"
          label={fields.lastName.label}
          placeholder={fields.lastName.placeholder}
        />
        <TextInput
          size="md"
          ref={emailRef}
          name="email"
          type="email"
          autoComplete="email"
          label={fields.email.label}
          placeholder={fields.email.placeholder}
          error={invalid ? invalidEmailMessage : undefined}
          onChange={() => {
            if (invalid) setInvalid(false);
          }}
        />
        <TextInput
          size="md"
          name="phone"
          type="tel"
          autoComplete="tel"
          label={fields.phone.label}
          placeholder={fields.phone.placeholder}
        />
      </div>
      <TextInput
        size="md"
        mt="md"
        name="subject"
        type="text"
        label={fields.subject.label}
        placeholder={fields.subject.placeholder}
      />
      <Textarea
        size="md"
        mt="md"
        name="message"
        rows={5}
        label={fields.message.label}
        placeholder={fields.message.placeholder}
      />
      <Button type="submit" size="md" mt="lg">
        {submitLabel}
      </Button>
    </form>
  );
}
