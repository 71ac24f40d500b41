// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusBoardBlock, StatusService } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite, site } from '../../../tests/support/renderWithSite';
import { renderPage } from '../../app/renderPage';
import { notify } from '../../ui/notify';
import emailCheck from '../../ui/EmailSignup/EmailCheck.island';
import { formatUpdated, StatusBoard } from './StatusBoard';

vi.mock('../../ui/notify', () => ({ notify: vi.fn() }));

const example = readBlockExample<StatusBoardBlock>(import.meta.dirname, 'StatusBoard');

beforeEach(() => {
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('last updated time', () => {
  it('is in the server HTML, from YAML, so a visitor without JavaScript sees it', () => {
    const { body } = renderPage(
      { path: '/status-test', title: 'Status', description: 'Status', blocks: [example] },
      site,
    );
    expect(formatUpdated('2026-11-03T18:30Z')).toBe('November 3, 2026, 6:30 PM UTC');
    expect(formatUpdated('2026-11-03T00:05Z')).toBe('November 3, 2026, 12:05 AM UTC');
    expect(body).toMatch(/<time class=[^>]+ datetime="2026-11-03T18:30:00Z">November 3, 2026, 6:30 PM UTC<\/time>/i);
  });
});

describe('uptime bars', () => {
  it('draws a bar a day and names the days with issues for assistive technology', () => {
    renderWithSite(<StatusBoard {...example} />);
    const row = screen.getByRole('heading', { name: 'Web App', level: 3 }).closest('li');
    if (!row) throw new Error('no Web App row');
    const paths = [...row.querySelectorAll('svg path')];
    const bars = (status: string) =>
      (paths.find((path) => path.getAttribute('data-status') === status)?.getAttribute('d') ?? '').split('M').length -
      1;
    expect(bars('operational')).toBe(88);
    expect(bars('degraded')).toBe(1);
    expect(bars('maintenance')).toBe(1);
    expect(row.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(row.textContent).toContain(
      'Uptime over the last 90 days: Days with issues: October 22, 2026, Degraded Performance; September 2, 2026, Maintenance',
    );
    const mobile = screen.getByRole('heading', { name: 'Mobile App', level: 3 }).closest('li');
    expect(mobile?.textContent).toContain('Uptime over the last 90 days: No issues in this period.');
  });
});

describe('services', () => {
  function statusOf(name: string) {
    const row = screen.getByRole('heading', { name, level: 3 }).closest('li');
    if (!row) throw new Error(`no row for ${name}`);
    return row.querySelector('[data-tone]');
  }

  it('labels and colours each status from YAML, and any other value as Unknown in gray', () => {
    const services: StatusService[] = [
      { name: 'Mobile App', status: 'operational', uptime: '99.99%', lastIncident: 'None' },
      { name: 'ACH Transfers', status: 'maintenance', uptime: '99.95%', lastIncident: 'Now' },
      { name: 'Investing', status: 'degraded', uptime: '99.91%', lastIncident: 'Now' },
      { name: 'Card Payments', status: 'outage', uptime: '99.80%', lastIncident: 'Now' },
      // A status the schema does not allow still renders, as Unknown.
      { name: 'Legacy API', status: 'sunset' as StatusService['status'], uptime: '99.00%', lastIncident: 'Now' },
    ];
    renderWithSite(<StatusBoard {...example} services={services} />);
    const expected = [
      ['Mobile App', 'Operational', 'green'],
      ['ACH Transfers', 'Maintenance', 'yellow'],
      ['Investing', 'Degraded Performance', 'orange'],
      ['Card Payments', 'Outage', 'red'],
      ['Legacy API', 'Unknown', 'gray'],
    ];
    for (const [name, label, tone] of expected) {
      expect(statusOf(name)?.textContent).toBe(label);
      expect(statusOf(name)?.getAttribute('data-tone')).toBe(tone);
    }
  });

  it("shows each service's uptime and last incident with their YAML labels", () => {
    renderWithSite(<StatusBoard {...example} />);
    const row = screen.getByRole('heading', { name: 'Web App' }).closest('li');
    expect(row?.textContent).toContain(`${example.serviceLabels.uptime} 99.98%`);
    expect(row?.textContent).toContain(`${example.serviceLabels.lastIncident} Oct 22, 2026`);
  });
});

describe('incidents', () => {
  it('colours status and impact, and lists the updates in order as a timeline', () => {
    const [incident] = example.incidents;
    renderWithSite(
      <StatusBoard
        {...example}
        incidents={[{ ...incident, status: 'In Progress', impact: 'Severe' }, ...example.incidents.slice(1)]}
      />,
    );
    const article = screen.getByRole('heading', { name: incident.title }).closest('article');
    if (!article) throw new Error('no incident card');
    const card = within(article);
    expect(card.getByText('In Progress').closest('[data-tone]')?.getAttribute('data-tone')).toBe('yellow');
    expect(card.getByText('Severe').closest('[data-tone]')?.getAttribute('data-tone')).toBe('red');
    const timeline = card.getByRole('list', { name: example.incidentLabels.updates });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(
      incident.updates.map((update) => `${update.time}${update.message}`),
    );

    const resolved = screen.getByRole('heading', { name: example.incidents[1].title }).closest('article');
    expect(
      within(resolved as HTMLElement)
        .getByText('Resolved')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('green');
    expect(
      within(resolved as HTMLElement)
        .getByText('Low')
        .closest('[data-tone]')
        ?.getAttribute('data-tone'),
    ).toBe('green');
    expect(screen.getByText('High').closest('[data-tone]')?.getAttribute('data-tone')).toBe('red');
  });
});

describe('subscribe box', () => {
  it('checks the address in the browser and notifies that nothing was sent', () => {
    const { container } = renderWithSite(<StatusBoard {...example} />);
    const { invalidMessage, feedback } = example.subscribe;
    emailCheck.mount(container, { invalidMessage, feedback }, { pageLoadedAt: 0 });
    const input = screen.getByLabelText(example.subscribe.emailLabel);
    fireEvent.input(input, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: example.subscribe.buttonLabel }));
    expect(screen.getByText(example.subscribe.invalidMessage)).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: 'sam@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: example.subscribe.buttonLabel }));
    expect(notify).toHaveBeenCalledWith(example.subscribe.feedback);
  });
});
