// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite, site } from '../../../tests/support/renderWithSite';
import { notify } from '../../ui/notify';
import { Contact } from './Contact';
import { directionsHref, telHref } from './directions';

vi.mock('../../ui/notify', () => ({ notify: vi.fn() }));

const example = readBlockExample<ContactBlock>(import.meta.dirname, 'Contact');
const { fields } = example.form;
const fetchSpy = vi.fn();

beforeEach(() => {
  vi.mocked(notify).mockClear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function field(label: string) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('contact form', () => {
  it('labels every field from YAML, with email, tel and a five-row message', () => {
    renderWithSite(<Contact {...example} />);
    expect(field(fields.email.label).type).toBe('email');
    expect(field(fields.phone.label).type).toBe('tel');
    expect(field(fields.phone.label).labels?.[0]?.textContent).toContain('optional');
    expect(field(fields.message.label).tagName).toBe('TEXTAREA');
    expect(field(fields.message.label).getAttribute('rows')).toBe('5');
    for (const name of ['firstName', 'lastName', 'subject'] as const) {
      expect(field(fields[name].label).getAttribute('placeholder')).toBe(fields[name].placeholder);
    }
    expect(screen.getByRole('button', { name: example.form.submitLabel })).toBeTruthy();
  });

  it('shows the YAML message inline for a malformed email and sends nothing', () => {
    renderWithSite(<Contact {...example} />);
    fireEvent.change(field(fields.firstName.label), { target: { value: 'Jordan' } });
    fireEvent.change(field(fields.email.label), { target: { value: 'jordan@' } });
    fireEvent.click(screen.getByRole('button', { name: example.form.submitLabel }));
    expect(screen.getByText(example.form.invalidEmailMessage)).toBeTruthy();
    expect(field(fields.email.label).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(fields.email.label));
    expect(field(fields.firstName.label).value).toBe('Jordan');
    expect(notify).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('notifies that nothing was sent for a valid email and keeps everything typed, message included', () => {
    renderWithSite(<Contact {...example} />);
    fireEvent.change(field(fields.firstName.label), { target: { value: 'Jordan' } });
    fireEvent.change(field(fields.email.label), { target: { value: 'jordan@example.com' } });
    fireEvent.change(field(fields.phone.label), { target: { value: '415 555 0100' } });
    fireEvent.change(field(fields.message.label), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: example.form.submitLabel }));
    expect(notify).toHaveBeenCalledWith(example.form.feedback);
    expect(screen.queryByText(example.form.invalidEmailMessage)).toBeNull();
    expect(field(fields.firstName.label).value).toBe('Jordan');
    expect(field(fields.email.label).value).toBe('jordan@example.com');
    expect(field(fields.phone.label).value).toBe('415 555 0100');
    expect(field(fields.message.label).value).toBe('Hello');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the message when the email is rejected, and clears the error once the email is edited', () => {
    renderWithSite(<Contact {...example} />);
    fireEvent.change(field(fields.message.label), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: example.form.submitLabel }));
    expect(screen.getByText(example.form.invalidEmailMessage)).toBeTruthy();
    expect(field(fields.message.label).value).toBe('Hello');
    fireEvent.change(field(fields.email.label), { target: { value: 'jordan@' } });
    expect(screen.queryByText(example.form.invalidEmailMessage)).toBeNull();
  });

  it('names no field, so a submission without JavaScript puts nothing typed in the address', () => {
    const { container } = renderWithSite(<Contact {...example} />);
    const form = container.querySelector('form');
    if (!form) throw new Error('the contact block has no form');
    fireEvent.change(field(fields.email.label), { target: { value: 'jordan@example.com' } });
    fireEvent.change(field(fields.message.label), { target: { value: 'Hello' } });
    expect(form.querySelectorAll('input, textarea, select')).toHaveLength(6);
    expect(form.querySelectorAll('[name]')).toHaveLength(0);
    expect([...new FormData(form).keys()]).toEqual([]);
  });
});

describe('offices', () => {
  it('links Get Directions to a map search for the address, in a new tab', () => {
    renderWithSite(<Contact {...example} />);
    const links = screen.getAllByRole('link', { name: new RegExp(example.offices.directionsLabel) });
    expect(links).toHaveLength(example.offices.items.length);
    const [first] = links;
    expect(first.getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=400%20Larkin%20Row%2C%20Suite%20900%2C%20San%20Francisco%2C%20CA%2094102',
    );
    expect(first.getAttribute('target')).toBe('_blank');
    expect(first.getAttribute('rel')).toBe('noopener noreferrer');
    expect(first.textContent).toContain(site.labels.opensInNewTab);
  });

  it('builds the query from address, city and ZIP when there is no state', () => {
    const href = directionsHref({ city: 'Austin', type: 'Office', address: '1 Main St', zipCode: '78704', phone: '1' });
    expect(new URL(href).searchParams.get('query')).toBe('1 Main St, Austin, 78704');
  });

  it('links each office phone number to a call', () => {
    renderWithSite(<Contact {...example} />);
    const office = example.offices.items[0];
    expect(screen.getByRole('link', { name: office.phone }).getAttribute('href')).toBe('tel:14155550132');
    expect(telHref('+1 (415) 555-0132')).toBe('tel:+14155550132');
  });
});

it('links each department email with mailto:', () => {
  renderWithSite(<Contact {...example} />);
  for (const department of example.departments.items) {
    const item = screen.getByRole('heading', { name: department.name }).closest('li') as HTMLElement;
    expect(within(item).getByRole('link', { name: department.email }).getAttribute('href')).toBe(
      `mailto:${department.email}`,
    );
  }
});

it('shows each channel with its YAML action and the closing call to action', () => {
  renderWithSite(<Contact {...example} />);
  for (const channel of example.channels.items) {
    const card = screen.getByRole('heading', { name: channel.title }).closest('li') as HTMLElement;
    expect(within(card).getByText(channel.hours)).toBeTruthy();
    expect(within(card).getByRole('link', { name: channel.action.label }).getAttribute('href')).toBe(
      channel.action.href,
    );
  }
  expect(screen.getByRole('heading', { name: example.cta?.title })).toBeTruthy();
  expect(screen.getByRole('link', { name: example.cta?.action.label })).toBeTruthy();
});
