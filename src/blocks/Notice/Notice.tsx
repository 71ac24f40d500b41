import { Group, Paper, Title } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconScale } from '@tabler/icons-react';
import type { NoticeBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './Notice.module.css';

const toneIcons = {
  info: IconInfoCircle,
  legal: IconScale,
  warning: IconAlertTriangle,
} as const;

export function Notice({ id, tone, title, text, links }: NoticeBlock) {
  const ToneIcon = toneIcons[tone];
  return (
    <Section id={id}>
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.notice} data-tone={tone}>
        <div className={classes.layout}>
          <ToneIcon size={28} stroke={1.75} aria-hidden="true" className={classes.icon} />
          <div>
            {title ? (
              <Title order={2} size="h3" mb="xs">
                {title}
              </Title>
            ) : null}
            <Paragraphs text={text} />
            {links?.length ? (
              <Group mt="md" gap="sm">
                {links.map((link) => (
                  <ActionButton key={link.href} action={link} size="sm" fallbackVariant="secondary" />
                ))}
              </Group>
            ) : null}
          </div>
        </div>
      </Paper>
    </Section>
  );
}
