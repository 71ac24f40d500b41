import type { TeamBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './Team.module.css';

export function Team({ id, heading, intro, members }: TeamBlock) {
  // Four members, or more than six, sit four to a row on wide screens; other counts three to a row.
  const columns = members.length === 4 || members.length > 6 ? 4 : 3;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <div className={classes.grid} data-columns={columns}>
        {members.map((member) => (
          <article key={member.name} className={classes.card}>
            <div className={classes.header}>
              {/* The initials repeat the name beside them, so screen readers skip them. */}
              <span className={classes.avatar} data-accent={member.accent ?? 'fern'} aria-hidden="true">
                {member.initials}
              </span>
              <div>
                <h3>{member.name}</h3>
                <p className={classes.role}>{member.role}</p>
              </div>
            </div>
            <p className={classes.bio}>{member.bio}</p>
          </article>
        ))}
      </div>
    </Section>
  );
}
