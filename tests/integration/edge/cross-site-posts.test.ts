import { describe, expect, it } from 'vitest';
import { operationsByDomain, routes } from '../../../functions/route-table.ts';
import { getUserByEmail } from '../../../functions/data/users.ts';
import { registration, uniqueEmail, userWithPassword } from '../../support/auth.ts';
import { mailTo } from '../../support/mail.ts';
import { viewerAt } from '../../support/viewer.ts';

/**
 * A page on another site can make the browser post a form here without asking (no CORS preflight): as
 * text/plain, a body that reads as JSON; urlencoded or multipart otherwise. Every operation that reads
 * a body takes JSON only, so such a post is refused with 415 before anything is written or mailed.
 */
const browser = viewerAt('127.0.0.31');
const jsonRequired = { message: 'Send the request as JSON (Content-Type: application/json).' };

const formPost = (path: string, fields: object, contentType: string) =>
  browser.post(path, JSON.stringify(fields), { 'content-type': contentType, origin: 'https://evil.example' });

describe('a cross-site form post', () => {
  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x'])(
    'sent as %s cannot register an address nor mail it',
    async (contentType) => {
      const email = uniqueEmail('victim');
      const response = await formPost('/api/auth/register', registration(email), contentType);
      expect(response.status).toBe(415);
      expect(response.body).toEqual(jsonRequired);
      expect(await mailTo(email)).toEqual([]);
      expect(await getUserByEmail(email)).toBeNull();
    },
  );

  it('cannot make the API mail a reset link or a verification link', async () => {
    const user = await userWithPassword({ emailVerified: false });
    for (const call of ['forgot-password', 'resend-verification']) {
      const response = await formPost(`/api/auth/${call}`, { email: user.email }, 'text/plain');
      expect(response.status, call).toBe(415);
      expect(response.body).toEqual(jsonRequired);
    }
    expect(await mailTo(user.email)).toEqual([]);
  });

  it('is refused the same on the tab base, and the same JSON post from this site goes through', async () => {
    const email = uniqueEmail('student');
    const path = '/api/tab/abcdefgh/auth/register';
    expect((await formPost(path, registration(email), 'text/plain;charset=UTF-8')).status).toBe(415);
    const asJson = await browser.post(path, registration(email), {
      'content-type': 'application/json; charset=utf-8',
    });
    expect(asJson.status).toBe(201);
  });

  it('is refused by every route that reads a body, before its session or CSRF token is looked at', async () => {
    const readers = routes.filter(
      (route) => operationsByDomain[route.domain][route.operation]?.body !== undefined,
    );
    expect(readers.length).toBeGreaterThan(10);

    const answers = await Promise.all(
      readers.map(async (route) => {
        const path = `/api/tab/abcdefgh${route.path}`.replace(/\{\w+\}/g, 'ffffffffffffffffffffffff');
        const response = await browser.send(route.method, path, {
          body: '{}',
          headers: { 'content-type': 'text/plain' },
        });
        return `${route.method} ${route.path} ${response.status}`;
      }),
    );
    expect(answers).toEqual(readers.map((route) => `${route.method} ${route.path} 415`));
  });
});
