import { useId } from 'react';
import type { JobListBlock } from '../../generated/page';
import { Badge } from '../../ui/Badge';
import { buttonStyle } from '../../ui/buttonStyle';
import { Icon } from '../../ui/Icon';
import { Island } from '../../ui/islands/Island';
import { Section } from '../../ui/Section';
import { SmartLink } from '../../ui/SmartLink';
import { countText } from '../CategoryGrid/countText';
import departmentFilter from './DepartmentFilter.island';
import classes from './JobList.module.css';

/** The departments of the jobs, each once, in the order they first appear. */
export function departmentsOf(jobs: JobListBlock['jobs']): string[] {
  return [...new Set(jobs.map((job) => job.department))];
}

function Jobs({ jobs, applyLabel }: Pick<JobListBlock, 'jobs' | 'applyLabel'>) {
  return (
    <ul className={classes.list}>
      {jobs.map((job) => (
        <li key={`${job.title}-${job.location}`} className={classes.job} data-department={job.department}>
          <div>
            <h3>{job.title}</h3>
            <div className={classes.meta}>
              <span className={classes.metaItem}>
                <Icon name="briefcase" size={16} />
                {job.department}
              </span>
              <span className={classes.metaItem}>
                <Icon name="map-pin" size={16} />
                {job.location}
              </span>
              <Badge tone="ocean">{job.type}</Badge>
            </div>
            <p className={classes.description}>{job.description}</p>
          </div>
          <div className={classes.action}>
            <SmartLink href={job.applyHref} aria-label={`${applyLabel}: ${job.title}`} {...buttonStyle('filled', 'sm')}>
              {applyLabel}
            </SmartLink>
          </div>
        </li>
      ))}
    </ul>
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
            <p id={labelId} className={classes.filterLabel}>
              {filter.label}
            </p>
            <div role="group" aria-labelledby={labelId} className={classes.options}>
              {[undefined, ...departmentsOf(jobs)].map((department) => (
                <button
                  key={department ?? ''}
                  type="button"
                  aria-pressed={department === undefined}
                  data-department={department ?? ''}
                  {...buttonStyle('default', 'sm', classes.option)}
                >
                  {department ?? filter.allLabel}
                </button>
              ))}
            </div>
          </div>
          <p className={classes.count} aria-live="polite" role="status" data-job-count="">
            {countText(jobs.length, filter.countTemplate, filter.countTemplateOne)}
          </p>
        </div>
        <Jobs jobs={jobs} applyLabel={applyLabel} />
      </Island>
    </Section>
  );
}
