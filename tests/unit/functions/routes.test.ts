import { describe, expect, it } from 'vitest';
import { operationsByDomain, routes } from '../../../functions/route-table.ts';
import { isWrite, routeKeysOf } from '../../../functions/routes.ts';

describe('the route table', () => {
  it('has no route key twice', () => {
    const keys = routes.flatMap(routeKeysOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names, for every route, an operation its domain really has', () => {
    for (const route of routes)
      expect(operationsByDomain[route.domain], `${route.method} ${route.path}`).toHaveProperty(
        route.operation,
      );
  });

  it('asks for the CSRF token on every write that needs a signed-in user, and on nothing else', () => {
    for (const route of routes)
      expect(route.csrf, `${route.method} ${route.path}`).toBe(
        isWrite(route.method) && route.access !== 'public',
      );
  });
});
