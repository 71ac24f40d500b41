// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiReferenceBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ApiReference } from './ApiReference';
import endpointSearch from './EndpointSearch.island';
import { matchesEndpoint, methodColor } from './methodColor';

const example = readBlockExample<ApiReferenceBlock>(import.meta.dirname, 'ApiReference');

/** The reference's server HTML with its island mounted. */
function renderReference() {
  const rendered = renderWithSite(<ApiReference {...example} />);
  const { countTemplate, countTemplateOne } = example;
  endpointSearch.mount(rendered.container, { countTemplate, countTemplateOne }, { pageLoadedAt: 0 });
  return rendered;
}

/** The paths of the endpoints shown. */
function paths() {
  return [...document.querySelectorAll('ul:not([hidden]) > li:not([hidden]) code')].map((code) => code.textContent);
}

describe('methodColor', () => {
  it('colours GET green, POST blue and PUT yellow', () => {
    expect(methodColor('GET')).toBe('fern');
    expect(methodColor('POST')).toBe('ocean');
    expect(methodColor('PUT')).toBe('gold');
  });

  it('colours every other method red', () => {
    expect(methodColor('DELETE')).toBe('coral');
    expect(methodColor('PATCH')).toBe('coral');
    expect(methodColor('OPTIONS')).toBe('coral');
  });
});

describe('search', () => {
  it('lists every endpoint at first, with its auth text', () => {
    renderReference();
    expect(paths()).toEqual(example.endpoints.map((endpoint) => endpoint.endpoint));
    expect(screen.getAllByText('Required')).toHaveLength(example.endpoints.length);
    expect(screen.getByRole('status').textContent).toBe('');
    expect((screen.getByText(example.noMatchMessage) as HTMLElement).hidden).toBe(true);
  });

  it('lets a long path wrap only after a slash, its text unchanged', () => {
    renderReference();
    const code = [...document.querySelectorAll('code')].find((element) => element.textContent === '/api/v1/transfers');
    expect(code?.innerHTML).toBe('/api/<wbr>v1/<wbr>transfers');
  });

  it('colours each method badge by its method', () => {
    renderReference();
    const badges = [...document.querySelectorAll('li > span')];
    // Mantine's Badge takes its colours from the palette it is given, as CSS variables in its style.
    const palette = (badge: Element) => /--mantine-color-(\w+)-/.exec(badge.getAttribute('style') ?? '')?.[1];
    expect(badges.map((badge) => [badge.textContent, palette(badge)])).toEqual([
      ['GET', 'fern'],
      ['POST', 'ocean'],
      ['GET', 'fern'],
      ['GET', 'fern'],
    ]);
  });

  it('filters as the visitor types, by path, method or description, ignoring case', () => {
    renderReference();
    const search = screen.getByLabelText(example.searchLabel);
    fireEvent.input(search, { target: { value: 'TRANSFERS' } });
    expect(paths()).toEqual(['/api/v1/transfers']);
    expect(screen.getByRole('status').textContent).toBe('1 endpoint shown');
    fireEvent.input(search, { target: { value: 'get' } });
    expect(paths()).toEqual(['/api/v1/accounts', '/api/v1/transactions', '/api/v1/investments']);
    fireEvent.input(search, { target: { value: 'holdings' } });
    expect(paths()).toEqual(['/api/v1/investments']);
  });

  it('shows the YAML message when nothing matches, and everything again once cleared', () => {
    renderReference();
    const search = screen.getByLabelText(example.searchLabel);
    fireEvent.input(search, { target: { value: 'refunds' } });
    expect(paths()).toEqual([]);
    expect((screen.getByText(example.noMatchMessage) as HTMLElement).hidden).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('0 endpoints shown');
    fireEvent.input(search, { target: { value: '' } });
    expect(paths()).toHaveLength(example.endpoints.length);
    expect((screen.getByText(example.noMatchMessage) as HTMLElement).hidden).toBe(true);
  });

  it('requires every word of a multi-word search', () => {
    const [accounts] = example.endpoints;
    expect(matchesEndpoint(accounts, 'get accounts')).toBe(true);
    expect(matchesEndpoint(accounts, 'post accounts')).toBe(false);
    expect(matchesEndpoint(accounts, '   ')).toBe(true);
  });
});
