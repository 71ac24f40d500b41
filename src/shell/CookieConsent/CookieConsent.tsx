import { useId } from 'react';
import { Container } from '../../ui/Container';
import { Icon } from '../../ui/Icon';
import { buttonStyle } from '../../ui/buttonStyle';
import { Island } from '../../ui/islands/Island';
import { SmartLink } from '../../ui/SmartLink';
import { useSite } from '../../ui/SiteContext';
import cookieConsent from './cookieConsent.island';
import classes from './CookieConsent.module.css';

/**
 * The cookie-consent banner, written into every page hidden; its island shows it after the configured delay
 * when no valid choice is stored, stores the three choices or the switches set under Customize (a native checkbox
 * with the switch role each; the always-on category's is checked and disabled), lets the X hide it for this visit
 * only, and opens it again from the footer's Cookie settings link. Its
 * title is not a heading, so it never comes before the page's h1 in the heading outline; the banner is a
 * labelled region, early in the page so the keyboard reaches it at once. Its content sits in the page's column
 * (the same Container as the header's); when Customize makes it taller than the screen allows, the text and
 * categories scroll inside it and the buttons stay in view below them.
 */
export function CookieConsent() {
  const { cookieConsent: copy } = useSite();
  const titleId = useId();
  const detailsId = useId();
  return (
    <Island
      of={cookieConsent}
      when="idle"
      props={{
        storageKey: copy.storageKey,
        delayMs: copy.delayMs,
        customize: copy.customize,
        hideDetails: copy.hideDetails,
      }}
    >
      <section className={classes.banner} aria-labelledby={titleId} data-testid="cookie-banner" hidden>
        <Container className={classes.inner}>
          <div className={classes.body}>
            <div className={classes.header}>
              <p className={classes.title} id={titleId}>
                {copy.title}
              </p>
              <button type="button" className={classes.close} aria-label={copy.close} data-consent-close="">
                <Icon name="x" size={20} />
              </button>
            </div>
            <p className={classes.text}>
              {copy.text}{' '}
              {copy.policyLink ? (
                <SmartLink href={copy.policyLink.href} className={classes.link}>
                  {copy.policyLink.label}
                </SmartLink>
              ) : null}
            </p>
            <ul id={detailsId} className={classes.categories} hidden data-consent-details="">
              {copy.categories.map((category) => (
                <li key={category.name} className={classes.category}>
                  <label className={classes.categoryName}>
                    {category.key ? (
                      <input type="checkbox" role="switch" className={classes.switch} value={category.key} />
                    ) : (
                      <input type="checkbox" role="switch" className={classes.switch} defaultChecked disabled />
                    )}
                    {category.name}
                    {category.status ? <span className={classes.status}>{category.status}</span> : null}
                  </label>
                  <p className={classes.categoryText}>{category.description}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className={classes.actions}>
            <button type="button" data-consent="all" {...buttonStyle('filled', 'sm')}>
              {copy.acceptAll}
            </button>
            <button type="button" data-consent="essential" {...buttonStyle('outline', 'sm')}>
              {copy.essentialOnly}
            </button>
            <button type="button" data-consent="rejected" {...buttonStyle('outline', 'sm')}>
              {copy.rejectAll}
            </button>
            <button type="button" data-consent="custom" hidden {...buttonStyle('filled', 'sm')}>
              {copy.saveChoices}
            </button>
            <button
              type="button"
              aria-expanded="false"
              aria-controls={detailsId}
              data-consent-customize=""
              {...buttonStyle('subtle', 'sm')}
            >
              {copy.customize}
            </button>
          </div>
        </Container>
      </section>
    </Island>
  );
}
