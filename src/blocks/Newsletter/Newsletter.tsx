import type { NewsletterBlock } from '../../generated/page';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import emailSignupForm from './EmailSignupForm.island';
import classes from './Newsletter.module.css';

export function Newsletter({ id, heading, text, note, ...form }: NewsletterBlock) {
  return (
    <Section id={id}>
      <div className={classes.panel}>
        <div className={classes.inner}>
          <h2>{heading}</h2>
          {text ? <p className={classes.text}>{text}</p> : null}
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
          {note ? <p className={classes.note}>{note}</p> : null}
        </div>
      </div>
    </Section>
  );
}
