import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { appPaths } from '../../../functions/contract/app-paths.ts';
import { routes } from '../../../management/src/app/routes.tsx';

type PathTree = { [name: string]: string | ((...args: never[]) => string) | PathTree };

/**
 * Every path of the tree by its name: a path with parameters made with an id standing in for each, and
 * a booking record both with and without its public id.
 */
function pathsOf(tree: PathTree, prefix = ''): [string, string][] {
  const id = '0123456789abcdef01234567';
  return Object.entries(tree).flatMap(([name, value]): [string, string][] => {
    const named = `${prefix}${name}`;
    if (typeof value === 'string') return [[named, value]];
    if (typeof value === 'object') return pathsOf(value, `${named}.`);
    const make = value as (...args: unknown[]) => string;
    return [
      [named, make(id, { id, publicId: 'Zx81kLm02PqR5sTu' })],
      [named, make(id, { id, publicId: null })],
    ];
  });
}

/** The route the SPA's router gives a path: its 404 where no screen answers. */
const routeOf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('the app paths the server links to', () => {
  it('are each a route the SPA declares, so a renamed route fails here rather than in a mailed link', () => {
    const paths = pathsOf(appPaths);
    expect(paths.length).toBeGreaterThan(40);
    for (const [name, path] of paths) expect(routeOf(path), `${name}: ${path}`).not.toBe('*');
  });

  it('reach the 404 of the SPA where no route answers, so the check above can fail', () => {
    expect(routeOf('/student/no-such-screen')).toBe('*');
    expect(routeOf('/no-such-screen')).toBe('*');
  });
});
