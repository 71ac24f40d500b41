// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { JobListBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import departmentFilter from './DepartmentFilter.island';
import { departmentsOf, JobList } from './JobList';

const example = readBlockExample<JobListBlock>(import.meta.dirname, 'JobList');

/** The list's server HTML with its island mounted. */
function renderJobs(props: JobListBlock) {
  const rendered = renderWithSite(<JobList {...props} />);
  if (props.filter) {
    const { countTemplate, countTemplateOne } = props.filter;
    departmentFilter.mount(rendered.container, { countTemplate, countTemplateOne }, { pageLoadedAt: 0 });
  }
  return rendered;
}

function jobTitles() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

it('lists every job with an apply link that names the job for screen readers', () => {
  renderWithSite(<JobList {...example} />);
  expect(jobTitles()).toEqual(example.jobs.map((job) => job.title));
  const [first] = example.jobs;
  const apply = screen.getByRole('link', { name: `${example.applyLabel}: ${first.title}` });
  expect(apply.getAttribute('href')).toBe(first.applyHref);
});

it('filters by department with pressed-state buttons and announces the count', () => {
  renderJobs(example);
  const all = screen.getByRole('button', { name: example.filter?.allLabel });
  expect(all.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('status').textContent).toBe('6 open positions');

  const engineering = screen.getByRole('button', { name: 'Engineering' });
  fireEvent.click(engineering);
  expect(engineering.getAttribute('aria-pressed')).toBe('true');
  expect(all.getAttribute('aria-pressed')).toBe('false');
  expect(jobTitles()).toEqual(example.jobs.filter((job) => job.department === 'Engineering').map((job) => job.title));
  expect(screen.getByRole('status').textContent).toBe('2 open positions');

  fireEvent.click(screen.getByRole('button', { name: 'Legal & Compliance' }));
  expect(screen.getByRole('status').textContent).toBe('1 open position');

  fireEvent.click(all);
  expect(all.getAttribute('aria-pressed')).toBe('true');
  expect(jobTitles()).toHaveLength(example.jobs.length);
  expect(screen.getByRole('status').textContent).toBe('6 open positions');
});

it('has every job in its HTML before the island runs, the buttons grouped under the filter label', () => {
  const { container } = renderWithSite(<JobList {...example} />);
  expect(container.querySelectorAll('li[hidden]')).toHaveLength(0);
  expect(container.querySelectorAll('li[data-department]')).toHaveLength(example.jobs.length);
  expect(screen.getByRole('group', { name: example.filter?.label })).toBeTruthy();
});

it('shows no filter when the YAML has none', () => {
  renderJobs({ ...example, filter: undefined });
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.queryByRole('status')).toBeNull();
  expect(jobTitles()).toHaveLength(example.jobs.length);
});

it('lists each department once, in order of first appearance', () => {
  expect(departmentsOf(example.jobs)).toEqual([
    'Engineering',
    'Design',
    'Legal & Compliance',
    'Customer Support',
    'Data',
  ]);
});
