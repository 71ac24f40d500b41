// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { PartnerBanksBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite, site } from '../../../tests/support/renderWithSite';
import { PartnerBanks } from './PartnerBanks';

const example = readBlockExample<PartnerBanksBlock>(import.meta.dirname, 'PartnerBanks');

it('lists the partner banks and their marking from the site file', () => {
  renderWithSite(<PartnerBanks {...example} />);
  const names = within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(names).toEqual(site.partnerBanks.names);
  expect(screen.getByText(site.partnerBanks.status)).toBeTruthy();
});

it('shows the coverage figure and the link from the block', () => {
  renderWithSite(<PartnerBanks {...example} />);
  expect(screen.getByText(example.coverage?.value ?? '')).toBeTruthy();
  expect(screen.getByRole('link', { name: example.action?.label }).getAttribute('href')).toBe(example.action?.href);
});
