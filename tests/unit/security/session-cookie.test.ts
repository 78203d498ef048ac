import { afterEach, describe, expect, it, vi } from 'vitest';

/** The session cookie's attributes under each stage: env() is parsed once, so each case loads afresh. */
const baseEnv = {
  TABLE_NAME: 'unit',
  PUBLIC_ORIGIN: 'https://hostel.example',
  SENDER_EMAIL: 'no-reply@hostel.example',
  SESSION_SECRET: 'a'.repeat(48),
};

async function cookieModule(stage: string) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ ...baseEnv, STAGE: stage })) vi.stubEnv(name, value);
  return import('../../../functions/api/session/cookie.ts');
}

const attributes = (cookie: string) => cookie.split('; ').slice(1);

afterEach(() => vi.unstubAllEnvs());

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict, Secure and scoped to its tab in production', async () => {
    const { sessionCookie } = await cookieModule('production');
    const cookie = sessionCookie('token', 'abcdefgh');
    expect(cookie.startsWith('hostel_session=token; ')).toBe(true);
    expect(attributes(cookie)).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Secure', 'Path=/api/tab/abcdefgh']),
    );
    expect(attributes(cookie).some((part) => part.startsWith('Max-Age'))).toBe(false);
  });

  it('lives as long as "Remember me" asks, and clearing it expires it at once, still Secure', async () => {
    const { sessionCookie, clearedSessionCookie } = await cookieModule('production');
    expect(attributes(sessionCookie('token', 'abcdefgh', 3600))).toContain('Max-Age=3600');
    expect(attributes(clearedSessionCookie('abcdefgh'))).toEqual(
      expect.arrayContaining(['Max-Age=0', 'HttpOnly', 'SameSite=Strict', 'Secure']),
    );
  });

  for (const stage of ['local', 'test']) {
    it(`drops only Secure on plain-HTTP ${stage} servers`, async () => {
      const { sessionCookie } = await cookieModule(stage);
      const cookie = sessionCookie('token', 'abcdefgh');
      expect(attributes(cookie)).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Strict']));
      expect(attributes(cookie)).not.toContain('Secure');
    });
  }
});
