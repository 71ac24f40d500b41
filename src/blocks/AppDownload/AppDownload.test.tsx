// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AppDownloadBlock } from '../../generated/page';
import { qrFileName } from '../../core/qrFileName';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite, site } from '../../../tests/support/renderWithSite';
import { AppDownload } from './AppDownload';

const example = readBlockExample<AppDownloadBlock>(import.meta.dirname, 'AppDownload');

it('points the QR image at the file the build draws for qrUrl, with qrAlt as its text', () => {
  renderWithSite(<AppDownload {...example} />);
  const image = screen.getByRole('img', { name: example.qrAlt });
  expect(image.getAttribute('src')).toBe(qrFileName(example.qrUrl));
  expect(image.getAttribute('src')).toMatch(/^\/qr\/[0-9a-f]{8}\.svg$/);
  expect(image.getAttribute('width')).toBe(image.getAttribute('height'));
});

it('draws each store badge as a link named by its overline and store name, with no external image', () => {
  const { container } = renderWithSite(<AppDownload {...example} />);
  for (const badge of example.badges) {
    const link = screen.getByRole('link', { name: new RegExp(`^${badge.overline} ${badge.label}`) });
    expect(link.getAttribute('href')).toBe(badge.href);
    expect(link.querySelector('svg')).not.toBeNull();
    if (badge.newTab) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.textContent).toContain(site.labels.opensInNewTab);
    }
  }
  expect(container.querySelectorAll('img')).toHaveLength(1);
});
