import { Button, Textarea, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useRef, type FormEvent } from 'react';
import type { ContactBlock } from '../../generated/page';
import { notify } from '../../ui/notify';
import { isValidEmail } from '../../core/email';
import classes from './Contact.module.css';

type ContactFormContent = ContactBlock['form'];

/**
 * The contact form. On submit the email format is checked in the browser: a wrong one shows the YAML message under
 * the field; otherwise the YAML feedback says nothing was sent. Nothing is submitted anywhere, so what the visitor
 * typed stays in the form either way (the feedback points them to other ways of reaching us, and they may want
 * their message for one). The fields have no `name`: a submission without JavaScript (a plain GET to the page)
 * carries none of them, so no email, phone number or message ever lands in the address bar or a server's log.
 */
export function ContactForm({ fields, submitLabel, invalidEmailMessage, feedback }: ContactFormContent) {
  const emailRef = useRef<HTMLInputElement>(null);
  const [invalid, { open: showInvalid, close: clearInvalid }] = useDisclosure(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = emailRef.current?.value ?? '';
    if (!isValidEmail(email)) {
      showInvalid();
      emailRef.current?.focus();
      return;
    }
    clearInvalid();
    notify(feedback);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className={classes.form}>
      <div className={classes.fields}>
        <TextInput
          size="md"
          type="text"
          autoComplete="given-name"
          label={fields.firstName.label}
          placeholder={fields.firstName.placeholder}
        />
        <TextInput
          size="md"
          type="text"
          autoComplete="family-name"
          label={fields.lastName.label}
          placeholder={fields.lastName.placeholder}
        />
        <TextInput
          size="md"
          ref={emailRef}
          type="email"
          autoComplete="email"
          label={fields.email.label}
          placeholder={fields.email.placeholder}
          error={invalid ? invalidEmailMessage : undefined}
          onChange={invalid ? clearInvalid : undefined}
        />
        <TextInput
          size="md"
          type="tel"
          autoComplete="tel"
          label={fields.phone.label}
          placeholder={fields.phone.placeholder}
        />
      </div>
      <TextInput size="md" mt="md" type="text" label={fields.subject.label} placeholder={fields.subject.placeholder} />
      <Textarea size="md" mt="md" rows={5} label={fields.message.label} placeholder={fields.message.placeholder} />
      <Button type="submit" size="md" mt="lg">
        {submitLabel}
      </Button>
    </form>
  );
}
