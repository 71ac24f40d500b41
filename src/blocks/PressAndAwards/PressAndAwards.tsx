import { Badge, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconNews, IconTrophy } from '@tabler/icons-react';
import { useSite } from '../../ui/SiteContext';
import type { PressAndAwardsBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './PressAndAwards.module.css';

/** A YYYY-MM-DD date in the content's language, read as a calendar day (UTC), so server and browser agree. */
function formatDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function PressAndAwards({ id, heading, intro, press, awards }: PressAndAwardsBlock) {
  const { translation } = useSite();
  // Without a section heading, each list's heading is the section's level-2 heading.
  const listLevel = heading ? 3 : 2;
  const itemLevel = heading ? 4 : 3;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.columns} data-both={press && awards ? true : undefined}>
        {press ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.panel}>
            <div className={classes.listHeader}>
              <ThemeIcon size={40} radius="md" variant="light" color="ocean">
                <IconNews size={22} stroke={1.75} aria-hidden="true" />
              </ThemeIcon>
              <Title order={listLevel} size="h3">
                {press.heading}
              </Title>
            </div>
            <ul className={classes.list}>
              {press.items.map((item) => (
                <li key={`${item.outlet}-${item.headline}`} className={classes.entry}>
                  <div className={classes.meta}>
                    <Text component="span" fw={700} size="sm" c="ocean.9" className={classes.outlet}>
                      {item.outlet}
                    </Text>
                    <Badge variant="light" color="ocean" radius="sm" size="sm">
                      {item.type}
                    </Badge>
                  </div>
                  <Title order={itemLevel} className={classes.headline}>
                    {item.href ? (
                      <SmartLink href={item.href} newTab={item.newTab} className={classes.link}>
                        {item.headline}
                      </SmartLink>
                    ) : (
                      item.headline
                    )}
                  </Title>
                  <Text size="sm" c="gray.7" mt={4}>
                    <time dateTime={item.date}>{formatDate(item.date, translation.sourceLanguage)}</time>
                  </Text>
                </li>
              ))}
            </ul>
          </Paper>
        ) : null}
        {awards ? (
          <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.panel}>
            <div className={classes.listHeader}>
              <ThemeIcon size={40} radius="md" variant="light" color="gold">
                <IconTrophy size={22} stroke={1.75} aria-hidden="true" />
              </ThemeIcon>
              <Title order={listLevel} size="h3">
                {awards.heading}
              </Title>
            </div>
            <ul className={classes.list}>
              {awards.items.map((award) => (
                <li key={`${award.title}-${award.year}`} className={classes.entry} data-award>
                  <span className={classes.year}>{award.year}</span>
                  <div>
                    <Title order={itemLevel} className={classes.headline}>
                      {award.title}
                    </Title>
                    <Text size="sm" c="gray.8" mt={2}>
                      {award.organization}
                    </Text>
                    {award.category ? (
                      <Badge variant="light" color="fern" radius="sm" size="sm" mt={8} className={classes.category}>
                        {award.category}
                      </Badge>
                    ) : null}
                    {award.description ? (
                      <Text size="sm" c="gray.7" mt={6}>
                        {award.description}
                      </Text>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Paper>
        ) : null}
      </div>
    </Section>
  );
}
