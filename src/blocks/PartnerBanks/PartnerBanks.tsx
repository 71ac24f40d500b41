import type { PartnerBanksBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { IconBadge } from '../../ui/IconBadge';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import classes from './PartnerBanks.module.css';

/** The partner bank names and their marking come from the site file, so they are written in one place. */
export function PartnerBanks({ id, heading, intro, coverage, listHeading, note, action }: PartnerBanksBlock) {
  const { partnerBanks } = useSite();
  return (
    <Section id={id} tinted>
      <div className={classes.layout}>
        <div className={classes.copy}>
          <IconBadge name="shield-check" size="lg" className={classes.shield} />
          <h2 className={classes.heading}>{heading}</h2>
          {intro ? (
            <div className={classes.intro}>
              <Paragraphs text={intro} />
            </div>
          ) : null}
          {coverage ? (
            <p className={classes.coverage}>
              <span className={classes.coverageValue}>{coverage.value}</span>{' '}
              <span className={classes.coverageLabel}>{coverage.label}</span>
            </p>
          ) : null}
          {action ? (
            <div className={classes.action}>
              <ActionButton action={action} fallbackVariant="secondary" />
            </div>
          ) : null}
        </div>
        <div className={classes.card}>
          <h3>{listHeading}</h3>
          <p className={classes.status}>
            <Icon name="alert-triangle" size={18} className={classes.statusIcon} />
            <span>{partnerBanks.status}</span>
          </p>
          <ul className={classes.banks}>
            {partnerBanks.names.map((name) => (
              <li key={name} className={classes.bank}>
                <span className={classes.bankIcon} />
                <span>{name}</span>
              </li>
            ))}
          </ul>
          {note ? <p className={classes.note}>{note}</p> : null}
        </div>
      </div>
    </Section>
  );
}
