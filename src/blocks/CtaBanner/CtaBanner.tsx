import type { Action, CtaBannerBlock } from '../../generated/page';
import { buttonStyle, type ButtonVariant } from '../../ui/buttonStyle';
import { Container } from '../../ui/Container';
import { SmartLink } from '../../ui/SmartLink';
import classes from './CtaBanner.module.css';

/** The button look of each action variant: on the light band as everywhere; on the brand and dark bands, primary
 * buttons turn white with green text and the others take the band's white text (see the module's styles). */
const buttonVariants: Record<'light' | 'dark', Record<NonNullable<Action['variant']>, ButtonVariant>> = {
  light: { primary: 'filled', secondary: 'outline', subtle: 'subtle' },
  dark: { primary: 'white', secondary: 'outline', subtle: 'subtle' },
};

export function CtaBanner({ id, title, text, actions, tone = 'brand' }: CtaBannerBlock) {
  const variants = buttonVariants[tone === 'light' ? 'light' : 'dark'];
  return (
    <section id={id} className={classes.band} data-tone={tone}>
      <Container className={classes.inner}>
        <div className={classes.copy}>
          <h2 className={classes.title}>{title}</h2>
          {text ? <p className={classes.text}>{text}</p> : null}
        </div>
        <div className={classes.actions}>
          {actions.map((action, index) => (
            <SmartLink
              key={action.href + action.label}
              href={action.href}
              newTab={action.newTab}
              {...buttonStyle(variants[action.variant ?? (index === 0 ? 'primary' : 'secondary')], 'lg')}
            >
              {action.label}
            </SmartLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
