import { Badge, Button, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { DownloadListBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './DownloadList.module.css';
import unavailableDownload from './UnavailableDownload.island';

const columnsAt = {
  2: { base: 1, sm: 2 },
  3: { base: 1, sm: 2, md: 3 },
  4: { base: 1, sm: 2, lg: 4 },
} as const;

export function DownloadList({
  id,
  heading,
  intro,
  columns = 3,
  downloadLabel,
  unavailableFeedback,
  items,
}: DownloadListBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <SimpleGrid component="ul" cols={columnsAt[columns]} spacing="lg" className={classes.list}>
        {items.map((item) => {
          // Screen readers hear which item each identical-looking button downloads.
          const name = `${downloadLabel}: ${item.title}`;
          const icon = <IconDownload size={18} stroke={1.75} aria-hidden="true" />;
          return (
            <Paper component="li" key={item.title} withBorder radius="lg" p="lg" className={classes.card}>
              <div className={classes.top}>
                <ThemeIcon size={44} radius="md" variant="light" color="fern">
                  <Icon name={item.icon ?? 'file-text'} />
                </ThemeIcon>
                {item.version ? (
                  <Badge variant="light" color="ocean" radius="sm" className={classes.version}>
                    {item.version}
                  </Badge>
                ) : null}
              </div>
              <Title order={3} mt="md">
                {item.title}
              </Title>
              <Text c="gray.8" mt={6} size="sm" className={classes.description}>
                {item.description}
              </Text>
              {item.meta?.length ? (
                <dl className={classes.meta}>
                  {item.meta.map((fact) => (
                    <div key={fact.label} className={classes.fact}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
              <div className={classes.action}>
                {item.href ? (
                  <Button
                    component={SmartLink}
                    href={item.href}
                    variant="outline"
                    size="sm"
                    leftSection={icon}
                    aria-label={name}
                  >
                    {downloadLabel}
                  </Button>
                ) : (
                  <Island of={unavailableDownload} when="interaction" props={unavailableFeedback}>
                    <Button type="button" variant="outline" size="sm" leftSection={icon} aria-label={name}>
                      {downloadLabel}
                    </Button>
                  </Island>
                )}
              </div>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Section>
  );
}
