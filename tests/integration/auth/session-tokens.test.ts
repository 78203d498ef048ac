import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../../functions/api/session/cookie.ts';
import { signingKey } from '../../../functions/api/session/secret.ts';
import { createSession } from '../../../functions/data/sessions.ts';
import { Tab, goodPassword, userWithPassword } from '../../support/auth.ts';
import { invoke } from '../../support/invoke.ts';
import { newTabId } from '../../support/sessions.ts';

/** A session token signed with the real secret, as whoever held the secret could mint one. */
async function mintToken(claims: { sid: string; tab: string }, expiresAt?: number) {
  let jwt = new SignJWT({ tab: claims.tab, role: 'student' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sid)
    .setIssuer('hostel')
    .setAudience('hostel-session')
    .setIssuedAt();
  if (expiresAt !== undefined) jwt = jwt.setExpirationTime(expiresAt);
  return jwt.sign(await signingKey());
}

describe('session tokens', () => {
  it('refuses a genuine token without exp, for a live session item', async () => {
    const user = await userWithPassword();
    const tabId = newTabId();
    const session = await createSession({ userId: user.id, role: 'student', tabId, remember: false });
    const token = await mintToken({ sid: session.id, tab: tabId });
    const response = await invoke({
      path: `/api/tab/${tabId}/auth/me`,
      cookies: [`${sessionCookieName}=${token}`],
    });
    expect(response.status).toBe(401);
  });

  it('accepts the same token with exp (the legitimate path)', async () => {
    const user = await userWithPassword();
    const tabId = newTabId();
    const session = await createSession({ userId: user.id, role: 'student', tabId, remember: false });
    const token = await mintToken({ sid: session.id, tab: tabId }, session.expiresAt);
    const response = await invoke({
      path: `/api/tab/${tabId}/auth/me`,
      cookies: [`${sessionCookieName}=${token}`],
    });
    expect(response.status).toBe(200);
  });
});

describe('the remember-me token', () => {
  const rememberCookie = (tab: Tab) =>
    tab.cookiesFor('/api/tab/any/auth/csrf-token').find((c) => c.startsWith('hostel_remember='))!;

  it('is replaced each time it opens a session, and the old one stops working', async () => {
    const user = await userWithPassword();
    const first = new Tab();
    await first.login(user.email, goodPassword, true);
    const original = rememberCookie(first);

    const second = new Tab({ browser: first });
    const hydrated = await second.hydrate();
    expect(hydrated.status).toBe(200);
    expect(hydrated.cookies.some((c) => /^hostel_remember=[\w-]+; Path=\/api\/tab; HttpOnly/.test(c))).toBe(
      true,
    );
    const rotated = rememberCookie(first);
    expect(rotated).not.toBe(original);

    // A copy of the old token (as a thief would replay it) opens nothing.
    const replayed = await invoke({ path: `/api/tab/${newTabId()}/auth/csrf-token`, cookies: [original] });
    expect(replayed.status).toBe(401);
    // The browser, holding the new one, still opens a third tab.
    expect((await new Tab({ browser: first }).hydrate()).status).toBe(200);
  });

  it('opens one session when a stolen copy and the owner race, never two from one token', async () => {
    const user = await userWithPassword();
    const first = new Tab();
    await first.login(user.email, goodPassword, true);
    const copy = rememberCookie(first);
    const results = await Promise.all(
      [0, 1, 2].map(() => invoke({ path: `/api/tab/${newTabId()}/auth/csrf-token`, cookies: [copy] })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
  });
});
