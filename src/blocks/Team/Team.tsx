import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { TeamBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import classes from './Team.module.css';

const columnsFor = (count: number) => ({ base: 1, sm: 2, md: count === 4 || count > 6 ? 4 : 3 });

export function Team({ id, heading, intro, members }: TeamBlock) {
  return (
    <Section id={id} heading={heading} intro={intro}>
      <SimpleGrid cols={columnsFor(members.length)} spacing="lg" verticalSpacing="lg">
        {members.map((member) => (
          <Paper key={member.name} component="article" withBorder radius="lg" p="lg" className={classes.card}>
            <div className={classes.header}>
              {/* The initials repeat the name beside them, so screen readers skip them. */}
              <span className={classes.avatar} data-accent={member.accent ?? 'fern'} aria-hidden="true">
                {member.initials}
              </span>
              <div>
                <Title order={3}>{member.name}</Title>
                <Text fw={600} size="sm" className={classes.role}>
                  {member.role}
                </Text>
              </div>
            </div>
            <Text size="sm" c="gray.8" mt="sm">
              {member.bio}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Section>
  );
}
