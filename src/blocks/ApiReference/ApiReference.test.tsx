import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApiReferenceBlock } from '../../generated/page';
import { readBlockExample } from '../../../tests/support/blockExample';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ApiReference } from './ApiReference';
import { matchesEndpoint, methodColor } from './methodColor';

const example = readBlockExample<ApiReferenceBlock>(import.meta.dirname, 'ApiReference');

function paths() {
  return [...document.querySelectorAll('code')].map((code) => code.textContent);
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
    renderWithSite(<ApiReference {...example} />);
    expect(paths()).toEqual(example.endpoints.map((endpoint) => endpoint.endpoint));
    expect(screen.getAllByText('Required')).toHaveLength(example.endpoints.length);
  });

  it('filters as the visitor types, by path, method or description, ignoring case', () => {
    renderWithSite(<ApiReference {...example} />);
    const search = screen.getByLabelText(example.searchLabel);
    fireEvent.change(search, { target: { value: 'TRANSFERS' } });
    expect(paths()).toEqual(['/api/v1/transfers']);
    expect(screen.getByRole('status').textContent).toBe('1 endpoint shown');
    fireEvent.change(search, { target: { value: 'get' } });
    expect(paths()).toEqual(['/api/v1/accounts', '/api/v1/transactions', '/api/v1/investments']);
    fireEvent.change(search, { target: { value: 'holdings' } });
    expect(paths()).toEqual(['/api/v1/investments']);
  });

  it('shows the YAML message when nothing matches, and everything again once cleared', () => {
    renderWithSite(<ApiReference {...example} />);
    const search = screen.getByLabelText(example.searchLabel);
    fireEvent.change(search, { target: { value: 'refunds' } });
    expect(paths()).toEqual([]);
    expect(screen.getByText(example.noMatchMessage)).toBeTruthy();
    fireEvent.change(search, { target: { value: '' } });
    expect(paths()).toHaveLength(example.endpoints.length);
  });

  it('requires every word of a multi-word search', () => {
    const [accounts] = example.endpoints;
    expect(matchesEndpoint(accounts, 'get accounts')).toBe(true);
    expect(matchesEndpoint(accounts, 'post accounts')).toBe(false);
    expect(matchesEndpoint(accounts, '   ')).toBe(true);
  });
});
