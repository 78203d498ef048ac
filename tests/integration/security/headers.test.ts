import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMailbox } from '../../../infra/local/mail.ts';
import { createLocalServer, type LocalServer } from '../../../infra/local/server.ts';
import { aRoom, aStudent, book, call } from '../../support/hostel.ts';
import { routes } from '../../../functions/route-table.ts';

/**
 * Security headers on every kind of answer of the local server (the same headers CloudFront and the
 * handlers give in the cloud): site pages, the SPA, API answers from a handler and the server's own.
 * Stand-in builds keep the test independent of `npm run build`.
 */
let server: LocalServer;
let origin: string;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hostel-headers-'));
  const site = join(dir, 'site');
  const management = join(dir, 'management');
  await mkdir(join(management, 'assets'), { recursive: true });
  await mkdir(site, { recursive: true });
  await writeFile(join(site, 'index.html'), '<!doctype html><title>Home</title>');
  await writeFile(join(site, '404.html'), '<!doctype html><title>Not found</title>');
  await writeFile(join(management, 'index.html'), '<!doctype html><title>Management</title>');
  await writeFile(join(management, 'assets', 'app-abc.js'), 'console.log(1)');
  await writeFile(join(management, 'assets', 'app-abc.js.map'), '{"sources":["secret.tsx"]}');
  server = createLocalServer({ roots: { site, management }, mailbox: new LocalMailbox(join(dir, 'mail')) });
  origin = await server.listen(0);
});

afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function expectBaseline(headers: Headers, label: string) {
  expect(headers.get('strict-transport-security'), label).toMatch(/max-age=\d{8,}; includeSubDomains/);
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('content-security-policy'), label).toContain("frame-ancestors 'none'");
  expect(headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
  expect(headers.get('permissions-policy'), label).toMatch(/(^|, )camera=\(\)/);
  expect(headers.get('permissions-policy'), label).toMatch(/(^|, )geolocation=\(\)/);
}

describe('source maps', () => {
  it('are never served, though the build keeps them (as CloudFront, whose buckets never get them)', async () => {
    const response = await fetch(`${origin}/management/assets/app-abc.js.map`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret.tsx');
  });
});

describe('security headers on the local server', () => {
  const pages = ['/', '/missing-page', '/management', '/management/login', '/management/assets/app-abc.js'];
  for (const path of pages) {
    it(`a page or asset: ${path}`, async () => {
      const response = await fetch(`${origin}${path}`);
      expectBaseline(response.headers, path);
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).not.toMatch(/script-src[^;]*(\*|https?:|'unsafe-eval')/);
    });
  }

  const apiCalls: [string, string, RequestInit?][] = [
    ['a handler answer', '/api/settings/public'],
    ['a handler refusal', '/api/tab/abcdefgh/rooms'],
    ['an unknown API path', '/api/nowhere'],
    ['a malformed escape in a path parameter', '/api/tab/abcdefgh/rooms/%E0%A4%A'],
  ];
  for (const [what, path, init] of apiCalls) {
    it(`the API: ${what}`, async () => {
      const response = await fetch(`${origin}${path}`, init);
      expect(response.status, what).toBeLessThan(500);
      expectBaseline(response.headers, what);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const body = (await response.json()) as { message?: unknown };
      if (!response.ok) expect(typeof body.message).toBe('string');
    });
  }
});

describe('what an error response may say', () => {
  it("never names another student's record, ids or email when a student asks for it", async () => {
    const [student, other] = await Promise.all([aStudent(), aStudent()]);
    const booking = await book(other, await aRoom({ capacity: 2 }));
    const secrets = [other.user.id, other.user.publicId, other.user.email, booking.id, booking.publicId];
    const ownRoutes = routes.filter((route) => route.own);
    expect(ownRoutes.length).toBeGreaterThan(0);
    for (const route of ownRoutes) {
      const collection = route.path.split('/')[1];
      const record =
        collection === 'bookings' ? booking : { id: other.user.id, publicId: other.user.publicId };
      const path = route.path.replace('{id}', record.id).replace('{publicId}', record.publicId);
      const response = await call(student, route.method, path, route.method === 'GET' ? undefined : {});
      const text = JSON.stringify(response.body);
      expect(response.status, `${route.method} ${path}`).toBe(403);
      for (const secret of secrets) expect(text, `${route.method} ${path}`).not.toContain(secret);
      expect(text).not.toMatch(/\bat .+:\d+:\d+/);
    }
  });
});
