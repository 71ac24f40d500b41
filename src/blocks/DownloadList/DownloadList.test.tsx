// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { DownloadListBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { notify } from '../../ui/notify';
import { DownloadList } from './DownloadList';
import unavailableDownload from './UnavailableDownload.island';

vi.mock('../../ui/notify', () => ({ notify: vi.fn() }));

const example = readBlockExample<DownloadListBlock>(import.meta.dirname, 'DownloadList');
const fetchSpy = vi.fn();

beforeEach(() => {
  vi.mocked(notify).mockClear();
  fetchSpy.mockClear();
  vi.stubGlobal('fetch', fetchSpy);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

it('notifies that the file is not available, and fetches nothing, for an item without href', () => {
  renderWithSite(<DownloadList {...example} />);
  const [first] = example.items;
  const button = screen.getByRole('button', { name: `${example.downloadLabel}: ${first.title}` });
  unavailableDownload.mount(button.parentElement as HTMLElement, example.unavailableFeedback, { pageLoadedAt: 0 });
  fireEvent.click(screen.getByRole('button', { name: `${example.downloadLabel}: ${first.title}` }));
  expect(notify).toHaveBeenCalledWith(example.unavailableFeedback);
  expect(fetchSpy).not.toHaveBeenCalled();
});

it('shows version and meta facts as label and value pairs', () => {
  renderWithSite(<DownloadList {...example} />);
  const card = screen.getByRole('heading', { name: 'Python' }).closest('li') as HTMLElement;
  expect(card.textContent).toContain('v1.8.2');
  expect(card.querySelector('dt')?.textContent).toBe('Downloads');
  expect(card.querySelector('dd')?.textContent).toBe('21K/week');
});

it('makes an item with an https href a plain link instead', () => {
  const items = [{ ...example.items[0], href: 'https://downloads.fernwise.example/sdk-js-2.1.0.tgz' }];
  renderWithSite(<DownloadList {...example} items={items} />);
  const link = screen.getByRole('link', { name: `${example.downloadLabel}: ${items[0].title}` });
  expect(link.getAttribute('href')).toBe(items[0].href);
  expect(screen.queryByRole('button')).toBeNull();
  fireEvent.click(link);
  expect(notify).not.toHaveBeenCalled();
});
