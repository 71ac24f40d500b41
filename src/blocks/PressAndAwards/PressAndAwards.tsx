import { Anchor, Box, Group, Paper, Text, Title } from '@mantine/core';
import { formatIsoDate } from '../../core/formatIsoDate';
import type { PressAndAwardsBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { IconBadge } from '../../ui/IconBadge';
import { Section } from '../../ui/Section';
import { useSite } from '../../ui/SiteContext';
import { SmartLink } from '../../ui/SmartLink';
import classes from './PressAndAwards.module.css';

export function PressAndAwards({ id, heading, intro, press, awards }: PressAndAwardsBlock) {
  const { translation } = useSite();
  // Without a section heading, each list's heading is the section's level-2 heading.
  const listOrder = heading ? 3 : 2;
  const itemOrder = heading ? 4 : 3;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box className={classes.columns} mod={{ both: Boolean(press && awards) }}>
        {press ? (
          <Paper radius="lg" withBorder className={classes.panel}>
            <Group gap="sm" wrap="nowrap" className={classes.listHeader}>
              <IconBadge name="news" size="sm" />
              <Title order={listOrder} className={classes.listHeading}>
                {press.heading}
              </Title>
            </Group>
            {/* Native list items: each holds a heading, which a Mantine List.Item's label span may not. */}
            <ul className={classes.list}>
              {press.items.map((item) => (
                <li key={`${item.outlet}-${item.headline}`} className={classes.entry}>
                  <Group gap="xs" className={classes.meta}>
                    <Text span size="sm" fw={700} c="ocean.9" tt="uppercase" className={classes.outlet}>
                      {item.outlet}
                    </Text>
                    <Badge>{item.type}</Badge>
                  </Group>
                  <Title order={itemOrder} className={classes.headline}>
                    {item.href ? (
                      <Anchor
                        component={SmartLink}
                        href={item.href}
                        newTab={item.newTab}
                        inherit
                        c="inherit"
                        underline="always"
                        className={classes.link}
                      >
                        {item.headline}
                      </Anchor>
                    ) : (
                      item.headline
                    )}
                  </Title>
                  <Text size="sm" c="gray.7" className={classes.date}>
                    <time dateTime={item.date}>{formatIsoDate(item.date, { locale: translation.sourceLanguage })}</time>
                  </Text>
                </li>
              ))}
            </ul>
          </Paper>
        ) : null}
        {awards ? (
          <Paper radius="lg" withBorder className={classes.panel}>
            <Group gap="sm" wrap="nowrap" className={classes.listHeader}>
              <IconBadge name="trophy" size="sm" />
              <Title order={listOrder} className={classes.listHeading}>
                {awards.heading}
              </Title>
            </Group>
            <ul className={classes.list}>
              {awards.items.map((award) => (
                <li key={`${award.title}-${award.year}`} className={classes.entry} data-award>
                  <Text span fw={800} c="gold.9" ta="center" className={classes.year}>
                    {award.year}
                  </Text>
                  <div>
                    <Title order={itemOrder} className={classes.headline}>
                      {award.title}
                    </Title>
                    <Text size="sm" c="gray.8" className={classes.organization}>
                      {award.organization}
                    </Text>
                    {award.category ? (
                      <p className={classes.category}>
                        <Badge className={classes.categoryBadge}>{award.category}</Badge>
                      </p>
                    ) : null}
                    {award.description ? (
                      <Text size="sm" c="gray.7" className={classes.description}>
                        {award.description}
                      </Text>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          </Paper>
        ) : null}
      </Box>
    </Section>
  );
}
