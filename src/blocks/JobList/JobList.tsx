import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { JobListBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { countText } from '../../core/countText';
import departmentFilter from './DepartmentFilter.island';
import classes from './JobList.module.css';

/** The departments of the jobs, each once, in the order they first appear. */
export function departmentsOf(jobs: JobListBlock['jobs']): string[] {
  return [...new Set(jobs.map((job) => job.department))];
}

function Jobs({ jobs, applyLabel }: Pick<JobListBlock, 'jobs' | 'applyLabel'>) {
  return (
    <Box component="ul" className={classes.list}>
      {jobs.map((job) => (
        <Paper
          component="li"
          withBorder
          key={`${job.title}-${job.location}`}
          className={classes.job}
          data-department={job.department}
        >
          <div>
            <Title order={3}>{job.title}</Title>
            <Group className={classes.meta}>
              <span className={classes.metaItem}>
                <Icon name="briefcase" size={16} />
                {job.department}
              </span>
              <span className={classes.metaItem}>
                <Icon name="map-pin" size={16} />
                {job.location}
              </span>
              <Badge tone="ocean">{job.type}</Badge>
            </Group>
            <Text className={classes.description}>{job.description}</Text>
          </div>
          <div className={classes.action}>
            <Button component={SmartLink} href={job.applyHref} size="sm" aria-label={`${applyLabel}: ${job.title}`}>
              {applyLabel}
            </Button>
          </div>
        </Paper>
      ))}
    </Box>
  );
}

/**
 * Open positions. Every job is in the page's HTML; with a filter, department buttons (a DOM island) show one
 * department's jobs and say how many. Without JavaScript every job shows and the buttons do not.
 */
export function JobList({ id, heading, intro, applyLabel, filter, jobs }: JobListBlock) {
  const labelId = useId();
  if (!filter) {
    return (
      <Section id={id} heading={heading} intro={intro}>
        <Jobs jobs={jobs} applyLabel={applyLabel} />
      </Section>
    );
  }
  return (
    <Section id={id} heading={heading} intro={intro}>
      <Island
        of={departmentFilter}
        when="visible"
        props={{ countTemplate: filter.countTemplate, countTemplateOne: filter.countTemplateOne }}
      >
        <div className={classes.filter}>
          <div className={classes.buttons}>
            <Text id={labelId} className={classes.filterLabel}>
              {filter.label}
            </Text>
            <Group role="group" aria-labelledby={labelId} gap="xs" className={classes.options}>
              {[undefined, ...departmentsOf(jobs)].map((department) => (
                <Button
                  key={department ?? ''}
                  type="button"
                  variant="default"
                  size="xs"
                  radius="xl"
                  aria-pressed={department === undefined}
                  data-department={department ?? ''}
                  className={classes.option}
                >
                  {department ?? filter.allLabel}
                </Button>
              ))}
            </Group>
          </div>
          <Text className={classes.count} aria-live="polite" role="status" data-job-count="">
            {countText(jobs.length, filter.countTemplate, filter.countTemplateOne)}
          </Text>
        </div>
        <Jobs jobs={jobs} applyLabel={applyLabel} />
      </Island>
    </Section>
  );
}
