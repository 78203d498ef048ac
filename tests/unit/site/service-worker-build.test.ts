import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serviceWorker } from '../../../site/integrations/service-worker.ts';

let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(join(tmpdir(), 'site-dist-'));
  await mkdir(join(dist, 'faq'));
  await mkdir(join(dist, 'offline'));
  await mkdir(join(dist, '_astro'));
  await writeFile(join(dist, 'index.html'), '<h1>Home</h1>');
  await writeFile(join(dist, 'faq', 'index.html'), '<h1>FAQ</h1>');
  await writeFile(join(dist, 'offline', 'index.html'), '<h1>Offline</h1>');
  await writeFile(join(dist, '404.html'), '<h1>404</h1>');
  await writeFile(join(dist, '_astro', 'site.abc.js'), 'console.log(1)');
  await writeFile(join(dist, '_astro', 'hero_small.avif'), Buffer.alloc(10 * 1024));
  await writeFile(join(dist, '_astro', 'hero_large.avif'), Buffer.alloc(200 * 1024));
  await writeFile(join(dist, '_astro', 'hero.jpg'), Buffer.alloc(1024));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

async function build(): Promise<string> {
  const hook = serviceWorker().hooks['astro:build:done']!;
  const logger = { info: () => {} };
  await (hook as (options: unknown) => Promise<void>)({ dir: pathToFileURL(`${dist}/`), logger, pages: [] });
  return readFile(join(dist, 'service-worker.js'), 'utf8');
}

const precacheOf = (source: string) => JSON.parse(/const precache = (\[.*\]);/.exec(source)![1]!) as string[];
const versionOf = (source: string) => /northgate-([0-9a-f]{12})/.exec(source)![1];

describe('the generated service worker', () => {
  it('precaches the pages by clean URL and the small assets, not the 404 page or large images', async () => {
    expect(precacheOf(await build())).toEqual([
      '/',
      '/_astro/hero_small.avif',
      '/_astro/site.abc.js',
      '/faq',
      '/offline',
    ]);
  });

  it('gets a new cache version when a page changes, and keeps it when nothing does', async () => {
    const first = versionOf(await build());
    expect(versionOf(await build())).toBe(first);
    await writeFile(join(dist, 'faq', 'index.html'), '<h1>FAQ, edited</h1>');
    expect(versionOf(await build())).not.toBe(first);
  });

  it('leaves the API, the management app and other origins to the network', async () => {
    const source = await build();
    expect(source).toContain('/^\\/(api|management|_dev|ws)(\\/|$)/');
    expect(source).toContain('url.origin !== self.location.origin');
  });
});
