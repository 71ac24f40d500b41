import type { StepsBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import classes from './Steps.module.css';

export function Steps({ id, heading, intro, steps, action }: StepsBlock) {
  // Four steps sit in one row on wide screens; five or six wrap into rows of three.
  const columns = steps.length <= 4 ? steps.length : 3;
  return (
    <Section id={id} heading={heading} intro={intro} centered>
      {/* role="list" keeps list semantics in Safari, which drops them when list-style is none. */}
      <ol role="list" className={classes.steps} data-columns={columns}>
        {steps.map((step, index) => (
          <li key={step.title} className={classes.step}>
            <div className={classes.marker}>
              {/* The ordered list already tells screen readers each step's position. */}
              <span className={classes.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {step.icon ? <IconBadge name={step.icon} shape="circle" /> : null}
            </div>
            <h3 className={classes.title}>{step.title}</h3>
            <p className={classes.text}>{step.text}</p>
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
