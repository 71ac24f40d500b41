import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconShieldCheck } from '@tabler/icons-react';
import { useSite } from '../../ui/SiteContext';
import type { PartnerBanksBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './PartnerBanks.module.css';

/** The partner bank names and their marking come from the site file, so they are written in one place. */
export function PartnerBanks({ id, heading, intro, coverage, listHeading, note, action }: PartnerBanksBlock) {
  const { partnerBanks } = useSite();
  return (
    <Section id={id} tinted>
      <div className={classes.layout}>
        <div className={classes.copy}>
          <ThemeIcon size={52} radius="md" variant="light" color="fern" className={classes.shield}>
            <IconShieldCheck size={30} stroke={1.75} aria-hidden="true" />
          </ThemeIcon>
          <Title order={2} mt="md">
            {heading}
          </Title>
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
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.card}>
          <Title order={3}>{listHeading}</Title>
          <p className={classes.status}>
            <IconAlertTriangle size={18} stroke={2} aria-hidden="true" className={classes.statusIcon} />
            <span>{partnerBanks.status}</span>
          </p>
          <ul className={classes.banks}>
            {partnerBanks.names.map((name) => (
              <li key={name} className={classes.bank}>
                <span className={classes.bankIcon}>
                  <IconBuildingBank size={20} stroke={1.75} aria-hidden="true" />
                </span>
                <span>{name}</span>
              </li>
            ))}
          </ul>
          {note ? (
            <Text size="sm" c="gray.7" mt="md">
              {note}
            </Text>
          ) : null}
        </Paper>
      </div>
    </Section>
  );
}
