import type { NewsletterBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { EmailSignupForm } from './EmailSignupForm';
import classes from './Newsletter.module.css';

export function Newsletter({ id, heading, text, note, ...form }: NewsletterBlock) {
  return (
    <Section id={id}>
      <div className={classes.panel}>
        <div className={classes.inner}>
          <h2>{heading}</h2>
          {text ? <p className={classes.text}>{text}</p> : null}
          <div className={classes.form}>
            <EmailSignupForm
              emailLabel={form.emailLabel}
              placeholder={form.placeholder}
              buttonLabel={form.buttonLabel}
              invalidMessage={form.invalidMessage}
              feedback={form.feedback}
            />
          </div>
          {note ? <p className={classes.note}>{note}</p> : null}
        </div>
      </div>
    </Section>
  );
}
