import { Box, Button, Card, Group, Text, Title } from '@mantine/core';
import type { DownloadListBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { IconBadge } from '../../ui/IconBadge';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './DownloadList.module.css';
import unavailableDownload from './UnavailableDownload.island';

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
      <Box component="ul" className={classes.list} mod={{ columns }}>
        {items.map((item) => {
          // Screen readers hear which item each identical-looking button downloads.
          const name = `${downloadLabel}: ${item.title}`;
          const icon = <Icon name="download" size={18} />;
          return (
            <Card component="li" withBorder key={item.title} className={classes.card}>
              <Group className={classes.top}>
                <IconBadge name={item.icon ?? 'file-text'} />
                {item.version ? (
                  <Badge tone="ocean" className={classes.version}>
                    {item.version}
                  </Badge>
                ) : null}
              </Group>
              <Title order={3} className={classes.title}>
                {item.title}
              </Title>
              <Text className={classes.description}>{item.description}</Text>
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
                    aria-label={name}
                    variant="outline"
                    size="sm"
                    leftSection={icon}
                  >
                    {downloadLabel}
                  </Button>
                ) : (
                  <Island of={unavailableDownload} when="interaction" props={unavailableFeedback}>
                    <Button type="button" aria-label={name} variant="outline" size="sm" leftSection={icon}>
                      {downloadLabel}
                    </Button>
                  </Island>
                )}
              </div>
            </Card>
          );
        })}
      </Box>
    </Section>
  );
}
