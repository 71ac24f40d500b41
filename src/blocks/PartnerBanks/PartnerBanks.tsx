import { Box, List, Paper, Text, Title } from '@mantine/core';
import type { PartnerBanksBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { IconBadge } from '../../ui/IconBadge';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import classes from './PartnerBanks.module.css';

/** Each bank a tile of the grid: the bank drawing is the item's icon, its name the label. */
const bankListClassNames = { root: classes.banks, item: classes.bank };

/** The partner bank names and their marking come from the site file, so they are written in one place. */
export function PartnerBanks({ id, heading, intro, coverage, listHeading, note, action }: PartnerBanksBlock) {
  const { partnerBanks } = useSite();
  return (
    <Section id={id} tinted>
      <div className={classes.layout}>
        <div className={classes.copy}>
          <IconBadge name="shield-check" size="lg" className={classes.shield} />
          <Title order={2} className={classes.heading}>
            {heading}
          </Title>
          {intro ? (
            <div className={classes.intro}>
              <Paragraphs text={intro} />
            </div>
          ) : null}
          {coverage ? (
            <Paper component="p" radius="md" className={classes.coverage}>
              <Text span fw={800} c="fern.8" className={classes.coverageValue}>
                {coverage.value}
              </Text>{' '}
              <Text span fw={600} c="gray.8">
                {coverage.label}
              </Text>
            </Paper>
          ) : null}
          {action ? (
            <Box className={classes.action}>
              <ActionButton action={action} fallbackVariant="secondary" />
            </Box>
          ) : null}
        </div>
        <Paper radius="lg" withBorder className={classes.card}>
          <Title order={3}>{listHeading}</Title>
          <Text size="sm" fw={600} c="gold.9" className={classes.status}>
            <Icon name="alert-triangle" size={18} className={classes.statusIcon} />
            <span>{partnerBanks.status}</span>
          </Text>
          {/* role="list": Safari drops a list's semantics when its markers are hidden. */}
          <List
            role="list"
            listStyleType="none"
            icon={<span className={classes.bankIcon} />}
            classNames={bankListClassNames}
          >
            {partnerBanks.names.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
          {note ? (
            <Text size="sm" c="gray.7" className={classes.note}>
              {note}
            </Text>
          ) : null}
        </Paper>
      </div>
    </Section>
  );
}
