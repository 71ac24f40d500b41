// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { ScoreDialBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ScoreDial } from './ScoreDial';

const example = readBlockExample<ScoreDialBlock>(import.meta.dirname, 'ScoreDial');

it('describes the gauge as one image labelled from the content template', () => {
  renderWithSite(<ScoreDial {...example} />);
  const dial = screen.getByRole('img', { name: 'Sample credit score 750 of 850: Excellent' });
  expect(dial.tagName.toLowerCase()).toBe('svg');
});

it('lists every band with its range, marking the band that holds the score', () => {
  renderWithSite(<ScoreDial {...example} />);
  const items = within(screen.getByRole('list')).getAllByRole('listitem');
  expect(items.map((item) => item.querySelector('[class*="range"]')?.textContent)).toEqual([
    '300–579',
    '580–669',
    '670–739',
    '740–850',
  ]);
  expect(items.filter((item) => item.hasAttribute('data-current')).map((item) => item.textContent)).toEqual([
    'ExcellentAccess to the best rates740–850',
  ]);
});

it('moves the marker along the arc with the score', () => {
  const markerX = (score: number) => {
    const { container, unmount } = renderWithSite(<ScoreDial {...example} score={score} />);
    const x = Number(container.querySelector('circle[data-marker]')?.getAttribute('cx'));
    unmount();
    return x;
  };
  // The ends of the scale sit at the ends of the arc; the middle of the scale at its top.
  expect(markerX(300)).toBeCloseTo(24, 5);
  expect(markerX(575)).toBeCloseTo(120, 5);
  expect(markerX(850)).toBeCloseTo(216, 5);
});
