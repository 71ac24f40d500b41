import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/core/routeMatch';

const entries = [
  { path: '/', aliases: [] },
  { path: '/about', aliases: ['/about-us'] },
  { path: '/banking', aliases: [] },
  { path: '*', aliases: [] },
];

describe('route matching, shared by the dev server and the built site', () => {
  it('finds a page by its path, with or without a trailing slash', () => {
    expect(matchRoute(entries, '/banking')).toEqual({ kind: 'page', entry: entries[2] });
    expect(matchRoute(entries, '/banking/')).toEqual({ kind: 'page', entry: entries[2] });
    expect(matchRoute(entries, '/')).toEqual({ kind: 'page', entry: entries[0] });
  });

  it('answers an alias with a redirect to its page', () => {
    expect(matchRoute(entries, '/about-us')).toEqual({ kind: 'alias', entry: entries[1], location: '/about' });
  });

  it('answers an address no page claims, and the literal "*", with the not-found page', () => {
    expect(matchRoute(entries, '/no-such-page').kind).toBe('not-found');
    expect(matchRoute(entries, '/*').kind).toBe('not-found');
  });
});
