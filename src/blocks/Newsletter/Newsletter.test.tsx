// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { NewsletterBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { notify } from '../../ui/notify';
import emailCheck from '../../ui/EmailSignup/EmailCheck.island.ts';
import { isValidEmail } from '../../core/email';
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

/** The block's server HTML with its form's island mounted. */
function renderNewsletter() {
  const rendered = renderWithSite(<Newsletter {...example} />);
  emailCheck.mount(
    rendered.container,
    { invalidMessage: example.invalidMessage, feedback: example.feedback },
    { pageLoadedAt: 0 },
  );
  return rendered;
}

function submit(value: string) {
  const input = screen.getByLabelText(example.emailLabel);
  fireEvent.input(input, { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: example.buttonLabel }));
  return input as HTMLInputElement;
}

it('uses an email input labelled from YAML, with the note under it', () => {
  renderWithSite(<Newsletter {...example} />);
  const input = screen.getByLabelText(example.emailLabel);
  expect(input.getAttribute('type')).toBe('email');
  expect(input.getAttribute('placeholder')).toBe(example.placeholder);
  expect(screen.getByText(example.note ?? '')).toBeTruthy();
  // No name: even a submission without JavaScript carries no address.
  expect(input.hasAttribute('name')).toBe(false);
  expect(input.hasAttribute('aria-invalid')).toBe(false);
});

it('shows the invalid message for a malformed address and notifies nothing', () => {
  renderNewsletter();
  const input = submit('sam@example');
  const message = screen.getByText(example.invalidMessage);
  expect(input.getAttribute('aria-invalid')).toBe('true');
  expect(input.getAttribute('aria-describedby')).toBe(message.id);
  expect(document.activeElement).toBe(input);
  expect(notify).not.toHaveBeenCalled();
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('shows the invalid message for an empty field', () => {
  renderNewsletter();
  submit('');
  expect(screen.getByText(example.invalidMessage)).toBeTruthy();
  expect(notify).not.toHaveBeenCalled();
});

it('notifies the YAML feedback for a valid address, clears the field and sends nothing', () => {
  renderNewsletter();
  const input = submit('sam@example.com');
  expect(notify).toHaveBeenCalledWith(example.feedback);
  expect(screen.queryByText(example.invalidMessage)).toBeNull();
  expect(input.value).toBe('');
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('clears the invalid message once the visitor edits the address', () => {
  renderNewsletter();
  const input = submit('nope');
  fireEvent.input(input, { target: { value: 'nope@' } });
  expect(screen.queryByText(example.invalidMessage)).toBeNull();
  expect(input.hasAttribute('aria-invalid')).toBe(false);
  expect(input.hasAttribute('aria-describedby')).toBe(false);
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
