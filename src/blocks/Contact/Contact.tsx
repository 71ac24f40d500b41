import type { ContactBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Badge } from '../../ui/Badge';
import { buttonStyle } from '../../ui/buttonStyle';
import { Icon } from '../../ui/Icon';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { Island } from '../../ui/islands/Island';
import contactForm from './ContactForm.island';
import { directionsHref, telHref } from './directions';
import classes from './Contact.module.css';

export function Contact({ id, channels, form, departments, offices, cta }: ContactBlock) {
  return (
    <Section id={id}>
      <header className={classes.groupHeader}>
        <h2>{channels.heading}</h2>
        {channels.intro ? <p className={classes.intro}>{channels.intro}</p> : null}
      </header>
      <ul className={`${classes.list} ${classes.channels}`}>
        {channels.items.map((channel) => (
          <li key={channel.title} className={classes.card}>
            {channel.icon ? <IconBadge name={channel.icon} className={classes.channelIcon} /> : null}
            <h3>{channel.title}</h3>
            <p className={classes.description}>{channel.description}</p>
            <p className={classes.details}>{channel.details}</p>
            <p className={classes.hours}>
              <Icon name="clock" size={16} />
              {channel.hours}
            </p>
            <div className={classes.cardAction}>
              <ActionButton action={channel.action} size="sm" fallbackVariant="secondary" />
            </div>
          </li>
        ))}
      </ul>

      <div className={classes.formRow}>
        <div className={classes.formPanel}>
          <h2 className={classes.subheading}>{form.heading}</h2>
          {form.intro ? <p className={classes.formIntro}>{form.intro}</p> : null}
          <Island of={contactForm} when="visible" props={form} />
        </div>
        <div>
          <h2 className={classes.subheading}>{departments.heading}</h2>
          <ul className={`${classes.list} ${classes.departments}`}>
            {departments.items.map((department) => (
              <li key={department.name} className={classes.department}>
                <h3 className={classes.departmentName}>{department.name}</h3>
                <p className={classes.departmentText}>{department.description}</p>
                <SmartLink href={`mailto:${department.email}`} className={classes.mailLink}>
                  <Icon name="mail" size={16} />
                  {department.email}
                </SmartLink>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <header className={classes.groupHeader} data-spaced="">
        <h2>{offices.heading}</h2>
      </header>
      <ul className={`${classes.list} ${classes.offices}`}>
        {offices.items.map((office) => (
          <li key={`${office.city}-${office.address}`} className={classes.card}>
            <Badge tone="ocean" className={classes.officeType}>
              {office.type}
            </Badge>
            <h3 className={classes.city}>{office.city}</h3>
            <address className={classes.address}>
              {office.address}
              <br />
              {office.city}
              {office.state ? `, ${office.state}` : ''} {office.zipCode}
            </address>
            <p className={classes.phone}>
              <Icon name="phone" size={16} />
              {offices.phoneLabel ? <span className={classes.phoneLabel}>{offices.phoneLabel}</span> : null}
              <SmartLink href={telHref(office.phone)} className={classes.telLink}>
                {office.phone}
              </SmartLink>
            </p>
            <div className={classes.cardAction}>
              <SmartLink href={directionsHref(office)} newTab {...buttonStyle('outline', 'sm')}>
                <Icon name="map-pin" size={16} />
                {offices.directionsLabel}
              </SmartLink>
            </div>
          </li>
        ))}
      </ul>

      {cta ? (
        <div className={classes.cta}>
          <div>
            <h2 className={classes.subheading}>{cta.title}</h2>
            {cta.text ? <p className={classes.ctaText}>{cta.text}</p> : null}
          </div>
          <ActionButton action={cta.action} />
        </div>
      ) : null}
    </Section>
  );
}
