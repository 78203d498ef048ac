import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { staticRoots } from '../../../infra/local/config.ts';
import { baseUrl, describe, expect, it } from '../support/fixture.ts';

/**
 * Issue #25, point 8: source maps are not served publicly. The management build keeps its maps for
 * operators (infra/published-files.ts) but names none in its scripts, so no browser or visitor is
 * pointed at one; CloudFront's buckets never get them (tests/unit/infra/cdn.test.ts) and the local
 * server never serves them. Read from the build the e2e run made, as it ships.
 */
async function filesOf(root: string, suffix: string): Promise<string[]> {
  const names = await readdir(root, { recursive: true });
  return names.filter((name) => name.endsWith(suffix)).map((name) => join(root, name));
}

describe('the built front ends', () => {
  it('name no source map in any script', async () => {
    const scripts = [
      ...(await filesOf(staticRoots.management, '.js')),
      ...(await filesOf(staticRoots.site, '.js')),
    ];
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts)
      expect(await readFile(script, 'utf8'), script).not.toContain('sourceMappingURL');
  });

  it('keep the management app’s maps on the build machine, where no request reaches them', async () => {
    const maps = await filesOf(staticRoots.management, '.js.map');
    expect(maps.length).toBeGreaterThan(0);
    const path = `/management/${maps[0]!.slice(staticRoots.management.length + 1)}`;
    const script = await fetch(`${baseUrl}${path.replace(/\.map$/, '')}`);
    expect(script.status).toBe(200);
    const map = await fetch(`${baseUrl}${path}`);
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('"sources"');
  });
});
