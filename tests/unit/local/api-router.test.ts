import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../infra/local/api-router.ts';
import { routeKeysOf } from '../../../functions/routes.ts';
import { routes } from '../../../functions/route-table.ts';

const concrete = (path: string) => path.replace('{tabId}', 'abcdefgh').replace(/\{[^}]+\}/g, 'x1');

describe('matching a request to the route table', () => {
  it('finds every route of the table under each of its route keys', async () => {
    for (const route of routes) {
      for (const key of routeKeysOf(route)) {
        const [method, path] = key.split(' ') as [string, string];
        expect((await matchRoute(method, concrete(path)))?.routeKey).toBe(key);
      }
    }
  });

  it('takes the tab id from the path', async () => {
    expect((await matchRoute('GET', '/api/tab/abcdefgh/settings/public'))?.pathParameters).toEqual({
      tabId: 'abcdefgh',
    });
  });

  it('finds nothing for an unknown path or method', async () => {
    expect(await matchRoute('GET', '/api/tab/abcdefgh/nowhere')).toBeUndefined();
    expect(await matchRoute('DELETE', '/api/settings/public')).toBeUndefined();
  });
});
