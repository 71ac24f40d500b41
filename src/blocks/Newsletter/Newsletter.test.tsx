import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { NewsletterBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { notify } from '../../ui/notify';
import { isValidEmail } from './email';
import { Newsletter } from './Newsletter';

vi.mock('../../ui/notify', () => ({ notify: vi.fn() }));

const example = readBlockExample<NewsletterBlock>(import.meta.dirname, 'Newsletter');

const fetchSpy = vi.fn();

beforeEach(() => {
  vi.mocked(notify).mockClear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function submit(value: string) {
  const input = screen.getByLabelText(example.emailLabel);
  fireEvent.change(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: example.buttonLabel }));
  return input as HTMLInputElement;
}

it('uses an email input labelled from YAML, with the note under it', () => {
  renderWithSite(<Newsletter {...example} />);
  const input = screen.getByLabelText(example.emailLabel);
  expect(input.getAttribute('type')).toBe('email');
  expect(input.getAttribute('placeholder')).toBe(example.placeholder);
  expect(screen.getByText(example.note ?? '')).toBeTruthy();
});

it('shows the invalid message for a malformed address and notifies nothing', () => {
  renderWithSite(<Newsletter {...example} />);
  const input = submit('sam@example');
  expect(screen.getByText(example.invalidMessage)).toBeTruthy();
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(input);
  expect(notify).not.toHaveBeenCalled();
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('shows the invalid message for an empty field', () => {
  renderWithSite(<Newsletter {...example} />);
  submit('');
  expect(screen.getByText(example.invalidMessage)).toBeTruthy();
  expect(notify).not.toHaveBeenCalled();
});

it('notifies the YAML feedback for a valid address, clears the field and sends nothing', () => {
  renderWithSite(<Newsletter {...example} />);
  const input = submit('sam@example.com');
  expect(notify).toHaveBeenCalledWith(example.feedback);
  expect(screen.queryByText(example.invalidMessage)).toBeNull();
  expect(input.value).toBe('');
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('clears the invalid message once the visitor edits the address', () => {
  renderWithSite(<Newsletter {...example} />);
  const input = submit('nope');
  fireEvent.change(input, { target: { value: 'nope@' } });
  expect(screen.queryByText(example.invalidMessage)).toBeNull();
});

it('accepts name@domain.tld addresses only', () => {
  expect(isValidEmail('sam@example.com')).toBe(true);
  expect(isValidEmail(' sam.lee+news@mail.example.co ')).toBe(true);
  expect(isValidEmail('sam@example')).toBe(false);
  expect(isValidEmail('sam example@example.com')).toBe(false);
  expect(isValidEmail('@example.com')).toBe(false);
  expect(isValidEmail('sam@example.c')).toBe(false);
  expect(isValidEmail('')).toBe(false);
});
