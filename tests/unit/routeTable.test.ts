import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH } from '../../src/core/routePaths';
import { loadRouteAt, routeAt } from '../../src/app/routeTable';

describe('route table', () => {
  it('finds a page by its path, with or without a trailing slash, and then answers synchronously', async () => {
    expect(routeAt('/banking')).toBeUndefined();
    const route = await loadRouteAt('/banking/');
    expect(route.page.path).toBe('/banking');
    expect(route.components.has('rate-table')).toBe(true);
    expect(routeAt('/banking')).toBe(route);
  });

  it('answers an alias with its primary page', async () => {
    const route = await loadRouteAt('/about-us');
    expect(route.page.path).toBe('/about');
    expect(routeAt('/about-us')).toBe(await loadRouteAt('/about'));
  });

  it('answers an address no page claims with the not-found page', async () => {
    const route = await loadRouteAt('/no-such-page');
    expect(route.entry.path).toBe(NOT_FOUND_PATH);
  });
});
