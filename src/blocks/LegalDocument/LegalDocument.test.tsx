// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { LegalDocumentBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { LegalDocument } from './LegalDocument';

const example = readBlockExample<LegalDocumentBlock>(import.meta.dirname, 'LegalDocument');

it('numbers each section as a level-2 heading with a #section-n id, and never uses h1', () => {
  const { container } = renderWithSite(<LegalDocument {...example} />);
  expect(container.querySelector('h1')).toBeNull();
  example.sections.forEach((section, index) => {
    const heading = screen.getByRole('heading', { level: 2, name: `${index + 1}. ${section.title}` });
    expect(heading.id).toBe(`section-${index + 1}`);
  });
});

it('links the table of contents to every numbered section in order', () => {
  renderWithSite(<LegalDocument {...example} />);
  const toc = screen.getByRole('navigation', { name: example.tocLabel });
  const links = within(toc).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(
    example.sections.map((_, index) => `#section-${index + 1}`),
  );
  expect(links[0].textContent).toBe(`1. ${example.sections[0].title}`);
});

it('shows the placeholder effective date and the legal-review warning from YAML', () => {
  renderWithSite(<LegalDocument {...example} />);
  expect(screen.getByText(example.effectiveDate, { exact: false }).textContent).toBe(
    `${example.effectiveDateLabel} ${example.effectiveDate}`,
  );
  expect(screen.getByText(example.reviewWarning.title)).toBeTruthy();
  expect(screen.getByText(example.reviewWarning.text)).toBeTruthy();
});

it('shows bullet items and closing text of a section', () => {
  renderWithSite(<LegalDocument {...example} />);
  const rights = example.sections[5];
  const items = rights.items ?? [];
  expect(items.length).toBeGreaterThan(0);
  for (const item of items) expect(screen.getByText(item).closest('li')).toBeTruthy();
  expect(screen.getByText(rights.closing ?? '')).toBeTruthy();
});
