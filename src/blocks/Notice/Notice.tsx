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
      <div className={classes.notice} data-tone={tone}>
        <Icon name={toneIcons[tone]} size={28} className={classes.icon} />
        <div>
          {title ? <h2 className={classes.title}>{title}</h2> : null}
          <Paragraphs text={text} />
          {links?.length ? (
            <div className={classes.links}>
              {links.map((link) => (
                <ActionButton key={link.href} action={link} size="sm" fallbackVariant="secondary" />
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </Section>
  );
}
