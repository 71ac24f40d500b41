// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { GoalsProgressBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { GoalsProgress } from './GoalsProgress';

const example = readBlockExample<GoalsProgressBlock>(import.meta.dirname, 'GoalsProgress');

it('gives each goal a progress bar named by the goal, with its value and the label template filled in', () => {
  renderWithSite(<GoalsProgress {...example} />);
  const bars = screen.getAllByRole('progressbar');
  expect(bars).toHaveLength(4);
  const emergency = screen.getByRole('progressbar', { name: 'Emergency fund' });
  // Mantine's Progress: the track is the progressbar, its range in ARIA attributes, its fill drawn without script.
  expect(emergency.getAttribute('aria-valuenow')).toBe('75');
  expect(emergency.getAttribute('aria-valuemin')).toBe('0');
  expect(emergency.getAttribute('aria-valuemax')).toBe('100');
  expect(emergency.getAttribute('aria-valuetext')).toBe('75% of $15,000');
  expect(emergency.querySelectorAll('[role]')).toHaveLength(0);
  expect(screen.getByText('75% of $15,000')).toBeTruthy();
  expect(screen.getByText('By December 2026')).toBeTruthy();
});
