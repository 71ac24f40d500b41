import type { QuickLinksBlock } from '../../generated/page';
import { Icon } from '../../ui/Icon';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import classes from './QuickLinks.module.css';

export function QuickLinks({ id, heading, links }: QuickLinksBlock) {
  return (
    <Section id={id} heading={heading}>
      <ul className={classes.list}>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} className={classes.link}>
              <span className={classes.label}>
                {link.label}
                <Icon name="arrow-right" size={18} />
              </span>
              {link.description ? <span className={classes.description}>{link.description}</span> : null}
            </SmartLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}
