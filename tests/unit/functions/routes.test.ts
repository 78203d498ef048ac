import { describe, expect, it } from 'vitest';
import { domains, isWrite, routeKeysOf, routes } from '../../../functions/routes.ts';

describe('the route table', () => {
  it('has no route key twice', () => {
    const keys = routes.flatMap(routeKeysOf);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names, for every route, an operation its domain handler really has', async () => {
    for (const domain of domains) {
      const served = routes.filter((route) => route.domain === domain);
      if (served.length === 0) continue;
      const module = (await import(`../../../functions/api/${domain}/handler.ts`)) as {
        operations: Record<string, unknown>;
      };
      for (const route of served)
        expect(module.operations, `${route.method} ${route.path}`).toHaveProperty(route.operation);
    }
  });

  it('asks for the CSRF token on every write that needs a signed-in user', () => {
    for (const route of routes) {
      if (isWrite(route.method) && route.access !== 'public')
        expect(route.csrf, `${route.method} ${route.path}`).toBe(true);
    }
  });
});
