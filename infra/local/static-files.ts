import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline, Readable } from 'node:stream';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import { isUnpublished } from '../published-files.ts';
import { unsetSiteOrigin } from './site-origin.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

async function fileAt(root: string, relative: string): Promise<string | undefined> {
  const path = normalize(join(root, relative));
  if (path !== root && !path.startsWith(root + sep)) return undefined;
  if (isUnpublished(path)) return undefined;
  try {
    const info = await stat(path);
    if (info.isFile()) return path;
    if (info.isDirectory()) return fileAt(root, join(relative, 'index.html'));
  } catch {
    return undefined;
  }
  return undefined;
}

/** Text types the CDN compresses; images and fonts are compressed already. */
const compressible = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

interface Request {
  method: string;
  /** The request's Accept-Encoding header, to compress text the way CloudFront does. */
  acceptEncoding: string;
  /** The origin the request reached, e.g. http://127.0.0.1:4123, for a site built without SITE_ORIGIN. */
  origin?: string;
  /** The page security headers (infra/security-headers.ts), for this server's uploads bucket. */
  securityHeaders: Record<string, string>;
}

/** Pages and feeds that may name the site's origin (canonical, og:image, JSON-LD, sitemap, robots). */
const namesOrigin = /\.(html|xml|txt)$/;

async function* withServedOrigin(path: string, origin: string) {
  yield (await readFile(path, 'utf8')).replaceAll(unsetSiteOrigin, origin);
}

function send(response: ServerResponse, path: string, status: number, request: Request): void {
  const type = contentTypes[extname(path)] ?? 'application/octet-stream';
  // Built assets carry a content hash in their names, so they never change; pages must be revalidated.
  const immutable = /[/\\](_astro|assets)[/\\]/.test(path);
  const gzip = compressible.test(type) && /\bgzip\b/.test(request.acceptEncoding);
  response.writeHead(status, {
    'content-type': type,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    ...request.securityHeaders,
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const file =
    request.origin && namesOrigin.test(path)
      ? Readable.from(withServedOrigin(path, request.origin))
      : createReadStream(path);
  // pipeline, not pipe: a file that fails to read, or a viewer gone mid-answer, ends the answer alone;
  // an unheard stream error would end the whole server.
  const done = () => {};
  if (gzip) pipeline(file, createGzip(), response, done);
  else pipeline(file, response, done);
}

export interface StaticRoots {
  /** The built public site (site/dist). */
  site: string;
  /** The built management SPA (management/dist), served under /management. */
  management: string;
}

/** The path within the SPA's build of a path under /management; null for a path of the site. */
const spaPath = (decoded: string) =>
  decoded === '/management' || decoded.startsWith('/management/')
    ? decoded.slice('/management'.length) || '/'
    : null;

/** The built file a (decoded) path names, as the CDN maps it: the SPA's under /management, else the site's. */
export function builtFileOf(roots: StaticRoots, decoded: string): Promise<string | undefined> {
  const relative = spaPath(decoded);
  return relative === null ? fileAt(roots.site, decoded) : fileAt(roots.management, relative);
}

/**
 * Serves the two builds the way the CDN does: the SPA under /management with every deep link falling
 * back to its index.html, the site's prerendered pages by clean URL, and the site's 404 page with
 * status 404 for anything else.
 */
export async function serveStatic(
  roots: StaticRoots,
  request: Request,
  pathname: string,
  response: ServerResponse,
): Promise<void> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    decoded = '/';
  }
  const file = await builtFileOf(roots, decoded);
  if (file) return send(response, file, 200, request);
  // A deep link is a screen of the SPA; a missing file with an extension is really missing.
  if (spaPath(decoded) !== null && !extname(decoded))
    return send(response, join(roots.management, 'index.html'), 200, request);
  return send(response, join(roots.site, '404.html'), 404, request);
}
