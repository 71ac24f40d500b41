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
  const ListHeading = heading ? 'h3' : 'h2';
  const ItemHeading = heading ? 'h4' : 'h3';
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.columns} data-both={press && awards ? true : undefined}>
        {press ? (
          <div className={classes.panel}>
            <div className={classes.listHeader}>
              <IconBadge name="news" tone="ocean" size="sm" />
              <ListHeading className={classes.listHeading}>{press.heading}</ListHeading>
            </div>
            <ul className={classes.list}>
              {press.items.map((item) => (
                <li key={`${item.outlet}-${item.headline}`} className={classes.entry}>
                  <div className={classes.meta}>
                    <span className={classes.outlet}>{item.outlet}</span>
                    <Badge tone="ocean">{item.type}</Badge>
                  </div>
                  <ItemHeading className={classes.headline}>
                    {item.href ? (
                      <SmartLink href={item.href} newTab={item.newTab} className={classes.link}>
                        {item.headline}
                      </SmartLink>
                    ) : (
                      item.headline
                    )}
                  </ItemHeading>
                  <p className={classes.date}>
                    <time dateTime={item.date}>{formatIsoDate(item.date, { locale: translation.sourceLanguage })}</time>
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {awards ? (
          <div className={classes.panel}>
            <div className={classes.listHeader}>
              <IconBadge name="trophy" tone="gold" size="sm" />
              <ListHeading className={classes.listHeading}>{awards.heading}</ListHeading>
            </div>
            <ul className={classes.list}>
              {awards.items.map((award) => (
                <li key={`${award.title}-${award.year}`} className={classes.entry} data-award>
                  <span className={classes.year}>{award.year}</span>
                  <div>
                    <ItemHeading className={classes.headline}>{award.title}</ItemHeading>
                    <p className={classes.organization}>{award.organization}</p>
                    {award.category ? (
                      <p className={classes.category}>
                        <Badge className={classes.categoryBadge}>{award.category}</Badge>
                      </p>
                    ) : null}
                    {award.description ? <p className={classes.description}>{award.description}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
