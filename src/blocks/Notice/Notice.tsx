import { Group, Paper, Title } from '@mantine/core';
import type { SiteIconName } from '../../core/iconSet';
import type { NoticeBlock } from '../../generated/page';
import { ActionButton } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import { Paragraphs } from '../../ui/Paragraphs';
import { Section } from '../../ui/Section';
import classes from './Notice.module.css';

const toneIcons = {
  info: 'info-circle',
  legal: 'scale',
  warning: 'alert-triangle',
} as const satisfies Record<NoticeBlock['tone'], SiteIconName>;

export function Notice({ id, tone, title, text, links }: NoticeBlock) {
  return (
    <Section id={id}>
      <Paper withBorder radius="lg" className={classes.notice} mod={{ tone }}>
        <Icon name={toneIcons[tone]} size={28} className={classes.icon} />
        <div>
          {title ? (
            <Title order={2} size="h3" className={classes.title}>
              {title}
            </Title>
          ) : null}
          <Paragraphs text={text} />
          {links?.length ? (
            <Group gap="sm" className={classes.links}>
              {links.map((link) => (
                <ActionButton key={link.href} action={link} size="sm" fallbackVariant="secondary" />
              ))}
            </Group>
          ) : null}
        </div>
      </Paper>
    </Section>
  );
}
