import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { sessionCookieName } from '../../../functions/api/session/cookie.ts';
import { signingKey } from '../../../functions/api/session/secret.ts';
import { currentPasswordFingerprint } from '../../../functions/data/credentials.ts';
import { createSession } from '../../../functions/data/sessions.ts';
import { userWithPassword } from '../../support/auth.ts';
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
    const { secret } = await createSession({
      userId: user.id,
      role: 'student',
      tabId,
      remember: false,
      passwordFingerprint: await currentPasswordFingerprint(user),
    });
    const token = await mintToken({ sid: secret, tab: tabId });
    const response = await invoke({
      path: `/api/tab/${tabId}/auth/me`,
      cookies: [`${sessionCookieName}=${token}`],
    });
    expect(response.status).toBe(401);
  });

  it('accepts the same token with exp (the legitimate path)', async () => {
    const user = await userWithPassword();
    const tabId = newTabId();
    const { session, secret } = await createSession({
      userId: user.id,
      role: 'student',
      tabId,
      remember: false,
      passwordFingerprint: await currentPasswordFingerprint(user),
    });
    const token = await mintToken({ sid: secret, tab: tabId }, session.expiresAt);
    const response = await invoke({
      path: `/api/tab/${tabId}/auth/me`,
      cookies: [`${sessionCookieName}=${token}`],
    });
    expect(response.status).toBe(200);
  });
});
