import { Avatar, Box, Card, Text, Title } from '@mantine/core';
import type { TeamBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './Team.module.css';

export function Team({ id, heading, intro, members }: TeamBlock) {
  // Four members, or more than six, sit four to a row on wide screens; other counts three to a row.
  const columns = members.length === 4 || members.length > 6 ? 4 : 3;
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Box className={classes.grid} mod={{ columns }}>
        {members.map((member) => (
          <Card key={member.name} component="article" withBorder radius="lg" padding="lg" className={classes.card}>
            <div className={classes.header}>
              {/* The initials repeat the name beside them, so screen readers skip them. */}
              <Avatar
                variant="light"
                color={member.accent ?? 'fern'}
                size={64}
                classNames={{ root: classes.avatar, placeholder: classes.initials }}
                mod={{ accent: member.accent ?? 'fern' }}
                aria-hidden="true"
              >
                {member.initials}
              </Avatar>
              <div>
                <Title order={3}>{member.name}</Title>
                <Text size="sm" className={classes.role}>
                  {member.role}
                </Text>
              </div>
            </div>
            <Text size="sm" className={classes.bio}>
              {member.bio}
            </Text>
          </Card>
        ))}
      </Box>
    </Section>
  );
}
