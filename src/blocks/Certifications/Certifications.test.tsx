// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CertificationsBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Certifications } from './Certifications';

const example = readBlockExample<CertificationsBlock>(import.meta.dirname, 'Certifications');

it('shows each year through the yearLabel template, and nothing for certifications without a year', () => {
  renderWithSite(<Certifications {...example} />);
  const soc2 = screen.getByRole('heading', { level: 3, name: 'SOC 2 Type II' }).closest('article');
  expect(within(soc2 as HTMLElement).getByText('Audited 2025')).toBeTruthy();
  const gdpr = screen.getByRole('heading', { level: 3, name: 'GDPR' }).closest('article');
  expect((gdpr as HTMLElement).textContent).not.toMatch(/Audited/);
});

it('reads each store rating from the ratingLabel template and hides the bare number and stars', () => {
  renderWithSite(<Certifications {...example} />);
  const list = screen.getByRole('list');
  const [appStore] = within(list).getAllByRole('listitem');
  expect(within(appStore).getByText('Rated 4.8 out of 5')).toBeTruthy();
  expect(within(appStore).getByText('4.8').getAttribute('aria-hidden')).toBe('true');
});

it('rounds a rating to the nearest half star', () => {
  const ratings = {
    heading: 'Rated by members',
    ratingLabel: 'Rated {rating} out of 5',
    items: [{ store: 'App Store', rating: 4.3, count: '10 ratings' }],
  };
  renderWithSite(<Certifications {...example} ratings={ratings} />);
  const stars = screen.getByRole('listitem').querySelector('[data-halves]');
  expect(stars?.getAttribute('data-halves')).toBe('9');
  expect(stars?.getAttribute('aria-hidden')).toBe('true');
});
