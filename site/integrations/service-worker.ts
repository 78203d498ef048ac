import { createHash } from 'node:crypto';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Larger images (the widest hero) are fetched when a screen needs them, not on every first visit. */
const largestPrecachedImageBytes = 40 * 1024;
const precachedExtensions = /\.(css|js|svg|webmanifest|avif)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

/** The URL a built file is served at: pages by their clean path (/rooms), other files as they are. */
function urlOf(root: string, file: string): string {
  const path = '/' + relative(root, file).split(sep).join('/');
  if (path === '/index.html') return '/';
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length);
  return path;
}

async function precacheList(root: string): Promise<string[]> {
  const urls: string[] = [];
  for (const file of await filesUnder(root)) {
    const url = urlOf(root, file);
    if (url === '/404.html' || url === '/service-worker.js') continue;
    if (file.endsWith('.html')) {
      urls.push(url);
      continue;
    }
    if (!precachedExtensions.test(url)) continue;
    if (url.endsWith('.avif') && (await stat(file)).size > largestPrecachedImageBytes) continue;
    urls.push(url);
  }
  return urls.sort();
}

/**
 * The worker itself. Pages are network first, so a visitor always gets the newest deploy while online;
 * built assets are cache first (their names carry a content hash). The API, the management SPA and the
 * developer tools are never touched, so nothing signed-in or live is ever served stale.
 */
function workerSource(version: string, precache: string[]): string {
  return `// Generated at build time by site/integrations/service-worker.ts.
const cacheName = 'northgate-${version}';
const precache = ${JSON.stringify(precache)};
const offlinePage = '/offline';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(cacheName).then((cache) => cache.addAll(precache)).then(() => self.skipWaiting()),
  );
});

// A new deploy has a new cache name: the old caches go as soon as the new worker takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('northgate-') && name !== cacheName).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function isBypassed(url) {
  if (url.origin !== self.location.origin) return true;
  return /^\\/(api|management|_dev|ws)(\\/|$)/.test(url.pathname);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (isBypassed(url)) return;

  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(request)) ?? (await caches.match(offlinePage))),
    );
    return;
  }
  event.respondWith(
    caches.match(request).then(
      (cached) =>
        cached ??
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith('/_astro/')) {
            const copy = response.clone();
            event.waitUntil(caches.open(cacheName).then((cache) => cache.put(request, copy)));
          }
          return response;
        }),
    ),
  );
});
`;
}

/**
 * Writes /service-worker.js after each build, with the list of files to precache and a version made
 * from their contents, so every deploy that changes a page or asset installs a new cache.
 */
export function serviceWorker(): AstroIntegration {
  return {
    name: 'northgate-service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir).replace(/[\\/]$/, '');
        const precache = await precacheList(root);
        const hash = createHash('sha256');
        for (const url of precache) {
          const file =
            url === '/' ? 'index.html' : url.includes('.') ? url.slice(1) : `${url.slice(1)}/index.html`;
          hash.update(url).update(await readFile(join(root, file)));
        }
        const version = hash.digest('hex').slice(0, 12);
        await writeFile(join(root, 'service-worker.js'), workerSource(version, precache));
        logger.info(`service-worker.js: version ${version}, ${precache.length} files precached`);
      },
    },
  };
}
