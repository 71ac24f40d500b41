import type { DownloadListBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { buttonStyle } from '../../ui/buttonStyle';
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
      <ul className={classes.list} data-columns={columns}>
        {items.map((item) => {
          // Screen readers hear which item each identical-looking button downloads.
          const name = `${downloadLabel}: ${item.title}`;
          const icon = <Icon name="download" size={18} />;
          return (
            <li key={item.title} className={classes.card}>
              <div className={classes.top}>
                <IconBadge name={item.icon ?? 'file-text'} />
                {item.version ? (
                  <Badge tone="ocean" className={classes.version}>
                    {item.version}
                  </Badge>
                ) : null}
              </div>
              <h3 className={classes.title}>{item.title}</h3>
              <p className={classes.description}>{item.description}</p>
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
                  <SmartLink href={item.href} aria-label={name} {...buttonStyle('outline', 'sm')}>
                    {icon}
                    {downloadLabel}
                  </SmartLink>
                ) : (
                  <Island of={unavailableDownload} when="interaction" props={unavailableFeedback}>
                    <button type="button" aria-label={name} {...buttonStyle('outline', 'sm')}>
                      {icon}
                      {downloadLabel}
                    </button>
                  </Island>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
