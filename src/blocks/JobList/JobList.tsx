import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase, IconMapPin } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { JobListBlock } from '../../generated/page';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { countText } from '../CategoryGrid/countText';
import classes from './JobList.module.css';

/** The departments of the jobs, each once, in the order they first appear. */
export function departmentsOf(jobs: JobListBlock['jobs']): string[] {
  return [...new Set(jobs.map((job) => job.department))];
}

export function JobList({ id, heading, intro, applyLabel, filter, jobs }: JobListBlock) {
  const labelId = useId();
  const [department, setDepartment] = useState<string | null>(null);
  const shown = department ? jobs.filter((job) => job.department === department) : jobs;
  const departments = departmentsOf(jobs);

  return (
    <Section id={id} heading={heading} intro={intro}>
      {filter ? (
        <div className={classes.filter}>
          <Text id={labelId} fw={700} size="sm" c="gray.8">
            {filter.label}
          </Text>
          <Group gap="xs" mt="xs" role="group" aria-labelledby={labelId}>
            {[null, ...departments].map((option) => {
              const pressed = option === department;
              return (
                <Button
                  key={option ?? ''}
                  size="xs"
                  radius="xl"
                  variant={pressed ? 'filled' : 'default'}
                  aria-pressed={pressed}
                  onClick={() => setDepartment(option)}
                >
                  {option ?? filter.allLabel}
                </Button>
              );
            })}
          </Group>
          <Text size="sm" c="gray.7" mt="md" aria-live="polite" role="status">
            {countText(shown.length, filter.countTemplate, filter.countTemplateOne)}
          </Text>
        </div>
      ) : null}
      <Stack component="ul" gap="md" className={classes.list}>
        {shown.map((job) => (
          <Paper component="li" key={`${job.title}-${job.location}`} withBorder radius="lg" className={classes.job}>
            <div className={classes.text}>
              <Title order={3}>{job.title}</Title>
              <div className={classes.meta}>
                <span className={classes.metaItem}>
                  <IconBriefcase size={16} stroke={1.75} aria-hidden="true" />
                  {job.department}
                </span>
                <span className={classes.metaItem}>
                  <IconMapPin size={16} stroke={1.75} aria-hidden="true" />
                  {job.location}
                </span>
                <Badge variant="light" color="ocean" radius="sm">
                  {job.type}
                </Badge>
              </div>
              <Text c="gray.8" mt="sm">
                {job.description}
              </Text>
            </div>
            <div className={classes.action}>
              <Button component={SmartLink} href={job.applyHref} aria-label={`${applyLabel}: ${job.title}`}>
                {applyLabel}
              </Button>
            </div>
          </Paper>
        ))}
      </Stack>
    </Section>
  );
}
