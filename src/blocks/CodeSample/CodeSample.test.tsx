// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CodeSampleBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { notify } from '../../ui/notify';
import { CodeSample, codeFor } from './CodeSample';
import environmentSwitch from './EnvironmentSwitch.island';

vi.mock('../../ui/notify', () => ({ notify: vi.fn() }));

const example = readBlockExample<CodeSampleBlock>(import.meta.dirname, 'CodeSample');
const [sandbox, production] = example.environments;

/** The sample's server HTML with its island mounted. */
function renderSample() {
  const rendered = renderWithSite(<CodeSample {...example} />);
  environmentSwitch.mount(
    rendered.container,
    {
      baseUrls: Object.fromEntries(example.environments.map((environment) => [environment.id, environment.baseUrl])),
      copyLabel: example.copyLabel,
      copiedLabel: example.copiedLabel,
      copyFailedFeedback: example.copyFailedFeedback,
    },
    { pageLoadedAt: 0 },
  );
  return rendered;
}

function shownCode() {
  return document.querySelector('pre code')?.textContent;
}

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

beforeEach(() => {
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  setClipboard(undefined);
});

it('shows the code as text with the first environment’s base URL', () => {
  renderWithSite(<CodeSample {...example} />);
  expect(shownCode()).toBe(codeFor(example.code, sandbox.baseUrl));
  expect(shownCode()).toContain(`baseUrl: '${sandbox.baseUrl}'`);
  expect(shownCode()).not.toContain('{baseUrl}');
  expect(screen.getByRole('radio', { name: sandbox.label })).toHaveProperty('checked', true);
});

it('applies the environment the browser restored as it mounts', () => {
  const rendered = renderWithSite(<CodeSample {...example} />);
  (screen.getByRole('radio', { name: production.label }) as HTMLInputElement).checked = true;
  environmentSwitch.mount(
    rendered.container,
    {
      baseUrls: { [sandbox.id]: sandbox.baseUrl, [production.id]: production.baseUrl },
      copyLabel: example.copyLabel,
      copiedLabel: example.copiedLabel,
      copyFailedFeedback: example.copyFailedFeedback,
    },
    { pageLoadedAt: 0 },
  );
  expect(shownCode()).toBe(codeFor(example.code, production.baseUrl));
});

it('swaps the base URL when the visitor picks another environment', () => {
  renderSample();
  expect(screen.getByRole('radiogroup', { name: example.environmentLabel })).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: production.label }));
  expect(shownCode()).toBe(codeFor(example.code, production.baseUrl));
  expect(shownCode()).not.toContain(sandbox.baseUrl);
  fireEvent.click(screen.getByRole('radio', { name: sandbox.label }));
  expect(shownCode()).toBe(codeFor(example.code, sandbox.baseUrl));
});

it('copies the code shown and says so on the button', async () => {
  const writeText = vi.fn().mockResolvedValue(undefined);
  setClipboard({ writeText });
  renderSample();
  fireEvent.click(screen.getByRole('radio', { name: production.label }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: example.copyLabel }));
  });
  expect(writeText).toHaveBeenCalledWith(codeFor(example.code, production.baseUrl));
  expect(screen.getByRole('button', { name: example.copiedLabel })).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe(example.copiedLabel);
  await waitFor(() => expect(screen.getByRole('button', { name: example.copyLabel })).toBeTruthy(), {
    timeout: 3000,
  });
  expect(notify).not.toHaveBeenCalled();
});

it('notifies the YAML failure message when there is no clipboard', async () => {
  setClipboard(undefined);
  renderSample();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: example.copyLabel }));
  });
  expect(notify).toHaveBeenCalledWith(example.copyFailedFeedback, 'error');
});

it('notifies the failure message when the browser refuses to copy', async () => {
  setClipboard({ writeText: vi.fn().mockRejectedValue(new Error('denied')) });
  renderSample();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: example.copyLabel }));
  });
  expect(notify).toHaveBeenCalledWith(example.copyFailedFeedback, 'error');
  expect(screen.queryByRole('button', { name: example.copiedLabel })).toBeNull();
});

it('colours the code by token at build time, as text, and keeps the environment switch working', () => {
  renderSample();
  const code = document.querySelector('pre code');
  // The text is the code exactly as typed, with the first environment's base URL.
  expect(code?.textContent).toBe(codeFor(example.code, sandbox.baseUrl));
  // Keywords, strings and names are spans with classes; nothing is written as a style attribute or as raw HTML.
  const tokens = [...(code?.querySelectorAll('span[class]') ?? [])];
  expect(tokens.length).toBeGreaterThan(10);
  expect(new Set(tokens.map((token) => token.className)).size).toBeGreaterThanOrEqual(3);
  expect(tokens.find((token) => token.textContent === 'import')).toBeDefined();
  expect(code?.querySelector('[style]')).toBeNull();
  // The base URL stays one span the switch rewrites.
  expect(code?.querySelectorAll('[data-base-url]')).toHaveLength(1);
  fireEvent.click(screen.getByRole('radio', { name: production.label }));
  expect(shownCode()).toBe(codeFor(example.code, production.baseUrl));
});

it('makes the code a named, focusable region so keyboard users can scroll it', () => {
  renderSample();
  const region = screen.getByRole('region', { name: example.caption });
  expect(region.tagName).toBe('PRE');
  expect(region.tabIndex).toBe(0);
});
